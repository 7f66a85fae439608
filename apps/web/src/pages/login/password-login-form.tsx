import type { SessionData } from '@yiying/api-client';
import { CaptchaMode } from '@yiying/models';
import { loginByPasswordSchema } from '@yiying/validation';
import { Button, TextField } from '@yiying/widgets';
import { useApiClient } from '../../app/api/api-client-context';
import { FormMessage, useForm } from '../../components/form';
import { Stack } from './login-styles';

/** Login by mobile and password. */
export function PasswordLoginForm({ onSession }: { onSession(data: SessionData): void }) {
  const client = useApiClient();
  const form = useForm(loginByPasswordSchema, {
    type: CaptchaMode.password,
    mobile: '',
    password: '',
  });
  const submit = form.onSubmit(async ({ mobile, password }) => {
    onSession(await client.user.login({ type: CaptchaMode.password, mobile, password }));
  });
  return (
    <Stack onSubmit={(e) => void submit(e)} noValidate aria-label="密码登录">
      <TextField
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        maxLength={11}
        required
        {...form.field('mobile')}
      />
      <TextField label="密码" type="password" autoComplete="current-password" required {...form.field('password')} />
      <FormMessage error={form.error} success={form.success} />
      <Button type="submit" block disabled={form.sending}>
        {form.sending ? '登录中…' : '登录'}
      </Button>
    </Stack>
  );
}
