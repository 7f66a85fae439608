import { Redis } from 'ioredis';
import type { KeyValueStore } from './store.js';

/** Sets the expiry only on the first increment, so a counter's window does not slide. */
const INCREMENT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * The shared store on Redis (`REDIS_URL`), so every server process sees the same counters and
 * QR-login state. Keys carry a prefix so several sites (or test runs) can share one Redis.
 */
export class RedisStore implements KeyValueStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'yiying:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.k(key));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const answer = await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
    return answer === 'OK';
  }

  async take(key: string): Promise<string | null> {
    return this.redis.getdel(this.k(key));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.k(key));
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const n = await this.redis.eval(INCREMENT_SCRIPT, 1, this.k(key), String(Math.max(1, Math.ceil(ttlMs))));
    return Number(n);
  }

  async ttl(key: string): Promise<number> {
    const ms = await this.redis.pttl(this.k(key));
    return ms > 0 ? ms : 0;
  }

  async push(key: string, value: string, maxLength: number, ttlMs: number): Promise<void> {
    const full = this.k(key);
    await this.redis
      .multi()
      .lpush(full, value)
      .ltrim(full, 0, maxLength - 1)
      .pexpire(full, Math.max(1, Math.ceil(ttlMs)))
      .exec();
  }

  async list(key: string): Promise<string[]> {
    return this.redis.lrange(this.k(key), 0, -1);
  }

  /** Redis deletes keys when their time is up; nothing is left to sweep. */
  async deleteExpired(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
