import { useId, useState, type KeyboardEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../routing/login-path';
import { useCurrentUser, useIdentity } from '../../data';
import { ForgotPasswordForm } from './forgot-password-form';
import { Card, Links, Notice, TabList } from './login.styles';
import { PasswordLoginForm } from './password-login-form';
import { QrLoginPanel } from './qr-login-panel';
import { SignupForm } from './signup-form';
import { SmsLoginForm } from './sms-login-form';

/** The three ways to log in, in the order of the tabs. */
export const LOGIN_TABS = [
  { key: 'message', label: '短信登录' },
  { key: 'password', label: '密码登录' },
  { key: 'qrcode', label: '扫码登录' },
] as const;
export type LoginTab = (typeof LOGIN_TABS)[number]['key'];

type View = 'login' | 'signup' | 'forgot';

/** Login (SMS code, password, QR code), sign-up and forgotten password; afterwards back to `?redirect=`. */
export function LoginPage() {
  const { loggedIn } = useCurrentUser();
  const { signIn } = useIdentity();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>(params.get('view') === 'signup' ? 'signup' : 'login');
  const [tab, setTab] = useState<LoginTab>('message');
  const [notice, setNotice] = useState<string | null>(null);
  const baseId = useId();

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
        <SignupForm />
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
        {tab === 'message' && <SmsLoginForm />}
        {tab === 'password' && <PasswordLoginForm />}
        {tab === 'qrcode' && <QrLoginPanel onSession={signIn} />}
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
