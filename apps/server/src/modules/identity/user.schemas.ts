import { object, ref, string } from 'yup';
import {
  MESSAGES,
  mobileField,
  passwordField,
  smsCodeField,
} from '@yiying/validation';

/** Bodies of the identity calls whose shape the shared library does not fix (contract names). */
export const changePasswordBody = object({
  oldPassword: string().required(MESSAGES.oldPasswordRequired),
  newPassword: passwordField().notOneOf([ref('oldPassword')], MESSAGES.passwordSameAsOld),
});

export const forgetPasswordBody = object({
  mobile: mobileField(),
  code: smsCodeField(),
  password: passwordField(),
});

export const setPasswordBody = object({ password: passwordField() });

export const bindMobileBody = object({ mobile: mobileField(), code: smsCodeField() });

export const passwordByCodeBody = object({ code: smsCodeField(), password: passwordField() });
