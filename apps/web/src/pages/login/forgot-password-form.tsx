import { CaptchaScope } from '@yiying/models';
import { resetPasswordSchema } from '@yiying/validation';
import { Button, TextField } from '@yiying/widgets';
import { useApiClient } from '../../app/api/api-client-context';
import { FormMessage, useForm } from '../../components/form';
import { SmsCodeButton } from '../../components/sms-code-button';
import { CodeRow, Stack } from './login-styles';

/** Sets a new password with an SMS code of scope `forgot`. */
export function ForgotPasswordForm({ onDone }: { onDone(mobile: string): void }) {
  const client = useApiClient();
  const form = useForm(resetPasswordSchema, {
    mobile: '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const submit = form.onSubmit(async ({ mobile, code, password }) => {
    await client.user.forgetPwd({ mobile, code, password });
    onDone(mobile);
  });
  return (
    <Stack onSubmit={(e) => void submit(e)} noValidate aria-label="忘记密码">
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
          scope={CaptchaScope.forgot}
          onInvalidMobile={(message) => form.setFieldError('mobile', message)}
          onResult={(r) =>
            form.setMessage(r.ok ? { error: null, success: '验证码已发送' } : { error: r.message, success: null })
          }
        />
      </CodeRow>
      <TextField label="新密码" type="password" autoComplete="new-password" required {...form.field('password')} />
      <TextField
        label="确认新密码"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      <FormMessage error={form.error} success={form.success} />
      <Button type="submit" block disabled={form.sending}>
        {form.sending ? '提交中…' : '重置密码'}
      </Button>
    </Stack>
  );
}
