import { lazy, object, ref, string } from 'yup';
import { CaptchaMode, CaptchaScope, NAME_MAX_LENGTH, TEXTAREA_MAX_LENGTH, UserType } from '@yiying/models';
import { emailField, mobileField, optionalText, passwordField, smsCodeField, text } from './fields.js';
import { MESSAGES } from './messages.js';

const captchaScope = () =>
  string().oneOf(Object.values(CaptchaScope), MESSAGES.captchaScopeInvalid).default(CaptchaScope.login);

/** SMS code request. */
export const sendSmsSchema = object({
  mobile: mobileField(),
  scope: captchaScope(),
});

/** Login by SMS code. */
export const loginBySmsSchema = object({
  type: string().oneOf([CaptchaMode.message], MESSAGES.loginModeInvalid).default(CaptchaMode.message),
  mobile: mobileField(),
  code: smsCodeField(),
});

/** Login by password. */
export const loginByPasswordSchema = object({
  type: string().oneOf([CaptchaMode.password], MESSAGES.loginModeInvalid).required(MESSAGES.loginModeInvalid),
  mobile: mobileField(),
  password: passwordField(),
});

/** Login of either mode; the mode defaults to SMS code (`message`). */
export const loginSchema = lazy((value: unknown) =>
  (value as { type?: unknown } | null | undefined)?.type === CaptchaMode.password
    ? loginByPasswordSchema
    : loginBySmsSchema,
);

/** Sign-up: mobile and code; password and nickname optional. */
export const signupSchema = object({
  mobile: mobileField(),
  code: smsCodeField(),
  password: passwordField()
    .optional()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value)),
  nickname: optionalText(NAME_MAX_LENGTH, MESSAGES.nicknameMax),
});

/** The repeated password of a form: required and equal to the field `password` (or the one named). */
export const confirmPassword = (field = 'password') =>
  string()
    .required(MESSAGES.passwordConfirmRequired)
    .oneOf([ref(field)], MESSAGES.passwordMismatch);

/** Reset a forgotten password with an SMS code. */
export const resetPasswordSchema = object({
  mobile: mobileField(),
  code: smsCodeField(),
  password: passwordField(),
  confirmPassword: confirmPassword(),
});

/** Profile update (personal settings). */
export const profileSchema = object({
  username: text().required(MESSAGES.nicknameRequired).max(NAME_MAX_LENGTH, MESSAGES.nicknameMax),
  avatar: optionalText(),
  signature: optionalText(TEXTAREA_MAX_LENGTH, MESSAGES.signatureMax),
  email: emailField(),
  type: string()
    .oneOf(Object.values(UserType), MESSAGES.userTypeInvalid)
    .optional()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value)),
});
