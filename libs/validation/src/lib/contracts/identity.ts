import {
  LoginType,
  MemberRole,
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
import { loginByPasswordSchema, loginBySmsSchema, sendSmsSchema, signupSchema } from '../identity-schemas.js';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { userPaths, ssoPaths } from './paths.js';
import { exampleIdentityUser, exampleSession, type RouteExamples } from './examples.js';
import {
  bindMobileBody,
  changePasswordBody,
  forgetPasswordBody,
  passwordByCodeBody,
  profileChangesBody,
  refreshTokenBody,
  setPasswordBody,
  stepUpBody,
  verifyTokenBody,
  verifyTokenResultSchema,
  type VerifyTokenResult,
} from './identity.schema.js';
import { tableParts } from './route-parts.js';
export * from './identity.schema.js';

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

const paths = { ...userPaths, ...ssoPaths };

export const identityContract = {
  paths,
  /**
   * The account and session routes by the server's route file that serves them, in the order they are registered:
   * the SMS code, sign-in and tokens, the member's account, the public profile counts, and the attention flag (served
   * with the follows).
   */
  parts: tableParts(paths, {
    sms: ['sendSms'],
    session: ['login', 'signup', 'refreshToken', 'verifyToken', 'logout'],
    account: [
      'stepUp',
      'sessions',
      'endSession',
      'endOtherSessions',
      'current',
      'info',
      'forgetPwd',
      'setPwd',
      'bindMobile',
      'updatePwdByMobileCode',
      'updatePwdByOldPwd',
    ],
    profile: ['extend', 'extendOf', 'extendOfContent', 'update'],
    attention: ['attention'],
  }),
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
