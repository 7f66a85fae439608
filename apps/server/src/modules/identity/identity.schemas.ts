import { nullable } from '../../lib/schemas.js';

type JsonSchema = Record<string, unknown>;

/** `User` of the identity contract. */
export const userViewSchema: JsonSchema = {
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
    type: { type: 'string', enum: ['user', 'doctor', 'student'], description: '身份类型（认证通过后才是医生或医学生）' },
    loginType: { type: 'string', enum: ['message', 'password', 'qrcode'] },
    role: { type: 'string', enum: ['member', 'admin'] },
    hasPassword: { type: 'boolean' },
    certificateState: { type: 'string', enum: ['none', 'pending', 'approved', 'rejected'] },
    createTime: { type: 'string', format: 'date-time' },
  },
};

/** `SessionData`: the tokens and the member. */
export const sessionSchema: JsonSchema = {
  type: 'object',
  required: ['token', 'userId', 'refreshToken', 'user'],
  properties: {
    token: { type: 'string', description: '访问令牌（2 小时）' },
    userId: { type: 'string' },
    refreshToken: { type: 'string', description: '刷新令牌（30 天，每次使用后更换）' },
    user: userViewSchema,
  },
};
