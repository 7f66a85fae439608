import type { SessionData } from '@yiying/api-client';
import { CaptchaMode, CaptchaScope } from '@yiying/models';
import { loginBySmsSchema } from '@yiying/validation';
import { Button } from '@yiying/widgets';
import { useApiClient } from '../../app/api/api-client-context';
import { FormMessage, useForm } from '../../components/form';
import { MobileCodeFields } from '../../components/sms-code-button';
import { Stack } from './login-styles';

/** Login by SMS code; an unknown mobile becomes a new member. */
export function SmsLoginForm({ onSession }: { onSession(data: SessionData): void }) {
  const client = useApiClient();
  const form = useForm(loginBySmsSchema, { mobile: '', code: '' });
  const submit = form.onSubmit(async ({ mobile, code }) => {
    onSession(await client.user.login({ type: CaptchaMode.message, mobile, code }));
  });
  return (
    <Stack onSubmit={(e) => void submit(e)} noValidate aria-label="短信登录">
      <MobileCodeFields form={form} scope={CaptchaScope.login} />
      <FormMessage error={form.error} success={form.success} />
      <Button type="submit" block disabled={form.sending}>
        {form.sending ? '登录中…' : '登录'}
      </Button>
    </Stack>
  );
}
