import { object, string, type InferType } from 'yup';
import { ChatMessageType, ImPermission, PAGE_SIZE } from '@yiying/models';
import { imSendSchema } from '../chat-schemas.js';
import { MESSAGES } from '../messages.js';
import { pagingFields, queryEnum, queryId } from './query.js';
import type { WithDefaults } from './route-spec.js';

/** Longest text message, in characters. */
export const IM_TEXT_MAX_LENGTH = 500;

/** Longest `clientId` of a send, in characters. */
export const IM_CLIENT_ID_MAX_LENGTH = 64;

/** Texts of the chat refusals (403 and 429 answers, beyond the spec). */
export const IM_MESSAGES = {
  textMax: `消息不能超过${IM_TEXT_MAX_LENGTH}个字符`,
  senderMismatch: '只能以自己的身份发送消息',
  receiverMissing: '接收者不存在',
  blockedByReceiver: '对方已将你屏蔽，无法发送消息',
  blockingReceiver: '你已屏蔽对方，解除屏蔽后才能发送消息',
  onlyFans: '对方只接收关注了TA的人发来的私信',
  onlyMutual: '对方只接收互相关注的人发来的私信',
  nobody: '对方不接收私信',
  imageNotOwned: '请先上传图片',
  tooFast: '发送太频繁，请稍后再试',
  blockSelf: '不能屏蔽自己',
  permissionInvalid: '请选择谁可以给我发私信',
  clientIdInvalid: `clientId 必须是 1 到 ${IM_CLIENT_ID_MAX_LENGTH} 个字符`,
} as const;

/** Query of `GET /web/imMsg/list`: one conversation, newest first, 10 a page; `cursor` (a msgId) asks for older ones. */
export const imMsgListQuery = object({
  chatUserId: queryId('chatUserId', '对方用户 ID').required('chatUserId 必须是 1 到 64 个字符'),
  type: queryEnum('type', [ChatMessageType.private], '消息类型（private）'),
  pageSize: pagingFields(PAGE_SIZE.imMsg, ['create_time'] as const).pageSize,
  cursor: queryId('cursor', '上一页最早一条消息的 msgId；不传为最新一页'),
});

/** The validated conversation query. */
export type ImMsgListQuery = InferType<typeof imMsgListQuery>;

/**
 * Body of `POST /web/imMsg/create`: the spec's three required fields, text of at most 500 characters or an image url,
 * and optionally the sender's own id of the message (`clientId`): a send repeated with it answers the stored message.
 */
export const imMsgCreateBody = imSendSchema.shape({
  content: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(MESSAGES.imContentRequired)
    .max(IM_TEXT_MAX_LENGTH, IM_MESSAGES.textMax),
  clientId: string()
    .strict()
    .typeError(IM_MESSAGES.clientIdInvalid)
    .min(1, IM_MESSAGES.clientIdInvalid)
    .max(IM_CLIENT_ID_MAX_LENGTH, IM_MESSAGES.clientIdInvalid)
    .optional(),
});

/** The validated send body. */
export type ImMsgCreateBody = InferType<typeof imMsgCreateBody>;

/** Body of `POST /web/imMsg/setting`. */
export const imSettingBody = object({
  permission: string()
    .oneOf(Object.values(ImPermission), IM_MESSAGES.permissionInvalid)
    .required(IM_MESSAGES.permissionInvalid),
});

/** The validated setting body. */
export type ImSettingBody = InferType<typeof imSettingBody>;

/** What a caller asks of a conversation: `chatUserId`, and optionally the page size and the cursor. */
export type ImMsgListInput = Pick<ImMsgListQuery, 'chatUserId'> & Partial<ImMsgListQuery>;

/** What `POST /web/imMsg/create` takes from a caller: the kind of content and message have defaults. */
export type ImMsgCreateInput = WithDefaults<ImMsgCreateBody, 'contentType' | 'type'>;
