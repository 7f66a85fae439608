import { CaptchaScope, NAME_MAX_LENGTH } from '@yiying/models';
import { Button, TextField, useSchemaForm } from '@yiying/widgets';
import { FormMessage } from '../../components/form';
import { MobileCodeFields } from '../../components/sms-code-button';
import { useIdentity } from '../../data';
import { Stack } from './login.styles';

const loadSignupSchema = () => import('./login-schemas').then((m) => m.signupSchema);

/** Sign-up with an SMS code of scope `register`; password and nickname may be set now or later. */
export function SignupForm() {
  const identity = useIdentity();
  const form = useSchemaForm(
    loadSignupSchema,
    { mobile: '', code: '', password: '', nickname: '' },
    async (values) => {
      await identity.signup(values);
    },
    { resetOnSuccess: false },
  );
  return (
    <Stack onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="注册">
      <MobileCodeFields form={form} scope={CaptchaScope.register} sendSms={identity.sendSms} />
      <TextField label="设置密码（选填）" type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField label="昵称（选填）" autoComplete="nickname" maxLength={NAME_MAX_LENGTH} {...form.field('nickname')} />
      <FormMessage error={form.submitError} success={form.success} />
      <Button type="submit" block disabled={form.sending}>
        {form.sending ? '注册中…' : '注册'}
      </Button>
    </Stack>
  );
}
