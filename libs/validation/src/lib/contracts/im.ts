import {
  ChatContentType,
  ChatMessageState,
  ChatMessageType,
  ImPermission,
  PAGE_SIZE,
  type BlockEntry,
  type BlockState,
  type ChatSession,
  type ChatUser,
  type ImMessage,
  type ImMessagePage,
  type ImSettings,
} from '@yiying/models';
import { EXAMPLE_TIME, type RouteExamples } from './examples.js';
import { exampleMedia, mediaRecordSchema } from './media.js';
import { blockPaths, imMsgPaths, imSessionPaths } from './paths.js';
import { dateTime, recordSchema } from './json-schema.js';
import { IM_MESSAGES, imMsgCreateBody, imMsgListQuery, imSettingBody } from './im.schema.js';
export * from './im.schema.js';

const chatUserSchema = recordSchema<ChatUser>()({
  type: 'object',
  required: ['userId', 'username', 'avatar'],
  properties: { userId: { type: 'string' }, username: { type: 'string' }, avatar: { type: 'string' } },
});

/** `ImMessage`: one stored private message. */
export const imMessageRecordSchema = recordSchema<ImMessage>()({
  type: 'object',
  required: [
    'msgId',
    'type',
    'contentType',
    'from',
    'to',
    'fromId',
    'toId',
    'content',
    'state',
    'createTime',
    'updateTime',
    'createBy',
  ],
  properties: {
    msgId: { type: 'string' },
    type: { type: 'string', enum: Object.values(ChatMessageType) },
    contentType: { type: 'string', description: 'text 或 image（content 为图片地址）' },
    from: chatUserSchema,
    to: chatUserSchema,
    fromId: { type: 'string' },
    toId: { type: 'string' },
    content: { type: 'string' },
    state: {
      type: 'string',
      enum: Object.values(ChatMessageState),
      description: 'ready_send 已推送待确认，received 对方已收到，read 对方已读',
    },
    createTime: dateTime,
    updateTime: dateTime,
    createBy: { type: 'string' },
  },
});

/** `ImMessagePage`: a conversation page and the cursor of the older one. */
export const imMessagePageSchema = recordSchema<ImMessagePage>()({
  type: 'object',
  required: ['records', 'size', 'nextCursor'],
  properties: {
    records: { type: 'array', items: imMessageRecordSchema },
    size: { type: 'integer' },
    nextCursor: { type: ['string', 'null'], description: '更早一页的游标；null 表示没有更早的消息' },
  },
});

/** `ChatSession`: one conversation in the list, with the other member, the newest message and the unread count. */
export const chatSessionRecordSchema = recordSchema<ChatSession>()({
  type: 'object',
  required: ['userId', 'sessId', 'newest'],
  properties: {
    userId: { type: 'string', description: '对方用户 ID' },
    sessId: { type: 'string' },
    newest: { type: 'string', description: '最新一条消息的预览' },
    name: { type: 'string' },
    avatar: { type: 'string' },
    updateTime: dateTime,
    unread: { type: 'integer', description: '对方发来的未读条数' },
  },
});

export const imSettingsSchema = recordSchema<ImSettings>()({
  type: 'object',
  required: ['permission'],
  properties: { permission: { type: 'string', enum: Object.values(ImPermission) } },
});

export const blockStateSchema = recordSchema<BlockState>()({
  type: 'object',
  required: ['userId', 'blocked'],
  properties: { userId: { type: 'string' }, blocked: { type: 'boolean' } },
});

export const blockEntrySchema = recordSchema<BlockEntry>()({
  type: 'object',
  required: ['user', 'createTime'],
  properties: { user: chatUserSchema, createTime: dateTime },
});

const exampleUser = { userId: 'u1', username: '林医生', avatar: '/files/u/a.jpg' } satisfies Required<ChatUser>;
const examplePeer = { userId: 'u2', username: '小周', avatar: '/files/u/b.jpg' } satisfies Required<ChatUser>;
const exampleMessage = {
  msgId: 'm1',
  type: 'private',
  contentType: ChatContentType.text,
  from: exampleUser,
  to: examplePeer,
  fromId: 'u1',
  toId: 'u2',
  content: '你好',
  state: 'received',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
  createBy: 'u1',
} satisfies Required<ImMessage>;

const examples = {
  listImMsg: { records: [exampleMessage], size: 10, nextCursor: 'm0' } satisfies Required<ImMessagePage>,
  createImMsg: exampleMessage,
  uploadImImage: exampleMedia,
  imSetting: { permission: 'everyone' } satisfies Required<ImSettings>,
  updateImSetting: { permission: 'mutual' } satisfies Required<ImSettings>,
  listImSession: [
    {
      userId: 'u2',
      sessId: 's1',
      newest: '你好',
      name: '小周',
      avatar: '/files/u/b.jpg',
      updateTime: EXAMPLE_TIME,
      unread: 2,
    } satisfies Required<ChatSession>,
  ],
  listBlocks: [{ user: examplePeer, createTime: EXAMPLE_TIME } satisfies Required<BlockEntry>],
  blockState: { userId: 'u2', blocked: true } satisfies Required<BlockState>,
  blockUser: { userId: 'u2', blocked: true } satisfies Required<BlockState>,
  unblockUser: { userId: 'u2', blocked: false } satisfies Required<BlockState>,
} satisfies RouteExamples;

/** Everything the IM resources fix: routes, the conversation query, bodies and records. */
export const imContract = {
  /** Every route once (the three groups share names such as `list`, so the session and block routes are prefixed). */
  paths: {
    ...imMsgPaths,
    sessionList: imSessionPaths.list,
    sessionDelete: imSessionPaths.delete,
    sessionRead: imSessionPaths.read,
    blockList: blockPaths.list,
    blockState: blockPaths.state,
    block: blockPaths.block,
    unblock: blockPaths.unblock,
  },
  msgPaths: imMsgPaths,
  sessionPaths: imSessionPaths,
  blockPaths,
  pageSize: PAGE_SIZE.imMsg,
  listQuery: imMsgListQuery,
  bodies: { create: imMsgCreateBody, setting: imSettingBody },
  record: imMessageRecordSchema,
  page: imMessagePageSchema,
  session: chatSessionRecordSchema,
  settings: imSettingsSchema,
  blockState: blockStateSchema,
  blockEntry: blockEntrySchema,
  media: mediaRecordSchema,
  messages: IM_MESSAGES,
  examples,
} as const;
