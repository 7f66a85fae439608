import { CaptchaMode, CaptchaScope } from '@yiying/models';
import { Button, useSchemaForm } from '@yiying/widgets';
import { FormMessage } from '../../components/form';
import { MobileCodeFields } from '../../components/sms-code-button';
import { useIdentity } from '../../data';
import { Stack } from './login.styles';

const loadSmsLoginSchema = () => import('./login-schemas').then((m) => m.loginBySmsSchema);

/** Login by SMS code; an unknown mobile becomes a new member. Success signs this browser in. */
export function SmsLoginForm() {
  const identity = useIdentity();
  const form = useSchemaForm(
    loadSmsLoginSchema,
    { mobile: '', code: '' },
    async ({ mobile, code }) => {
      await identity.login({ type: CaptchaMode.message, mobile, code });
    },
    { resetOnSuccess: false },
  );
  return (
    <Stack onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="短信登录">
      <MobileCodeFields form={form} scope={CaptchaScope.login} sendSms={identity.sendSms} />
      <FormMessage error={form.submitError} success={form.success} />
      <Button type="submit" block disabled={form.sending}>
        {form.sending ? '登录中…' : '登录'}
      </Button>
    </Stack>
  );
}
