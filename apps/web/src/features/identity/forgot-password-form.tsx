import { CaptchaScope } from '@yiying/models';
import { Button, useSchemaForm } from '@yiying/widgets';
import { FormMessage, NewPasswordFields } from '../../components/form';
import { MobileCodeFields } from '../../components/sms-code-button';
import { useIdentity } from '../../data';
import { Stack } from './login.styles';

const loadResetPasswordSchema = () => import('./login-schemas').then((m) => m.resetPasswordSchema);

/** Sets a new password with an SMS code of scope `forgot`. */
export function ForgotPasswordForm({ onDone }: { onDone(mobile: string): void }) {
  const identity = useIdentity();
  const form = useSchemaForm(
    loadResetPasswordSchema,
    { mobile: '', code: '', password: '', confirmPassword: '' },
    async ({ mobile, code, password }) => {
      await identity.resetPassword({ mobile, code, password });
      onDone(mobile);
    },
    { resetOnSuccess: false },
  );
  return (
    <Stack onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="忘记密码">
      <MobileCodeFields form={form} scope={CaptchaScope.forgot} sendSms={identity.sendSms} />
      <NewPasswordFields form={form} name="password" />
      <FormMessage error={form.submitError} success={form.success} />
      <Button type="submit" block disabled={form.sending}>
        {form.sending ? '提交中…' : '重置密码'}
      </Button>
    </Stack>
  );
}
