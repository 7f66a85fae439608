// Over 400 lines: one state machine (socket, sessions, unread counters, outbox) whose transitions read together.
import { CHAT_MESSAGES, ChatError } from './errors.js';
import { chatAck, chatHintTime, parseChatContent, toChatMessage, type ImMessage } from '@yiying/models';
import {
  ChatMessageState,
  SocketEvent,
  type ChatLogger,
  type ChatMessage,
  type ChatSession,
  type ChatSocket,
  type ChatState,
  type ChatTimers,
  type ChatUser,
  type PrivateFrame,
  type SocketFactory,
} from './types.js';

const OPEN = 1;
/** Close code the server uses when the token is revoked or invalid: reconnecting cannot help. */
export const CLOSE_UNAUTHORIZED = 4401;
/** How long a message sent on the socket waits for the server's `response` before it counts as failed. */
export const SOCKET_SEND_TIMEOUT_MS = 10_000;
/** Shown when a message written to the socket got no answer (the socket closed, or the answer timed out). */
export const SEND_UNANSWERED = '发送失败：服务器没有回应，请重试';

/** The server's answer to a `private` frame sent on the socket. */
interface ResponseFrame {
  type: 'response';
  clientId?: string | null;
  ok?: boolean;
  status?: number;
  message?: ImMessage | string;
}

/** A socket send waiting for its `response`. */
interface PendingSend {
  resolve: (message: ImMessage) => void;
  reject: (error: ChatError) => void;
  timer: unknown;
}

export interface SendDraft {
  toId: string;
  content: string;
  contentType?: string;
}

export interface ChatEngineOptions {
  /** The signed-in user. */
  self: ChatUser;
  /** Socket address, e.g. `/websocket/{userId}/web?token=…`; a function is read on every (re)connect. */
  url: string | (() => string);
  /** Creates the socket; defaults to the global WebSocket when there is one. */
  socketFactory?: SocketFactory;
  /**
   * Persists a message on the server (`POST /web/imMsg/create`) and returns it as stored. `clientId` is the one the
   * socket send of the same message uses: the server stores a message once per sender and client id.
   */
  createMessage: (draft: Required<SendDraft> & { fromId: string; clientId: string }) => Promise<ChatMessage>;
  /** Tells the server a conversation was read (optional). */
  markRead?: (peerId: string) => Promise<void>;
  timers?: ChatTimers;
  random?: () => number;
  logger?: ChatLogger;
  /** Reconnect backoff: base delay and cap in ms. */
  reconnect?: { baseDelay?: number; maxDelay?: number };
  /** Wait for the server's answer to a message sent on the socket, in ms (default {@link SOCKET_SEND_TIMEOUT_MS}). */
  sendTimeout?: number;
}

type Listener = () => void;
type EventHandler = (payload?: unknown) => void;

const systemTimers: ChatTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

const silentLogger: ChatLogger = { info: () => undefined, warn: () => undefined };

function defaultSocketFactory(): SocketFactory | undefined {
  const WS = (globalThis as { WebSocket?: new (url: string) => ChatSocket }).WebSocket;
  return WS ? (url) => new WS(url) : undefined;
}

const emptyState: ChatState = {
  status: 'idle',
  conversations: {},
  sessions: [],
  unread: {},
  totalUnread: 0,
  activePeer: null,
  reconnectAttempt: 0,
};

/**
 * Framework-free chat engine: socket lifecycle with reconnect, idempotent delivery by message id,
 * acknowledgements, per-sender unread counters, sessions and an outbox for sends.
 */
export class ChatEngine {
  private state: ChatState = emptyState;
  private readonly listeners = new Set<Listener>();
  private readonly handlers = new Map<SocketEvent, Set<EventHandler>>();
  private readonly known = new Set<string>();
  private socket: ChatSocket | null = null;
  private reconnectTimer: unknown = null;
  private stopped = true;
  private localSeq = 0;
  private readonly timers: ChatTimers;
  private readonly random: () => number;
  private readonly logger: ChatLogger;
  private readonly baseDelay: number;
  private readonly maxDelay: number;
  private readonly sendTimeout: number;
  /** Socket sends waiting for their `response`, by client id. */
  private readonly pending = new Map<string, PendingSend>();
  /** The client id of each local message, kept for a retry (the server answers a repeated id with the same message). */
  private readonly clientIds = new Map<string, string>();
  /** Makes client ids unique across engines and page loads, with `localSeq`. */
  private readonly clientPrefix: string;

  constructor(private readonly options: ChatEngineOptions) {
    this.timers = options.timers ?? systemTimers;
    this.random = options.random ?? Math.random;
    this.logger = options.logger ?? silentLogger;
    this.baseDelay = options.reconnect?.baseDelay ?? 1000;
    this.maxDelay = options.reconnect?.maxDelay ?? 30000;
    this.sendTimeout = options.sendTimeout ?? SOCKET_SEND_TIMEOUT_MS;
    this.clientPrefix = `${this.timers.now().toString(36)}${Math.floor(this.random() * 36 ** 6).toString(36)}`;
  }

  /** Current state; the same object until something changes (for useSyncExternalStore). */
  getSnapshot = (): ChatState => this.state;

  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe = (listener: Listener): (() => void) => {
    if (typeof listener !== 'function') throw new TypeError('ChatEngine.subscribe expects a function');
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Listens to one socket event; returns the unsubscribe function. */
  on(event: SocketEvent, handler: EventHandler): () => void {
    if (!Object.values(SocketEvent).includes(event)) throw new TypeError(`Unknown chat event: ${String(event)}`);
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /** Opens the socket (and keeps it open with backoff reconnects until `disconnect`). */
  connect(): void {
    this.stopped = false;
    this.open();
  }

  /** Closes the socket for good. */
  disconnect(): void {
    this.stopped = true;
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'bye');
    }
    this.failPending();
    this.update({ status: 'closed' });
  }

  /** Sends a raw frame; refuses with '还没建立通讯连接' when the socket is not open. */
  sendFrame(frame: object): void {
    if (!this.socket || this.socket.readyState !== OPEN) {
      this.emit(SocketEvent.sendFail, { reason: 'socket_fail' });
      throw new ChatError(CHAT_MESSAGES.notOpen, 'not_open');
    }
    try {
      this.socket.send(JSON.stringify(frame));
    } catch (error) {
      this.logger.warn('socket send failed', error);
      this.emit(SocketEvent.sendFail, { reason: 'socket_fail' });
      throw new ChatError(CHAT_MESSAGES.notOpen, 'socket_fail', error);
    }
  }

  /**
   * Sends a private message: it shows at once as `submiting`, becomes `submitOk` with the server's id once
   * stored, or `submitFail` (retry with `retry`).
   */
  async send(draft: SendDraft): Promise<ChatMessage> {
    const content = draft.content?.trim() ?? '';
    if (!content) throw new ChatError(CHAT_MESSAGES.empty, 'empty');
    if (!draft.toId || !this.options.self.userId) {
      this.logger.info('chat send refused: missing parameters');
      throw new ChatError(CHAT_MESSAGES.missingParams, 'missing_params');
    }
    const now = new Date(this.timers.now()).toISOString();
    const local: ChatMessage = {
      msgId: `local-${++this.localSeq}`,
      type: 'private',
      content,
      contentType: draft.contentType ?? 'text',
      from: this.options.self,
      to: this.peerUser(draft.toId),
      state: ChatMessageState.submiting,
      createTime: now,
      updateTime: now,
      hintTime: chatHintTime(now, this.timers.now()),
    };
    this.put(draft.toId, local);
    return this.submit(local);
  }

  /** Sends a failed message again. */
  async retry(localId: string): Promise<ChatMessage> {
    const found = this.findMessage(localId);
    if (!found || found.message.state !== ChatMessageState.submitFail) {
      throw new ChatError(CHAT_MESSAGES.missingParams, 'missing_params');
    }
    const again = { ...found.message, state: ChatMessageState.submiting };
    this.replace(found.peer, localId, again);
    return this.submit(again);
  }

  /** Makes `peerId` the open conversation: its messages become read and its unread counter clears. */
  openConversation(peerId: string | null): void {
    if (peerId === null) {
      this.update({ activePeer: null });
      return;
    }
    const list = this.state.conversations[peerId] ?? [];
    const readList = list.map((m) =>
      m.from.userId === peerId && m.state !== ChatMessageState.read ? { ...m, state: ChatMessageState.read } : m,
    );
    const unread = { ...this.state.unread };
    const had = unread[peerId] ?? 0;
    delete unread[peerId];
    this.update({
      activePeer: peerId,
      conversations: { ...this.state.conversations, [peerId]: readList },
      unread,
      totalUnread: this.state.totalUnread - had,
    });
    if (had > 0 && this.options.markRead) {
      this.options.markRead(peerId).catch((error) => this.logger.warn('mark read failed', error));
    }
  }

  /** Loads history (oldest first) and sessions fetched by the app; duplicates by id are ignored. */
  load(peerId: string, history: readonly ChatMessage[]): void {
    const list = [...(this.state.conversations[peerId] ?? [])];
    for (const m of history) {
      if (this.known.has(m.msgId)) continue;
      this.known.add(m.msgId);
      list.push(m);
    }
    list.sort((a, b) => a.createTime.localeCompare(b.createTime));
    this.update({ conversations: { ...this.state.conversations, [peerId]: list } });
  }

  setSessions(sessions: readonly ChatSession[]): void {
    this.update({ sessions: [...sessions] });
  }

  /**
   * Stores `local` on the server: on the socket when it is open (a `private` frame answered by a `response` with the
   * same client id), else — or when the frame could not be written at all — through `createMessage` (HTTP). A frame
   * that was written but got no answer fails the message instead of going again by HTTP at once. Both ways carry the
   * message's client id, kept until it is stored: a retry (by either way) of a message that was stored after all
   * answers the stored one rather than storing it twice.
   */
  private async submit(local: ChatMessage): Promise<ChatMessage> {
    const peer = local.to.userId;
    try {
      const draft = { toId: peer, content: local.content, contentType: local.contentType };
      const clientId = this.clientIdOf(local.msgId);
      const viaSocket = this.sendOnSocket(clientId, draft);
      const stored = viaSocket
        ? toChatMessage(await viaSocket, this.timers.now())
        : await this.options.createMessage({ ...draft, fromId: this.options.self.userId, clientId });
      const done: ChatMessage = { ...local, ...stored, state: ChatMessageState.submitOk };
      this.clientIds.delete(local.msgId);
      this.known.add(done.msgId);
      this.replace(peer, local.msgId, done);
      this.touchSession(peer, done);
      this.emit(SocketEvent.sendSuccess, done);
      return done;
    } catch (error) {
      this.logger.warn('message creation failed', error);
      this.replace(peer, local.msgId, { ...local, state: ChatMessageState.submitFail });
      this.emit(SocketEvent.sendFail, { reason: 'create_fail', message: local });
      throw new ChatError(error instanceof Error ? error.message : '发送失败', 'create_fail', error);
    }
  }

  /** The client id of a local message: made on its first send, the same on every retry until it is stored. */
  private clientIdOf(localId: string): string {
    let clientId = this.clientIds.get(localId);
    if (!clientId) this.clientIds.set(localId, (clientId = `${this.clientPrefix}-${localId}`));
    return clientId;
  }

  /** Writes the `private` frame of a local message; undefined when the socket is not open or the write failed. */
  private sendOnSocket(clientId: string, draft: Required<SendDraft>): Promise<ImMessage> | undefined {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return undefined;
    const frame = {
      type: 'private',
      clientId,
      senderId: this.options.self.userId,
      receiverId: draft.toId,
      content: draft.content,
      contentType: draft.contentType,
    };
    try {
      socket.send(JSON.stringify(frame));
    } catch (error) {
      this.logger.warn('socket send failed, sending over HTTP', error);
      return undefined;
    }
    const id = clientId;
    return new Promise<ImMessage>((resolve, reject) => {
      const timer = this.timers.setTimeout(() => {
        this.pending.delete(id);
        reject(new ChatError(SEND_UNANSWERED, 'socket_fail'));
      }, this.sendTimeout);
      this.pending.set(id, { resolve, reject, timer });
    });
  }

  /** The server's answer to a socket send: the stored message, or the refusal's reason. */
  private receiveResponse(frame: ResponseFrame): void {
    if (typeof frame.clientId !== 'string') return;
    const waiting = this.pending.get(frame.clientId);
    if (!waiting) return;
    this.pending.delete(frame.clientId);
    this.timers.clearTimeout(waiting.timer);
    if (frame.ok && typeof frame.message === 'object' && frame.message !== null) waiting.resolve(frame.message);
    else {
      const reason = typeof frame.message === 'string' && frame.message ? frame.message : '发送失败';
      waiting.reject(new ChatError(reason, 'create_fail'));
    }
  }

  /** Fails every socket send still waiting (its socket closed before the answer came). */
  private failPending(): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const send of waiting) {
      this.timers.clearTimeout(send.timer);
      send.reject(new ChatError(SEND_UNANSWERED, 'socket_fail'));
    }
  }

  private open(): void {
    const factory = this.options.socketFactory ?? defaultSocketFactory();
    if (!factory) {
      this.update({ status: 'unsupported' });
      this.emit(SocketEvent.notSupported, CHAT_MESSAGES.unsupported);
      return;
    }
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    this.update({ status: 'connecting' });
    let socket: ChatSocket;
    try {
      socket = factory(url);
    } catch (error) {
      this.logger.warn('socket creation failed', error);
      this.emit(SocketEvent.error, error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.update({ status: 'open', reconnectAttempt: 0 });
      this.emit(SocketEvent.open);
    };
    socket.onerror = (ev) => this.emit(SocketEvent.error, ev);
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onclose = (ev) => {
      this.socket = null;
      this.failPending();
      this.emit(SocketEvent.close, ev);
      if (ev.code === CLOSE_UNAUTHORIZED) {
        this.stopped = true;
        this.update({ status: 'unauthorized' });
        return;
      }
      this.update({ status: 'closed' });
      if (!this.stopped) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer !== null) return;
    const attempt = this.state.reconnectAttempt;
    const ceiling = Math.min(this.maxDelay, this.baseDelay * 2 ** attempt);
    // Jitter spreads reconnects of many clients after a server restart.
    const delay = Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
    this.update({ reconnectAttempt: attempt + 1 });
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.open();
    }, delay);
  }

  private receive(raw: unknown): void {
    let frame: Partial<PrivateFrame> & { type?: string };
    try {
      frame = typeof raw === 'string' ? JSON.parse(raw) : (raw as PrivateFrame);
    } catch (error) {
      this.logger.warn('chat frame ignored: not JSON', error);
      return;
    }
    this.emit(SocketEvent.message, frame);
    if (frame?.type === 'private') this.receivePrivate(frame);
    else if (frame?.type === 'ensure') this.receiveEnsure(frame as { messageId?: string; status?: string });
    else if (frame?.type === 'response') this.receiveResponse(frame as unknown as ResponseFrame);
  }

  private receivePrivate(frame: Partial<PrivateFrame>): void {
    if (!frame.messageId || !frame.senderId) {
      this.logger.warn('chat frame ignored: no message id or sender');
      return;
    }
    // Acknowledge first: a message re-pushed after a reconnect must be acknowledged again.
    try {
      this.sendFrame(chatAck(frame.messageId));
    } catch {
      /* the server re-pushes unacknowledged messages on the next connection */
    }
    if (this.known.has(frame.messageId)) return;
    this.known.add(frame.messageId);
    const peer = frame.senderId;
    const active = this.state.activePeer === peer;
    const time = frame.createTime ?? new Date(this.timers.now()).toISOString();
    const message: ChatMessage = {
      msgId: frame.messageId,
      type: 'private',
      content: parseChatContent(frame.content ?? ''),
      contentType: frame.contentType ?? 'text',
      from: {
        userId: peer,
        username: frame.sender?.username ?? '',
        avatar: frame.sender?.avatar ?? '',
      },
      to: this.options.self,
      state: active ? ChatMessageState.read : ChatMessageState.received,
      createTime: time,
      updateTime: time,
      hintTime: chatHintTime(time, this.timers.now()),
    };
    this.put(peer, message);
    this.touchSession(peer, message);
    if (active) {
      this.options.markRead?.(peer).catch((error) => this.logger.warn('mark read failed', error));
      return;
    }
    this.update({
      unread: { ...this.state.unread, [peer]: (this.state.unread[peer] ?? 0) + 1 },
      totalUnread: this.state.totalUnread + 1,
    });
  }

  /** The server's receipt for one of our messages: `received` (acknowledged by the peer) or `read` (peer opened it). */
  private receiveEnsure(frame: { messageId?: string; status?: string }): void {
    if (!frame.messageId) return;
    const found = this.findMessage(frame.messageId);
    if (!found || found.message.from.userId !== this.options.self.userId) return;
    const read = frame.status === ChatMessageState.read;
    // Receipts may cross on the wire: a late `received` never takes back `read`.
    if (!read && found.message.state === ChatMessageState.read) return;
    const state = read ? ChatMessageState.read : ChatMessageState.received;
    this.replace(found.peer, frame.messageId, { ...found.message, state });
  }

  private peerUser(peerId: string): ChatUser {
    const session = this.state.sessions.find((s) => s.userId === peerId);
    return { userId: peerId, username: session?.name ?? '', avatar: session?.avatar ?? '' };
  }

  private touchSession(peer: string, message: ChatMessage): void {
    const others = this.state.sessions.filter((s) => s.userId !== peer);
    const prior = this.state.sessions.find((s) => s.userId === peer);
    const fromPeer = message.from.userId === peer ? message.from : null;
    const session: ChatSession = {
      userId: peer,
      sessId: prior?.sessId ?? peer,
      newest: message.content,
      name: prior?.name ?? fromPeer?.username,
      avatar: prior?.avatar ?? fromPeer?.avatar,
    };
    this.update({ sessions: [session, ...others] });
  }

  private findMessage(msgId: string): { peer: string; message: ChatMessage } | undefined {
    for (const [peer, list] of Object.entries(this.state.conversations)) {
      const message = list.find((m) => m.msgId === msgId);
      if (message) return { peer, message };
    }
    return undefined;
  }

  private put(peer: string, message: ChatMessage): void {
    const list = this.state.conversations[peer] ?? [];
    this.update({ conversations: { ...this.state.conversations, [peer]: [...list, message] } });
  }

  private replace(peer: string, msgId: string, message: ChatMessage): void {
    const list = this.state.conversations[peer] ?? [];
    this.update({
      conversations: { ...this.state.conversations, [peer]: list.map((m) => (m.msgId === msgId ? message : m)) },
    });
  }

  private update(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  private emit(event: SocketEvent, payload?: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        this.logger.warn(`chat ${event} handler failed`, error);
      }
    }
  }
}

/** Creates a chat engine (configure by instance, never globals). */
export function createChatEngine(options: ChatEngineOptions): ChatEngine {
  return new ChatEngine(options);
}
