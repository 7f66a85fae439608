import type { SessionData } from '@yiying/api-client';
import { CaptchaScope, NAME_MAX_LENGTH } from '@yiying/models';
import { signupSchema } from '@yiying/validation';
import { Button, TextField } from '@yiying/widgets';
import { useApiClient } from '../../app/api/api-client-context';
import { FormMessage, useForm } from '../../components/form';
import { MobileCodeFields } from '../../components/sms-code-button';
import { Stack } from './login-styles';

/** Sign-up with an SMS code of scope `register`; password and nickname may be set now or later. */
export function SignupForm({ onSession }: { onSession(data: SessionData): void }) {
  const client = useApiClient();
  const form = useForm(signupSchema, {
    mobile: '',
    code: '',
    password: '',
    nickname: '',
  });
  const submit = form.onSubmit(async ({ mobile, code, password, nickname }) => {
    onSession(
      await client.sso.signup({
        mobile,
        code,
        ...(password ? { password } : {}),
        ...(nickname ? { nickname } : {}),
      }),
    );
  });
  return (
    <Stack onSubmit={(e) => void submit(e)} noValidate aria-label="注册">
      <MobileCodeFields form={form} scope={CaptchaScope.register} />
      <TextField label="设置密码（选填）" type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField label="昵称（选填）" autoComplete="nickname" maxLength={NAME_MAX_LENGTH} {...form.field('nickname')} />
      <FormMessage error={form.error} success={form.success} />
      <Button type="submit" block disabled={form.sending}>
        {form.sending ? '注册中…' : '注册'}
      </Button>
    </Stack>
  );
}
