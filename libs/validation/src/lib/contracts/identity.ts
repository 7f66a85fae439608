import { object, ref, string, type InferType } from 'yup';
import {
  PASSWORD_MAX_LENGTH,
  LoginType,
  MemberRole,
  NAME_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
  UserCertificateState,
  UserType,
  type AttentionState,
  type IdentityUser,
  type MemberSession,
  type StepUpState,
  type SessionData,
  type UserExtend,
  type ContentAuthorExtend,
} from '@yiying/models';
import { mobileField, passwordField, SMS_CODE_PATTERN, smsCodeField, text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import {
  confirmPassword,
  loginByPasswordSchema,
  loginBySmsSchema,
  sendSmsSchema,
  signupSchema,
} from '../identity-schemas.js';
import { dateTime, nullable, type InferSchema, recordSchema } from './json-schema.js';
import { userPaths, ssoPaths } from './paths.js';
import { exampleIdentityUser, exampleSession, type RouteExamples } from './examples.js';

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

/** `IdentityUser`: `mobile` is complete for its owner and masked for others. */
export const identityUserSchema = recordSchema<IdentityUser>()({
  type: 'object',
  required: [
    'userId',
    'username',
    'avatar',
    'signature',
    'mobile',
    'type',
    'loginType',
    'role',
    'hasPassword',
    'certificateState',
    'createTime',
  ],
  properties: {
    userId: { type: 'string' },
    username: { type: 'string', description: '昵称' },
    avatar: { type: 'string' },
    signature: nullable('string'),
    mobile: { type: 'string', description: '本人可见完整手机号，其他人看到 138****0001' },
    type: {
      type: 'string',
      enum: Object.values(UserType),
      description: '身份类型（认证通过后才是医生或医学生）',
    },
    loginType: { type: 'string', enum: Object.values(LoginType) },
    role: { type: 'string', enum: Object.values(MemberRole) },
    hasPassword: { type: 'boolean' },
    certificateState: { type: 'string', enum: Object.values(UserCertificateState) },
    createTime: dateTime,
  },
});

/** `SessionData`: the answer of every call that opens a session. */
export const sessionSchema = recordSchema<SessionData>()({
  type: 'object',
  required: ['token', 'userId', 'refreshToken', 'user'],
  properties: {
    token: { type: 'string', description: '访问令牌（2 小时）' },
    userId: { type: 'string' },
    refreshToken: { type: 'string', description: '刷新令牌（30 天，每次使用后更换）' },
    user: identityUserSchema,
  },
});

/** `MemberSession`: one signed-in device of the member. */
export const memberSessionSchema = recordSchema<MemberSession>()({
  type: 'object',
  required: ['sessionId', 'device', 'place', 'lastUseTime', 'createTime', 'current'],
  properties: {
    sessionId: { type: 'string' },
    device: { type: 'string', description: '浏览器与系统，如 Chrome · Windows' },
    place: { type: 'string', description: '大致位置：打码的 IP 地址' },
    lastUseTime: dateTime,
    createTime: dateTime,
    current: { type: 'boolean', description: '是否为当前设备' },
  },
});

/** `StepUpState`: until when account changes are allowed without another 验证身份. */
export const stepUpStateSchema = recordSchema<StepUpState>()({
  type: 'object',
  required: ['verifiedUntil'],
  properties: { verifiedUntil: dateTime },
});

/** `AttentionState`: whether the member follows a user, and whether it goes both ways. */
export const attentionStateSchema = recordSchema<AttentionState>()({
  type: 'object',
  required: ['attention', 'mutual'],
  properties: { attention: { type: 'boolean' }, mutual: { type: 'boolean' } },
});

/** `UserExtend`: follows, fans and posts of a member. */
export const userExtendSchema = recordSchema<UserExtend>()({
  type: 'object',
  required: ['attentionNum', 'fansNum', 'contentNum'],
  properties: {
    attentionNum: { type: 'integer', description: '关注数' },
    fansNum: { type: 'integer', description: '粉丝数' },
    contentNum: { type: 'integer', description: '作品数' },
  },
});

/** `ContentAuthorExtend`: the counts of a post's author and who that is. */
export const contentAuthorExtendSchema = recordSchema<ContentAuthorExtend>()({
  type: 'object',
  required: ['userId', 'attentionNum', 'fansNum', 'contentNum'],
  properties: { userId: { type: 'string', description: '作者的用户 ID' }, ...userExtendSchema.properties },
});

/** Answer of `POST /web/sso/verifyToken`. */
export const verifyTokenResultSchema = {
  type: 'object',
  required: ['valid'],
  properties: { valid: { type: 'boolean' }, userId: { type: 'string' } },
} as const;

/** Answer of `POST /web/sso/verifyToken`. */
export type VerifyTokenResult = InferSchema<typeof verifyTokenResultSchema>;

/** `data` of the calls that answer nothing but success. */
export const emptySchema = { type: 'object', properties: {} } as const;

/** Everything the identity resource fixes: routes, bodies (yup) and answers (JSON Schema). */
const exampleExtend = { attentionNum: 1, fansNum: 2, contentNum: 3 } satisfies Required<UserExtend>;

/** Example answers of the account and session routes. */
const examples = {
  currentUser: exampleIdentityUser,
  userInfo: exampleIdentityUser,
  updateUser: exampleIdentityUser,
  bindMobile: exampleIdentityUser,
  attentionFlag: { attention: true, mutual: false } satisfies Required<AttentionState>,
  userExtend: exampleExtend,
  userExtendOf: exampleExtend,
  userExtendOfContent: { userId: 'u1', ...exampleExtend } satisfies Required<ContentAuthorExtend>,
  login: exampleSession,
  signup: exampleSession,
  refreshToken: exampleSession,
  verifyToken: { valid: true, userId: 'u1' } satisfies Required<VerifyTokenResult>,
  stepUp: { verifiedUntil: '2026-03-02T02:10:00.000Z' } satisfies Required<StepUpState>,
  listSessions: [
    {
      sessionId: 's1',
      device: 'Chrome · Windows',
      place: '203.0.*.*',
      lastUseTime: '2026-03-02T02:00:00.000Z',
      createTime: '2026-03-01T02:00:00.000Z',
      current: true,
    },
  ] satisfies Required<MemberSession>[],
} satisfies RouteExamples;

export const identityContract = {
  paths: { ...userPaths, ...ssoPaths },
  bodies: {
    sendSms: sendSmsSchema,
    login: [loginBySmsSchema, loginByPasswordSchema],
    signup: signupSchema,
    refreshToken: refreshTokenBody,
    verifyToken: verifyTokenBody,
    updatePwdByOldPwd: changePasswordBody,
    update: profileChangesBody,
    forgetPwd: forgetPasswordBody,
    setPwd: setPasswordBody,
    bindMobile: bindMobileBody,
    updatePwdByMobileCode: passwordByCodeBody,
    stepUp: stepUpBody,
  },
  records: {
    user: identityUserSchema,
    session: sessionSchema,
    attention: attentionStateSchema,
    extend: userExtendSchema,
    contentAuthorExtend: contentAuthorExtendSchema,
    verifyToken: verifyTokenResultSchema,
    empty: emptySchema,
    memberSession: memberSessionSchema,
    stepUp: stepUpStateSchema,
  },
  examples,
} as const;
