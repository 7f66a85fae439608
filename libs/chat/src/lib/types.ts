/** Message states of spec §4 (default received). */
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
} as const;
export type ChatMessageState = (typeof ChatMessageState)[keyof typeof ChatMessageState];

/** Frame types on the socket; only `private` and `ensure` have handlers. */
export const ChatFrameType = {
  private: 'private',
  group: 'group',
  notice: 'notice',
  response: 'response',
  ensure: 'ensure',
} as const;
export type ChatFrameType = (typeof ChatFrameType)[keyof typeof ChatFrameType];

/** Engine events (spec §4 socket events). */
export const ChatEvent = {
  open: 'open',
  error: 'error',
  close: 'close',
  notSupported: 'notSupported',
  sendSuccess: 'sendSuccess',
  sendFail: 'sendFail',
  message: 'message',
} as const;
export type ChatEvent = (typeof ChatEvent)[keyof typeof ChatEvent];

export interface ChatUser {
  userId: string;
  username: string;
  avatar: string;
}

/** A message as the engine keeps it (the spec's converted chat message). */
export interface ChatMessage {
  msgId: string;
  type: ChatFrameType;
  content: string;
  contentType: string;
  from: ChatUser;
  to: ChatUser;
  state: ChatMessageState;
  createTime: string;
  updateTime: string;
}

/** A conversation with one peer. */
export interface ChatSession {
  userId: string;
  sessId: string;
  newest: string;
  name?: string;
  avatar?: string;
}

/** A private message pushed by the server (`status: ready_send`). */
export interface PrivateFrame {
  type: 'private';
  messageId: string;
  senderId: string;
  destId: string;
  sender?: Partial<ChatUser>;
  receiver?: Partial<ChatUser>;
  content: string;
  contentType?: string;
  createTime?: string;
  status?: string;
}

/** The acknowledgement the client sends back. */
export interface EnsureFrame {
  type: 'ensure';
  messageId: string;
  status: 'received';
}

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'unsupported' | 'unauthorized';

/** The engine's whole observable state; a new object on every change. */
export interface ChatState {
  status: ConnectionStatus;
  /** Messages per peer user id, oldest first. */
  conversations: Readonly<Record<string, readonly ChatMessage[]>>;
  sessions: readonly ChatSession[];
  /** Unread counter per sender user id. */
  unread: Readonly<Record<string, number>>;
  totalUnread: number;
  activePeer: string | null;
  reconnectAttempt: number;
}

/** The WebSocket surface the engine needs; the browser's WebSocket satisfies it. */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type SocketFactory = (url: string) => ChatSocket;

export interface ChatTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export interface ChatLogger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
}
