import type { ChatMessage, ChatSession, ChatUser } from '@yiying/models';

export { ChatMessageState, ChatMessageType, SocketEvent } from '@yiying/models';
export type { ChatAck, ChatMessage, ChatSession, ChatUser } from '@yiying/models';

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
