import { object, ref, string } from 'yup';
import { NAME_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from '@yiying/models';
import {
  MESSAGES,
  mobileField,
  passwordField,
  smsCodeField,
  text,
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

/** Profile changes: each field optional; an empty signature clears it. */
export const profileChangesBody = object({
  username: text()
    .optional()
    .min(1, MESSAGES.nicknameRequired)
    .max(NAME_MAX_LENGTH, MESSAGES.nicknameMax),
  signature: text().optional().max(TEXTAREA_MAX_LENGTH, MESSAGES.signatureMax),
  avatar: text().optional(),
});
