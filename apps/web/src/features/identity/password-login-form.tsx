import { CaptchaMode } from '@yiying/models';
import { Button, TextField, useSchemaForm } from '@yiying/widgets';
import { FormMessage } from '../../components/form';
import { useIdentity } from '../../data';
import { Stack } from './login.styles';

const loadPasswordLoginSchema = () => import('./login-schemas').then((m) => m.loginByPasswordSchema);

/** Login by mobile and password. Success signs this browser in. */
export function PasswordLoginForm() {
  const identity = useIdentity();
  const form = useSchemaForm(
    loadPasswordLoginSchema,
    { type: CaptchaMode.password, mobile: '', password: '' },
    async ({ mobile, password }) => {
      await identity.login({ type: CaptchaMode.password, mobile, password });
    },
    { resetOnSuccess: false },
  );
  return (
    <Stack onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="密码登录">
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
      <FormMessage error={form.submitError} success={form.success} />
      <Button type="submit" block disabled={form.sending}>
        {form.sending ? '登录中…' : '登录'}
      </Button>
    </Stack>
  );
}
