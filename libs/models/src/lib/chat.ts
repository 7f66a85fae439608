import dayjs from 'dayjs';
import { isEnumValue } from './enums.js';
import { ChatContentType, ChatMessageState, ChatMessageType, DEFAULT_CHAT_MESSAGE_STATE } from './enums/chat.js';
import { inSiteZone } from './date-pickers.js';
import { formatDateTime, type TimeInput } from './time.js';

/** A chat party (spec §3: userId, username, avatar). */
export interface ChatUser {
  userId: string;
  username: string;
  avatar: string;
}

/** IM message as stored. */
export interface ImMessage {
  msgId: string;
  type: ChatMessageType;
  contentType: ChatContentType | string;
  from: ChatUser;
  to: ChatUser;
  fromId: string;
  toId: string;
  content: string;
  state: ChatMessageState;
  createTime: string;
  updateTime: string;
  createBy: string;
}

/** IM message as the chat view shows it. */
export interface ChatMessage {
  msgId: string;
  type: ChatMessageType;
  content: string;
  contentType: ChatContentType | string;
  from: ChatUser;
  to: ChatUser;
  state: ChatMessageState;
  createTime: string;
  updateTime: string;
  /** Short time shown above the bubble. */
  hintTime: string;
}

/**
 * Chat fields as the server sends them: row fields (`fromId`, `toUsername`, …) and, for socket
 * private messages, `messageId`, `senderId`, `destId`, `sender`.
 */
export interface ServerChatFields {
  msgId?: string;
  messageId?: string;
  type?: string;
  contentType?: string;
  content?: unknown;
  state?: string;
  status?: string;
  createTime?: string;
  updateTime?: string;
  createBy?: string;
  toId?: string;
  toUsername?: string;
  toAvatar?: string;
  fromId?: string;
  fromUsername?: string;
  fromAvatar?: string;
  senderId?: string;
  destId?: string;
  sender?: string;
}

/** A chat session in the conversation list. */
export interface ChatSession {
  userId: string;
  sessId: string;
  /** Preview of the newest message. */
  newest: string;
  name?: string;
  avatar?: string;
  updateTime?: string;
  unread?: number;
}

/** Acknowledgement the receiver sends back for a pushed message. */
export interface ChatAck {
  type: typeof ChatMessageType.ensure;
  messageId: string;
  status: typeof ChatMessageState.received;
}

/**
 * Message bodies may be JSON (`{"content": "…"}` or a JSON string); anything unparseable
 * falls back to the raw content (spec §8).
 */
export function parseChatContent(content: unknown): string {
  if (typeof content !== 'string') {
    if (content && typeof content === 'object') {
      const inner = (content as Record<string, unknown>)['content'] ?? (content as Record<string, unknown>)['text'];
      if (typeof inner === 'string') return inner;
    }
    return content === null || content === undefined ? '' : String(content);
  }
  const text = content.trim();
  if (!(text.startsWith('{') || text.startsWith('"'))) return content;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return parsed;
    if (parsed && typeof parsed === 'object') {
      const inner = (parsed as Record<string, unknown>)['content'] ?? (parsed as Record<string, unknown>)['text'];
      if (typeof inner === 'string') return inner;
    }
    return content;
  } catch {
    return content;
  }
}

/** Server chat fields → IM message; private-message aliases fill the row fields. */
export function toImMessage(raw: ServerChatFields): ImMessage {
  const fromId = raw.fromId ?? raw.senderId ?? raw.createBy ?? '';
  const toId = raw.toId ?? raw.destId ?? '';
  const createTime = raw.createTime ?? new Date(0).toISOString();
  const state = raw.state ?? raw.status;
  return {
    msgId: raw.msgId ?? raw.messageId ?? '',
    type: isEnumValue(ChatMessageType, raw.type) ? raw.type : ChatMessageType.private,
    contentType: raw.contentType ?? ChatContentType.text,
    from: { userId: fromId, username: raw.fromUsername ?? raw.sender ?? '', avatar: raw.fromAvatar ?? '' },
    to: { userId: toId, username: raw.toUsername ?? '', avatar: raw.toAvatar ?? '' },
    fromId,
    toId,
    content: parseChatContent(raw.content),
    state: isEnumValue(ChatMessageState, state) ? state : DEFAULT_CHAT_MESSAGE_STATE,
    createTime,
    updateTime: raw.updateTime ?? createTime,
    createBy: raw.createBy ?? fromId,
  };
}

/**
 * Time hint above a chat bubble: HH:mm today, 昨天 HH:mm yesterday, MM-DD HH:mm this year,
 * otherwise YYYY-MM-DD HH:mm (all in the site time zone).
 */
export function chatHintTime(input: TimeInput, now: TimeInput = Date.now()): string {
  const t = dayjs(input);
  if (!t.isValid()) return '';
  const local = inSiteZone(input);
  const today = inSiteZone(now);
  if (local.isSame(today, 'day')) return local.format('HH:mm');
  if (local.isSame(today.subtract(1, 'day'), 'day')) return `昨天 ${local.format('HH:mm')}`;
  if (local.isSame(today, 'year')) return local.format('MM-DD HH:mm');
  return formatDateTime(input);
}

/** IM message → chat view message with `hintTime`. */
export function toChatMessage(message: ImMessage, now: TimeInput = Date.now()): ChatMessage {
  return {
    msgId: message.msgId,
    type: message.type,
    content: message.content,
    contentType: message.contentType,
    from: { ...message.from },
    to: { ...message.to },
    state: message.state,
    createTime: message.createTime,
    updateTime: message.updateTime,
    hintTime: chatHintTime(message.createTime, now),
  };
}

/** Acknowledgement for a received push. */
export function chatAck(messageId: string): ChatAck {
  return { type: ChatMessageType.ensure, messageId, status: ChatMessageState.received };
}

/** Parses a socket frame; null when it is not a JSON object (the caller logs and ignores it). */
export function parseSocketFrame(data: unknown): ServerChatFields | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ServerChatFields) : null;
  } catch {
    return null;
  }
}

/** The other party of a message, seen from `selfId`. */
export function chatPeer(message: Pick<ImMessage, 'from' | 'to'>, selfId: string): ChatUser {
  return message.from.userId === selfId ? message.to : message.from;
}

/** A page of a conversation, newest first; `nextCursor` asks for the older page (null when there is none). */
export interface ImMessagePage {
  records: ImMessage[];
  size: number;
  nextCursor: string | null;
}

/** Who may start or continue a private conversation with a member (beyond the spec). */
export const ImPermission = { everyone: 'everyone', fans: 'fans', mutual: 'mutual', nobody: 'nobody' } as const;
export type ImPermission = (typeof ImPermission)[keyof typeof ImPermission];
export const IM_PERMISSION_LABELS: Record<ImPermission, string> = {
  everyone: '所有人',
  fans: '仅关注我的人',
  mutual: '仅互相关注的人',
  nobody: '不接收私信',
};

/** The member's private-message settings. */
export interface ImSettings {
  permission: ImPermission;
}

/** Whether the caller blocks a member. */
export interface BlockState {
  userId: string;
  blocked: boolean;
}

/** A blocked member in the caller's block list. */
export interface BlockEntry {
  user: ChatUser;
  createTime: string;
}

/** Unread counts of the message centre per tab (赞 / 评论 / 关注 / 活动 / 私信) and their total, for the header bell. */
export interface MessageCentreUnread {
  likes: number;
  comment: number;
  attention: number;
  activity: number;
  chat: number;
  total: number;
}
