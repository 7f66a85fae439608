import type { SiteDb } from './site.db.js';
import type { Clock } from '../../lib/clock.js';
import type { TtlCache } from '../../lib/ttl-cache.js';

/** What the site services need: the database, the clock, and the cache of public reads that every write clears. */
export interface SiteDeps {
  db: SiteDb;
  clock: Clock;
  cache: TtlCache;
}

/** Public site reads (parameters, configuration, dictionary, categories) are kept this long unless a write clears them. */
export const SITE_CACHE_TTL_MS = 60_000;

/** A public read kept in the site cache under `key`. */
export function cached<T>(deps: SiteDeps, key: string, load: () => Promise<T>): Promise<T> {
  return deps.cache.get(key, load, SITE_CACHE_TTL_MS);
}
