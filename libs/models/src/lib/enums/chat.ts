/** Enumerations of the chat and the message centre (spec §3, §4). */
import type { ValueOf } from '../enums.js';

/** Kinds of entries in the message centre. */
export const MessageType = { likes: 'likes', comment: 'comment', attention: 'attention', chat: 'chat' } as const;
export type MessageType = ValueOf<typeof MessageType>;
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  likes: '点赞',
  comment: '评论',
  attention: '关注',
  chat: '私信',
};

/**
 * Chat message states. `ready_send` is the status a server push carries;
 * `received` is the default and the acknowledgement status.
 */
export const ChatMessageState = {
  submiting: 'submiting',
  submitFail: 'submitFail',
  submitOk: 'submitOk',
  unsend: 'unsend',
  unread: 'unread',
  read: 'read',
  expired: 'expired',
  send: 'send',
  received: 'received',
  readySend: 'ready_send',
} as const;
export type ChatMessageState = ValueOf<typeof ChatMessageState>;
export const DEFAULT_CHAT_MESSAGE_STATE: ChatMessageState = ChatMessageState.received;

/** Socket message types; only `private` and `ensure` have handlers. */
export const ChatMessageType = {
  private: 'private',
  group: 'group',
  notice: 'notice',
  response: 'response',
  ensure: 'ensure',
} as const;
export type ChatMessageType = ValueOf<typeof ChatMessageType>;
export const HANDLED_CHAT_MESSAGE_TYPES: readonly ChatMessageType[] = ['private', 'ensure'];

/** Content types of a chat message body. */
export const ChatContentType = { text: 'text', image: 'image', file: 'file' } as const;
export type ChatContentType = ValueOf<typeof ChatContentType>;

export const SocketEvent = {
  open: 'open',
  error: 'error',
  close: 'close',
  notSupported: 'not_supported',
  sendSuccess: 'send_success',
  sendFail: 'send_fail',
  message: 'message',
} as const;
export type SocketEvent = ValueOf<typeof SocketEvent>;

/** Failure kinds reported by the chat engine (spec §8). */
export const ChatFailure = { socketFail: 'socket_fail', createFail: 'create_fail' } as const;
export type ChatFailure = ValueOf<typeof ChatFailure>;
