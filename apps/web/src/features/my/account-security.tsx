import { useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { CaptchaScope, formatDateTime, maskMobile, type MemberSession } from '@yiying/models';
import { Button, TextField, useSchemaForm } from '@yiying/widgets';
import { isApiError, type IdentityUser } from '@yiying/api-client';
import { FormMessage } from '../../components/form';
import { Panel } from '../../components/panel';
import { CodeRow, SmsCodeButton } from '../../components/sms-code-button';
import { useEndSessions, useMemberSessions, useSendSms, useStepUp } from '../../data';

const loadCodeSchema = () => import('./info-schemas').then((m) => m.codeSchema);
const loadPasswordSchema = () => import('./info-schemas').then((m) => m.passwordSchema);

/** The answer of an account change made without a fresh 验证身份. */
export const STEP_UP_REQUIRED = '请先验证身份';

/** Whether a failed call needs 验证身份 first (the proof expired meanwhile). */
export function needsStepUp(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.message === STEP_UP_REQUIRED;
}

const Modes = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing.sm,
  marginBottom: theme.spacing.sm,
  flexWrap: 'wrap',
}));

const Hint = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.spacing.sm}px`,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.sm,
}));

function CodeProof({ user }: { user: IdentityUser }) {
  const { verify } = useStepUp();
  const sendSms = useSendSms();
  const form = useSchemaForm(loadCodeSchema, { code: '' }, async ({ code }) => {
    await verify({ code });
    return '验证成功';
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="短信验证身份">
      <CodeRow>
        <TextField
          label={`发送到 ${maskMobile(user.mobile)} 的验证码`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.field('code')}
        />
        <SmsCodeButton
          mobile={user.mobile}
          scope={CaptchaScope.stepUp}
          sendSms={sendSms}
          onInvalidMobile={(message) => form.setMessage({ error: message, success: null })}
          onResult={(r) =>
            form.setMessage(r.ok ? { error: null, success: '验证码已发送' } : { error: r.message, success: null })
          }
        />
      </CodeRow>
      <FormMessage error={form.submitError} success={form.success} />
      <Button type="submit" disabled={form.sending}>
        {form.sending ? '验证中…' : '验证'}
      </Button>
    </form>
  );
}

function PasswordProof() {
  const { verify } = useStepUp();
  const form = useSchemaForm(loadPasswordSchema, { password: '' }, async ({ password }) => {
    await verify({ password });
    return '验证成功';
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="密码验证身份">
      <TextField
        label="登录密码"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <FormMessage error={form.submitError} success={form.success} />
      <Button type="submit" disabled={form.sending}>
        {form.sending ? '验证中…' : '验证'}
      </Button>
    </form>
  );
}

/**
 * 验证身份 before an account change: a code sent to the account's own mobile, or the login password. The proof holds
 * for 10 minutes for every change on this page.
 */
export function StepUpForm({ user, action }: { user: IdentityUser; action: string }) {
  const [mode, setMode] = useState<'code' | 'password'>('code');
  return (
    <div role="group" aria-label="验证身份">
      <Hint>为保护账号安全，{action}前请先验证身份（10 分钟内有效）。</Hint>
      {user.hasPassword && (
        <Modes>
          <Button
            variant={mode === 'code' ? 'primary' : 'outlined'}
            aria-pressed={mode === 'code'}
            onClick={() => setMode('code')}
          >
            短信验证
          </Button>
          <Button
            variant={mode === 'password' ? 'primary' : 'outlined'}
            aria-pressed={mode === 'password'}
            onClick={() => setMode('password')}
          >
            密码验证
          </Button>
        </Modes>
      )}
      {mode === 'code' ? <CodeProof user={user} /> : <PasswordProof />}
    </div>
  );
}

/** Shows `children` once this tab passed 验证身份, the proof form before. */
export function StepUpGate({ user, action, children }: { user: IdentityUser; action: string; children: ReactNode }) {
  const { verified } = useStepUp();
  return verified ? <>{children}</> : <StepUpForm user={user} action={action} />;
}

const SessionList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `0 0 ${theme.spacing.md}px`,
  padding: 0,
  li: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
    padding: `${theme.spacing.sm}px 0`,
    borderBottom: `1px solid ${theme.colors.border}`,
    flexWrap: 'wrap',
  },
  strong: { fontWeight: 600 },
  small: { display: 'block', color: theme.colors.muted, fontSize: theme.typography.sizes.sm, marginTop: 2 },
}));

const Current = styled.span(({ theme }) => ({
  color: theme.colors.primary,
  fontSize: theme.typography.sizes.sm,
}));

function SessionRow({ session, end }: { session: MemberSession; end(id: string): Promise<void> }) {
  const [ending, setEnding] = useState(false);
  return (
    <li>
      <div>
        <strong>{session.device}</strong>
        <small>
          {session.place} · 最近使用 {formatDateTime(session.lastUseTime)} · 登录于 {formatDateTime(session.createTime)}
        </small>
      </div>
      {session.current ? (
        <Current>当前设备</Current>
      ) : (
        <Button
          variant="outlined"
          disabled={ending}
          aria-label={`退出 ${session.device}（${session.place}）`}
          onClick={() => {
            setEnding(true);
            void end(session.sessionId).finally(() => setEnding(false));
          }}
        >
          {ending ? '退出中…' : '退出'}
        </Button>
      )}
    </li>
  );
}

/** 登录设备: where the account is signed in (device, approximate place, last use), and ending the others. */
export function SessionsPanel() {
  const { data, error, isLoading } = useMemberSessions();
  const endSessions = useEndSessions();
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const run = async (id?: string) => {
    setMessage({});
    try {
      await endSessions(id);
      setMessage({ success: id ? '该设备已退出登录' : '其他设备已全部退出登录' });
    } catch (failure) {
      setMessage({ error: failure instanceof Error ? failure.message : '操作失败' });
    }
  };
  const others = (data ?? []).filter((s) => !s.current).length;
  return (
    <Panel aria-labelledby="info-sessions">
      <h2 id="info-sessions">登录设备</h2>
      <Hint>如发现不认识的设备，请退出该设备并修改密码。地点为打码的 IP 地址。</Hint>
      {isLoading && !data && <p role="status">加载中…</p>}
      {error && !data && <FormMessage error="登录设备加载失败，请刷新重试" />}
      {data && (
        <SessionList aria-label="登录设备列表">
          {data.map((session) => (
            <SessionRow key={session.sessionId} session={session} end={(id) => run(id)} />
          ))}
        </SessionList>
      )}
      {data && others === 0 && <Hint>没有其他设备登录此账号。</Hint>}
      {others > 0 && (
        <Button variant="outlined" onClick={() => void run()}>
          退出其他所有设备
        </Button>
      )}
      <FormMessage error={message.error} success={message.success} />
    </Panel>
  );
}
