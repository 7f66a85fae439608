import type { SessionData } from '@yiying/api-client';
import { CaptchaMode, CaptchaScope } from '@yiying/models';
import { loginBySmsSchema } from '@yiying/validation';
import { Button, TextField } from '@yiying/widgets';
import { useApiClient } from '../../app/api/api-client-context';
import { FormMessage, useForm } from '../../components/form';
import { SmsCodeButton } from '../../components/sms-code-button';
import { CodeRow, Stack } from './login-styles';

/** Login by SMS code; an unknown mobile becomes a new member. */
export function SmsLoginForm({ onSession }: { onSession(data: SessionData): void }) {
  const client = useApiClient();
  const form = useForm(loginBySmsSchema, { mobile: '', code: '' });
  const submit = form.onSubmit(async ({ mobile, code }) => {
    onSession(await client.user.login({ type: CaptchaMode.message, mobile, code }));
  });
  return (
    <Stack onSubmit={(e) => void submit(e)} noValidate aria-label="短信登录">
      <TextField
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        required
        {...form.field('mobile')}
      />
      <CodeRow>
        <TextField
          label="验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.field('code')}
        />
        <SmsCodeButton
          mobile={form.values.mobile}
          scope={CaptchaScope.login}
          onInvalidMobile={(message) => form.setFieldError('mobile', message)}
          onResult={(r) =>
            form.setMessage(r.ok ? { error: null, success: '验证码已发送' } : { error: r.message, success: null })
          }
        />
      </CodeRow>
      <FormMessage error={form.error} success={form.success} />
      <Button type="submit" block disabled={form.sending}>
        {form.sending ? '登录中…' : '登录'}
      </Button>
    </Stack>
  );
}
