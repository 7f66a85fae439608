import { object, ref, string, type InferType } from 'yup';
import { PASSWORD_MAX_LENGTH, NAME_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from '@yiying/models';
import { mobileField, passwordField, SMS_CODE_PATTERN, smsCodeField, text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import {
  confirmPassword,
  loginByPasswordSchema,
  loginBySmsSchema,
  loginSchema,
  sendSmsSchema,
  signupSchema,
} from '../identity-schemas.js';
import type { InferSchema } from './json-schema.js';
import type { WithDefaults } from './route-spec.js';

/**
 * Body of `POST /web/sso/updatePwdByOldPwd`. The wire field is `newPassword` (what the server
 * reads and the settings page sends); the settings form (`changePasswordSchema`) asks for it as
 * `password` with a confirmation and maps it on submit.
 */
export const changePasswordBody = object({
  oldPassword: string().required(MESSAGES.oldPasswordRequired),
  newPassword: passwordField().notOneOf([ref('oldPassword')], MESSAGES.passwordSameAsOld),
});

/** The change-password form: the body's fields plus the new password typed again. */
export const changePasswordSchema = changePasswordBody.shape({ confirmPassword: confirmPassword('newPassword') });

/** Body of `POST /web/user/forgetPwd`: a `forgot` code resets the password. */
export const forgetPasswordBody = object({ mobile: mobileField(), code: smsCodeField(), password: passwordField() });

/** Body of `POST /web/user/setPwd` (members without a password yet). */
export const setPasswordBody = object({ password: passwordField() });

/** Body of `POST /web/user/bindMobile`: the new mobile and a `changeMobile` code sent to it. */
export const bindMobileBody = object({ mobile: mobileField(), code: smsCodeField() });

/**
 * Body of `POST /web/user/stepUp` (验证身份): a `stepUp` code sent to the member's own mobile, or the login password.
 * Either proves the holder of the session is the owner; account changes are then allowed for a few minutes.
 */
export const stepUpBody = object({
  code: text().optional().matches(SMS_CODE_PATTERN, { message: MESSAGES.codeInvalid, excludeEmptyString: true }),
  password: text().optional().max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength),
}).test('proof', MESSAGES.stepUpProofRequired, (value) => Boolean(value.code || value.password));

/** Body of `POST /web/user/updatePwdByMobileCode`: a code sent to the member's own mobile. */
export const passwordByCodeBody = object({ code: smsCodeField(), password: passwordField() });

/** Body of `POST /web/user/update`: each field optional; an empty signature clears it. */
export const profileChangesBody = object({
  username: text().optional().min(1, MESSAGES.nicknameRequired).max(NAME_MAX_LENGTH, MESSAGES.nicknameMax),
  signature: text().optional().max(TEXTAREA_MAX_LENGTH, MESSAGES.signatureMax),
  avatar: text().optional(),
});

/** Body of `POST /web/sso/refreshToken`; a missing token is answered 401, not 400. */
export const refreshTokenBody = object({ refreshToken: text().required(MESSAGES.refreshTokenRequired) });

/** Body of `POST /web/sso/verifyToken`. */
export const verifyTokenBody = object({ token: text().required(MESSAGES.tokenRequired) });

export type SendSmsBody = InferType<typeof sendSmsSchema>;
export type ChangePasswordBody = InferType<typeof changePasswordBody>;
export type ForgetPasswordBody = InferType<typeof forgetPasswordBody>;
export type BindMobileBody = InferType<typeof bindMobileBody>;
export type PasswordByCodeBody = InferType<typeof passwordByCodeBody>;
export type StepUpBody = InferType<typeof stepUpBody>;
export type ProfileChangesBody = InferType<typeof profileChangesBody>;

/** Answer of `POST /web/sso/verifyToken`. */
export const verifyTokenResultSchema = {
  type: 'object',
  required: ['valid'],
  properties: { valid: { type: 'boolean' }, userId: { type: 'string' } },
} as const;

/** Answer of `POST /web/sso/verifyToken`. */
export type VerifyTokenResult = InferSchema<typeof verifyTokenResultSchema>;

/** The validated body of `POST /web/user/login`: by SMS code or by password. */
export type LoginBody = InferType<typeof loginSchema>;
/** What a caller sends to log in: the SMS-code mode is the default `type`. */
export type LoginInput =
  | WithDefaults<InferType<typeof loginBySmsSchema>, 'type'>
  | InferType<typeof loginByPasswordSchema>;
/** What a caller sends for an SMS code: `scope` defaults to `login`. */
export type SendSmsInput = WithDefaults<SendSmsBody, 'scope'>;
export type SignupBody = InferType<typeof signupSchema>;
export type SetPasswordBody = InferType<typeof setPasswordBody>;
export type RefreshTokenBody = InferType<typeof refreshTokenBody>;
export type VerifyTokenBody = InferType<typeof verifyTokenBody>;
