import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Revocation } from '../identity/index.js';
import type { BusMessage, ChatBus } from './im.bus.js';

const OPEN = 1;
/** Close code of a socket whose token stopped being valid; the chat engine stops reconnecting on it. */
export const CLOSE_UNAUTHORIZED = 4401;
/** Close code of a socket that fell too far behind (its client reconnects and gets what it missed). */
export const CLOSE_SLOW_CONSUMER = 4008;

/** The network socket under a `ws` socket (`ws` keeps it as `_socket`). */
type RawSocket = { cork(): void; uncork(): void };

/** Network sockets corked until the end of the current tick. */
const corkedSockets = new WeakSet<RawSocket>();

/** One open chat socket of a member. */
export interface ChatConnection {
  readonly userId: string;
  /** The login the socket's token belongs to (logout revokes it). */
  readonly familyId: string;
  readonly socket: WebSocket;
  /** Cleared by each heartbeat ping, set by the pong: still clear at the next ping means the peer is gone. */
  alive: boolean;
}

export interface SocketHubOptions {
  bus: ChatBus;
  log: FastifyBaseLogger;
  /** Bytes waiting to be sent past which a socket is closed instead of growing its buffer. */
  maxBufferedBytes: number;
  heartbeatMs: number;
}

/**
 * The chat sockets of this process by member, and delivery to them: a frame for a member goes to each of their
 * sockets here and, through the bus, to those on the other processes. Memory per socket stays bounded: a socket whose
 * send buffer passes the limit is closed, never queued for.
 */
export class SocketHub {
  private readonly byUser = new Map<string, Set<ChatConnection>>();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly unsubscribe: () => void;
  private count = 0;
  /** Network sockets corked during this tick, uncorked together once the tick's frames are queued. */
  private corked: RawSocket[] = [];
  private readonly uncorkAll = () => {
    const corked = this.corked;
    this.corked = [];
    for (const raw of corked) {
      corkedSockets.delete(raw);
      raw.uncork();
    }
  };

  constructor(private readonly options: SocketHubOptions) {
    this.unsubscribe = options.bus.subscribe((message) => this.apply(message));
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Sockets open on this process. */
  get size(): number {
    return this.count;
  }

  add(connection: ChatConnection): void {
    let set = this.byUser.get(connection.userId);
    if (!set) this.byUser.set(connection.userId, (set = new Set()));
    set.add(connection);
    this.count += 1;
    connection.socket.on('pong', () => {
      connection.alive = true;
    });
  }

  remove(connection: ChatConnection): void {
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  /** Sends `frame` to every socket of `userId`, on this process and the others. */
  toUser(userId: string, frame: object): void {
    const data = JSON.stringify(frame);
    this.sendLocal(userId, data);
    this.options.bus.publish({ kind: 'frame', userId, data });
  }

  /**
   * Sends on one socket, or closes it when its client stopped reading. Frames sent to one socket in the same tick
   * (a group commit answers many messages at once) leave in one write: the network socket is corked at the first of
   * them and uncorked on the next tick.
   */
  send(connection: ChatConnection, data: string): void {
    const { socket } = connection;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.options.log.warn({ userId: connection.userId, buffered: socket.bufferedAmount }, '聊天连接读取过慢，已断开');
      // terminate: a close frame would queue behind the same full buffer.
      socket.terminate();
      this.remove(connection);
      return;
    }
    const raw = (socket as unknown as { _socket?: RawSocket })._socket;
    if (raw && !corkedSockets.has(raw)) {
      raw.cork();
      corkedSockets.add(raw);
      if (this.corked.length === 0) process.nextTick(this.uncorkAll);
      this.corked.push(raw);
    }
    socket.send(data);
  }

  /** Ends the sockets of revoked tokens, here and on the other processes. */
  revoke(revocation: Revocation): void {
    this.closeRevoked(revocation);
    this.options.bus.publish({ kind: 'revoke', revocation });
  }

  /** Closes every socket (server shutdown). */
  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, 'server closing');
    this.byUser.clear();
    this.count = 0;
  }

  private apply(message: BusMessage): void {
    if (message.kind === 'frame') this.sendLocal(message.userId, message.data);
    else this.closeRevoked(message.revocation);
  }

  private sendLocal(userId: string, data: string): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    for (const connection of [...set]) this.send(connection, data);
  }

  private closeRevoked(revocation: Revocation): void {
    const targets: ChatConnection[] = [];
    if ('familyId' in revocation) {
      for (const set of this.byUser.values()) {
        for (const c of set) if (c.familyId === revocation.familyId) targets.push(c);
      }
    } else {
      for (const c of this.byUser.get(revocation.userId) ?? []) {
        if (c.familyId !== revocation.keepFamily) targets.push(c);
      }
    }
    for (const c of targets) {
      c.socket.close(CLOSE_UNAUTHORIZED, 'token revoked');
      this.remove(c);
    }
  }

  private beat(): void {
    for (const set of this.byUser.values()) {
      for (const c of [...set]) {
        if (!c.alive) {
          c.socket.terminate();
          this.remove(c);
          continue;
        }
        c.alive = false;
        try {
          c.socket.ping();
        } catch {
          /* closed meanwhile: its close handler removes it */
        }
      }
    }
  }
}
