import styled from '@emotion/styled';
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { SessionData } from '@yiying/api-client';
import { safeRedirect } from '../../app/session/login-path';
import { useSession } from '../../app/session/session-context';
import { ForgotPasswordForm } from './forgot-password-form';
import { Card, Links } from './login-styles';
import { PasswordLoginForm } from './password-login-form';
import { QrLoginPanel } from './qr-login-panel';
import { SignupForm } from './signup-form';
import { SmsLoginForm } from './sms-login-form';

export const LOGIN_TABS = [
  { key: 'message', label: '短信登录' },
  { key: 'password', label: '密码登录' },
  { key: 'qrcode', label: '扫码登录' },
] as const;
export type LoginTab = (typeof LOGIN_TABS)[number]['key'];

type View = 'login' | 'signup' | 'forgot';

const TabList = styled.div(({ theme }) => ({
  display: 'flex',
  marginBottom: theme.spacing.lg,
  borderBottom: `1px solid ${theme.colors.border}`,
  button: {
    flex: 1,
    padding: `${theme.spacing.sm}px 0`,
    border: 'none',
    borderBottom: '2px solid transparent',
    background: 'transparent',
    color: theme.colors.muted,
    font: 'inherit',
    cursor: 'pointer',
    '&[aria-selected="true"]': {
      color: theme.colors.primary,
      borderBottomColor: theme.colors.primary,
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
  },
}));

const Notice = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.spacing.md}px`,
  color: theme.colors.success,
  textAlign: 'center',
}));

/** Login (SMS code, password, QR code), sign-up and forgotten password; afterwards back to `?redirect=`. */
export function LoginPage() {
  const { session, loggedIn } = useSession();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>(params.get('view') === 'signup' ? 'signup' : 'login');
  const [tab, setTab] = useState<LoginTab>('message');
  const [notice, setNotice] = useState<string | null>(null);
  const baseId = useId();
  const onSession = useCallback((data: SessionData) => session.login(data), [session]);

  if (loggedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = LOGIN_TABS[(index + step + LOGIN_TABS.length) % LOGIN_TABS.length];
    setTab(next.key);
    document.getElementById(`${baseId}-tab-${next.key}`)?.focus();
  };

  if (view === 'signup') {
    return (
      <Card aria-labelledby={`${baseId}-title`}>
        <h1 id={`${baseId}-title`}>注册</h1>
        <SignupForm onSession={onSession} />
        <Links>
          <button type="button" onClick={() => setView('login')}>
            已有账号？去登录
          </button>
        </Links>
      </Card>
    );
  }

  if (view === 'forgot') {
    return (
      <Card aria-labelledby={`${baseId}-title`}>
        <h1 id={`${baseId}-title`}>忘记密码</h1>
        <ForgotPasswordForm
          onDone={() => {
            setNotice('密码已重置，请使用新密码登录');
            setTab('password');
            setView('login');
          }}
        />
        <Links>
          <button type="button" onClick={() => setView('login')}>
            返回登录
          </button>
        </Links>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={`${baseId}-title`}>
      <h1 id={`${baseId}-title`}>登录</h1>
      {notice && <Notice role="status">{notice}</Notice>}
      <TabList role="tablist" aria-label="登录方式">
        {LOGIN_TABS.map((t, index) => (
          <button
            key={t.key}
            id={`${baseId}-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={(e) => moveFocus(e, index)}
          >
            {t.label}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'message' && <SmsLoginForm onSession={onSession} />}
        {tab === 'password' && <PasswordLoginForm onSession={onSession} />}
        {tab === 'qrcode' && <QrLoginPanel onSession={onSession} />}
      </div>
      <Links>
        <button type="button" onClick={() => setView('signup')}>
          注册
        </button>
        <button type="button" onClick={() => setView('forgot')}>
          忘记密码
        </button>
      </Links>
    </Card>
  );
}

export default LoginPage;
