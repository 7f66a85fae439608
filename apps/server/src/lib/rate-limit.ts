import { isIP } from 'node:net';
import type { RateRule } from '../config.js';
import type { Clock } from './clock.js';
import { localCounters, type KeyValueStore, type LocalCounters } from './store.js';

/** What one counted event found: allowed or not, and when to try again. */
export interface RateDecision {
  allowed: boolean;
  /** The weighted count over the sliding window, this event included. */
  count: number;
  /** Seconds until the window has room again (at least 1). */
  retryAfterSeconds: number;
}

/**
 * The address a limit counts by: IPv4 as is, IPv6 by its /64 (one subscriber usually holds a whole /64),
 * IPv4-mapped IPv6 as the IPv4 address.
 */
export function clientKey(address: string | undefined): string {
  const ip = (address ?? '').trim();
  // Neither IPv6 nor IPv4-mapped: every such form has a colon.
  if (!ip.includes(':')) return ip || 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (isIP(ip) !== 6) return ip || 'unknown';
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Sliding-window counters on the shared store (in process, or Redis with `REDIS_URL`): the count of the current
 * fixed window plus the previous window's count weighted by how much of it still overlaps the sliding window.
 * The event is counted before the decision (an atomic increment), so N parallel events count N.
 */
export class SlidingWindowLimiter {
  private readonly local: LocalCounters | undefined;

  constructor(
    private readonly store: KeyValueStore,
    private readonly clock: Clock,
  ) {
    this.local = localCounters(store);
  }

  private windows(rule: RateRule, key: string) {
    const windowMs = rule.windowSeconds * 1000;
    const now = this.clock();
    const index = Math.floor(now / windowMs);
    const elapsed = (now - index * windowMs) / windowMs;
    return {
      windowMs,
      elapsed,
      now,
      index,
      current: `rl:${key}:${index}`,
      previous: `rl:${key}:${index - 1}`,
    };
  }

  private decide(rule: RateRule, current: number, previous: number, w: ReturnType<SlidingWindowLimiter['windows']>) {
    const count = previous * (1 - w.elapsed) + current;
    const allowed = count <= rule.max;
    let retryAfterSeconds = 1;
    if (!allowed) {
      // Either the previous window's share fades enough before this window ends, or the next window starts clean.
      const excess = count - rule.max;
      const fadeMs = previous > 0 ? (excess / previous) * w.windowMs : Infinity;
      const untilNext = (w.index + 1) * w.windowMs - w.now;
      const waitMs =
        current > rule.max ? untilNext + ((current - rule.max) / current) * w.windowMs : Math.min(fadeMs, untilNext);
      retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    }
    return { allowed, count, retryAfterSeconds };
  }

  /** Counts one event for `key` and answers whether it stays within `rule`. */
  async hit(rule: RateRule, key: string): Promise<RateDecision> {
    return this.hitNow(rule, key) ?? this.hitShared(rule, key);
  }

  /**
   * `hit` without a promise when the store lives in this process (the same counters, so both ways count alike);
   * `undefined` on a shared store, whose caller then awaits `hit`.
   */
  hitNow(rule: RateRule, key: string): RateDecision | undefined {
    const local = this.local;
    if (!local) return undefined;
    const w = this.windows(rule, key);
    const current = local.incrementNow(w.current, w.windowMs * 2);
    return this.decide(rule, current, Number(local.getNow(w.previous) ?? 0), w);
  }

  private async hitShared(rule: RateRule, key: string): Promise<RateDecision> {
    const w = this.windows(rule, key);
    const [current, previousRaw] = await Promise.all([
      this.store.increment(w.current, w.windowMs * 2),
      this.store.get(w.previous),
    ]);
    return this.decide(rule, current, Number(previousRaw ?? 0), w);
  }

  /** The decision the next event would get, without counting one. */
  async peek(rule: RateRule, key: string): Promise<RateDecision> {
    const w = this.windows(rule, key);
    const [current, previous] = await Promise.all([this.store.get(w.current), this.store.get(w.previous)]);
    return this.decide(rule, Number(current ?? 0) + 1, Number(previous ?? 0), w);
  }

  /** Forgets every event of `key` (a successful login clears its failures). */
  async reset(rule: RateRule, key: string): Promise<void> {
    const w = this.windows(rule, key);
    await Promise.all([this.store.delete(w.current), this.store.delete(w.previous)]);
  }
}
