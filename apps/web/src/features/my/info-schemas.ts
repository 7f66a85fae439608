import { object, ref, string } from 'yup';
import { MESSAGES, passwordField, smsCodeField } from '@yiying/validation';

// The rules of the forms of 个人信息 (/my/info), loaded when a form there is first touched (see `useSchemaForm`): yup
// and the rules stay out of the page's own script.

export {
  accountDeletionBody,
  changePasswordSchema,
  loginBySmsSchema,
  muteCreateBody,
  profileSchema,
} from '@yiying/validation';

/** First password of a member who signed up by SMS code only. */
export const setPasswordSchema = object({
  password: passwordField(),
  confirmPassword: string()
    .required(MESSAGES.passwordConfirmRequired)
    .oneOf([ref('password')], MESSAGES.passwordMismatch),
});

/** 验证身份 by an SMS code. */
export const codeSchema = object({ code: smsCodeField() });

/** 验证身份 by the password. */
export const passwordSchema = object({ password: string().required(MESSAGES.passwordRequired) });
