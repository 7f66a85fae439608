import type { Clock } from './clock.js';
import { systemClock } from './clock.js';

/**
 * Short-lived shared state: rate-limit counters, the SMS outbox and QR-login state. In process by
 * default; Redis when several server processes must see the same state (see `RedisStore`). Every
 * operation a rule depends on for its safety (`take`, `setIfAbsent`, `increment`) is atomic.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when the key is missing; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Reads and deletes in one step: of two concurrent callers only one gets the value. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Adds one and answers the new count; a new counter lives `ttlMs`. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Milliseconds the key still lives, 0 when it is missing. */
  ttl(key: string): Promise<number>;
  /** Prepends to a list kept at `maxLength` items; the list lives `ttlMs` from this push. */
  push(key: string, value: string, maxLength: number, ttlMs: number): Promise<void>;
  /** The list, newest first. */
  list(key: string): Promise<string[]>;
  /** Drops expired keys starting with `prefix` that nobody read since they expired; answers how many. */
  deleteExpired(prefix: string): Promise<number>;
  close(): Promise<void>;
}

interface Entry {
  value: string | string[];
  expires: number;
}

/**
 * The synchronous counter operations of a store living in this process: a caller on a hot path (the per-address
 * ceiling every request pays) counts without a promise. A shared store (Redis) has none.
 */
export interface LocalCounters {
  incrementNow(key: string, ttlMs: number): number;
  getNow(key: string): string | null;
}

/** In-process store; time comes from the injected clock so tests can jump ahead. */
export class MemoryStore implements KeyValueStore, LocalCounters {
  private readonly entries = new Map<string, Entry>();
  private writes = 0;

  constructor(private readonly now: Clock = systemClock) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, value: string | string[], ttlMs: number): void {
    this.entries.set(key, { value, expires: this.now() + ttlMs });
    // Expired keys nobody reads again would otherwise stay forever.
    if (++this.writes % 1000 === 0) this.sweep();
  }

  private sweep(): void {
    const time = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= time) this.entries.delete(key);
  }

  getNow(key: string): string | null {
    const value = this.live(key)?.value;
    return typeof value === 'string' ? value : null;
  }

  async get(key: string): Promise<string | null> {
    return this.getNow(key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.put(key, value, ttlMs);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.put(key, value, ttlMs);
    return true;
  }

  async take(key: string): Promise<string | null> {
    // No await between the read and the delete: that is what makes it single use.
    const value = this.live(key)?.value;
    this.entries.delete(key);
    return typeof value === 'string' ? value : null;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  incrementNow(key: string, ttlMs: number): number {
    const entry = this.live(key);
    if (!entry || typeof entry.value !== 'string') {
      this.put(key, '1', ttlMs);
      return 1;
    }
    const next = Number(entry.value) + 1;
    entry.value = String(next);
    return next;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    return this.incrementNow(key, ttlMs);
  }

  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    return entry ? entry.expires - this.now() : 0;
  }

  async push(key: string, value: string, maxLength: number, ttlMs: number): Promise<void> {
    const current = this.live(key)?.value;
    const items = Array.isArray(current) ? current : [];
    this.put(key, [value, ...items].slice(0, maxLength), ttlMs);
  }

  async list(key: string): Promise<string[]> {
    const value = this.live(key)?.value;
    return Array.isArray(value) ? [...value] : [];
  }

  async deleteExpired(prefix: string): Promise<number> {
    const time = this.now();
    let deleted = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expires <= time && key.startsWith(prefix)) {
        this.entries.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

/**
 * The store's synchronous counters when it keeps its state in this process: a plain `MemoryStore` (a subclass may
 * change what its promises do, so it keeps them).
 */
export function localCounters(store: KeyValueStore): LocalCounters | undefined {
  return Object.getPrototypeOf(store) === MemoryStore.prototype ? (store as MemoryStore) : undefined;
}
