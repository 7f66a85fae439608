interface CacheEntry {
  expires: number;
  value: Promise<unknown>;
  /** Set once `value` resolved: what `peek` answers. */
  settled?: { value: unknown };
}

/**
 * Short-lived cache of public read results (list pages and totals). On 100k rows a total costs
 * milliseconds and a page a fraction of one, while every anonymous visitor asks for the same few
 * pages; reusing them for a few seconds keeps the list close to the cost of the framework itself.
 * Writes call `invalidate()`; with several processes the cluster passes it on to theirs (`onInvalidate`, `clear`).
 * Only for answers that do not depend on who asks.
 */
export class TtlCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly ttlMs = 3_000,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached value for `key`, or the result of `load()` (shared by concurrent callers). `ttlMs` overrides the
   * cache's lifetime for this entry (costly values that writes invalidate anyway may live longer).
   */
  get<T>(key: string, load: () => Promise<T>, ttlMs: number = this.ttlMs): Promise<T> {
    const time = this.now();
    const hit = this.live(key, time);
    if (hit) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.evict();
    const value = load();
    const entry: CacheEntry = { expires: time + ttlMs, value };
    this.entries.set(key, entry);
    value.then(
      (result) => {
        entry.settled = { value: result };
      },
      // A failure must not be served from the cache.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** The value of `key` when it is cached and already loaded, without a promise (a hot path's hit); else undefined. */
  peek<T>(key: string): T | undefined {
    return this.live(key, this.now())?.settled?.value as T | undefined;
  }

  /** A live entry, moved to the end of the eviction order: what is still asked for stays longest. */
  private live(key: string, time: number): CacheEntry | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= time) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /** Drops every entry after a write, and tells the listeners (the other processes of the site). */
  invalidate(): void {
    this.entries.clear();
    for (const listener of [...this.listeners]) listener();
  }

  /** Drops every entry without telling anyone: an invalidation that came from another process. */
  clear(): void {
    this.entries.clear();
  }

  /** Calls `listener` on every `invalidate()`; returns the unsubscribe function. */
  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Makes room for one entry: drops the least recently used ones (the front of the Map, which keeps insertion order
   * and a hit inserts again), a few steps whatever the size, so a miss on a full cache stays cheap. Expired entries
   * go when they reach the front or are asked for.
   */
  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
