import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Revocation } from '../identity/index.js';

/** What one server process tells the others: a frame for a member's sockets, or sessions that ended. */
export type BusMessage = { kind: 'frame'; userId: string; data: string } | { kind: 'revoke'; revocation: Revocation };

/**
 * Carries deliveries between server processes. The publishing process handles its own sockets itself; the bus only
 * reaches the others, so one process runs without one.
 */
export interface ChatBus {
  publish(message: BusMessage): void;
  /** Messages of the other processes; returns the unsubscribe function. */
  subscribe(handler: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

/** One process: nobody else to tell. */
export class LocalBus implements ChatBus {
  publish(): void {
    // The publishing process already delivered to its own sockets; there is no other process.
  }
  subscribe(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {
    // No connection to close.
  }
}

/** The channel every process of one site listens on (`REDIS_URL`). */
export const CHAT_CHANNEL = 'yiying:chat';

/**
 * Redis pub/sub between the processes of one site: one connection publishes, one listens. What is published in one
 * tick (a group commit delivers many messages at once) goes as one Redis message, in order.
 */
export class RedisBus implements ChatBus {
  private readonly origin = randomBytes(6).toString('hex');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Set<(message: BusMessage) => void>();
  /** Published during this tick, sent together on the next one. */
  private pending: BusMessage[] = [];
  /** Resolves once the listening connection subscribed, so a test (or the first delivery) does not race it. */
  readonly ready: Promise<void>;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly channel = CHAT_CHANNEL,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    this.subscriber.on('message', (_channel: string, raw: string) => this.receive(raw));
    this.ready = this.subscriber.subscribe(this.channel).then(() => undefined);
    this.ready.catch((error) => this.log.error({ err: error }, '聊天消息总线订阅失败'));
  }

  publish(message: BusMessage): void {
    if (this.pending.push(message) === 1) process.nextTick(this.flush);
  }

  private readonly flush = () => {
    const messages = this.pending;
    this.pending = [];
    this.publisher
      .publish(this.channel, JSON.stringify({ origin: this.origin, messages }))
      .catch((error) => this.log.error({ err: error }, '聊天消息总线发布失败'));
  };

  subscribe(handler: (message: BusMessage) => void): () => void {
    this.handlers.add(handler);
    return () => {
      this.handlers.delete(handler);
    };
  }

  /** A Redis message of another process: `messages` in order (`message`, one alone, from earlier versions). */
  private receive(raw: string): void {
    let parsed: { origin?: string; message?: BusMessage; messages?: BusMessage[] };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (parsed.origin === this.origin) return;
    const messages = Array.isArray(parsed.messages) ? parsed.messages : parsed.message ? [parsed.message] : [];
    const handlers = [...this.handlers];
    for (const message of messages) for (const handler of handlers) handler(message);
  }

  async close(): Promise<void> {
    if (this.pending.length > 0) this.flush();
    this.handlers.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
