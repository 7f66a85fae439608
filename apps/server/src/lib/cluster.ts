import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { KeyValueStore } from './store.js';
import type { TtlCache } from './ttl-cache.js';

/**
 * What the processes of one site share beyond the database: background jobs run by one process per period, cache
 * invalidations passed on to every process. One process alone (no `REDIS_URL`) needs nothing of it.
 */
export interface Cluster {
  /** This process among the others (logs). */
  readonly processId: string;
  /**
   * Runs `task` unless another process of the site (or this one) ran `job` less than `windowMs` ago; answers whether
   * it ran. The claim lives in the shared store (Redis `SET NX PX` with several processes).
   */
  runOnce(job: string, windowMs: number, task: () => Promise<unknown>): Promise<boolean>;
  /** Passes every `invalidate()` of `cache` to the same cache of the other processes. */
  shareCache(name: string, cache: TtlCache): void;
  /** Resolves once every invalidation sent so far reached Redis (answers wait for it, so the next read is fresh). */
  flush(): Promise<void>;
  /** Throws when Redis does not answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface CacheMessage {
  origin: string;
  cache: string;
}

/** The cluster of a site: Redis pub/sub for invalidations when `redisUrl` is set, in process otherwise. */
export class SiteCluster implements Cluster {
  readonly processId = randomBytes(6).toString('hex');
  private readonly caches = new Map<string, TtlCache[]>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  /** Resolves once the listening connection subscribed. */
  readonly ready: Promise<void>;

  constructor(
    private readonly options: {
      store: KeyValueStore;
      log: FastifyBaseLogger;
      redisUrl?: string;
      /** Prefix of the channel (`REDIS_PREFIX`). */
      prefix?: string;
      /** The database the jobs work on (a PostgreSQL schema): processes on another one claim their own jobs. */
      jobScope?: string;
    },
  ) {
    const { redisUrl } = options;
    if (!redisUrl) {
      this.ready = Promise.resolve();
      return;
    }
    this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.subscriber.on('message', (_channel: string, raw: string) => this.receive(raw));
    this.ready = this.subscriber.subscribe(this.channel).then(() => undefined);
    this.ready.catch((error: unknown) => options.log.error({ err: error }, '缓存失效通知订阅失败'));
  }

  private get channel(): string {
    return `${this.options.prefix ?? 'yiying:'}cache`;
  }

  async runOnce(job: string, windowMs: number, task: () => Promise<unknown>): Promise<boolean> {
    const claimed = await this.options.store.setIfAbsent(
      `job:${this.options.jobScope ?? ''}:${job}`,
      this.processId,
      Math.max(1, windowMs),
    );
    if (!claimed) return false;
    this.options.log.debug({ job, process: this.processId }, '后台任务由本进程运行');
    await task();
    return true;
  }

  shareCache(name: string, cache: TtlCache): void {
    const list = this.caches.get(name) ?? [];
    list.push(cache);
    this.caches.set(name, list);
    const publisher = this.publisher;
    if (!publisher) return;
    cache.onInvalidate(() => {
      const message: CacheMessage = { origin: this.processId, cache: name };
      const sent = publisher
        .publish(this.channel, JSON.stringify(message))
        .catch((error: unknown) => this.options.log.error({ err: error }, '缓存失效通知发送失败'))
        .finally(() => this.pending.delete(sent));
      this.pending.add(sent);
    });
  }

  async flush(): Promise<void> {
    if (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Whether an invalidation is still on its way (answers only wait then). */
  get flushing(): boolean {
    return this.pending.size > 0;
  }

  private receive(raw: string): void {
    let message: Partial<CacheMessage>;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (message.origin === this.processId || typeof message.cache !== 'string') return;
    for (const cache of this.caches.get(message.cache) ?? []) cache.clear();
  }

  async ping(): Promise<void> {
    if (this.publisher) await this.publisher.ping();
  }

  async close(): Promise<void> {
    await this.flush().catch(() => undefined);
    await Promise.allSettled([this.subscriber?.quit(), this.publisher?.quit()]);
  }
}
