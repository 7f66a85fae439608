import { CaptchaScope } from '@yiying/models';
import { resetPasswordSchema } from '@yiying/validation';
import { Button, TextField } from '@yiying/widgets';
import { useApiClient } from '../../app/api/api-client-context';
import { FormMessage, useForm } from '../../components/form';
import { MobileCodeFields } from '../../components/sms-code-button';
import { Stack } from './login-styles';

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
      <MobileCodeFields form={form} scope={CaptchaScope.forgot} />
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
