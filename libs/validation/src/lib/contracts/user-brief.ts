import { UserType, type UserBrief } from '@yiying/models';
import { recordSchema } from './json-schema.js';

/** `UserBrief`: a member as embedded in other records (creator, the other side of a follow). */
export const userBriefSchema = recordSchema<UserBrief>()({
  type: 'object',
  required: ['userId', 'username', 'avatar'],
  properties: {
    userId: { type: 'string' },
    username: { type: 'string', description: '显示名称' },
    avatar: { type: 'string' },
    type: { type: 'string', enum: Object.values(UserType), description: '身份类型' },
    signature: { type: 'string' },
    mobile: { type: 'string', description: '打码的手机号' },
  },
});
