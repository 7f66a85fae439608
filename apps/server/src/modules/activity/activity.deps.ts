import type { ActivityDb } from './activity.db.js';
import type { Clock } from '../../lib/clock.js';
import type { KeyValueStore } from '../../lib/store.js';
import type { TextGuard } from '../../lib/text-guard/index.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import type { ContentMedia } from '../content/index.js';
import type { NotificationService } from '../notification/index.js';

/** What the activity services use. */
export interface ActivityDeps {
  db: ActivityDb;
  clock: Clock;
  /** The anonymous content-list cache: the posts behind activities and entries change what it holds. */
  cache: TtlCache;
  media?: ContentMedia;
  store?: KeyValueStore;
  /** Entries one member may submit to one activity. */
  entryLimit: number;
  /** Votes one member may cast per China-time day in one activity. */
  voteDailyCap: number;
  /** The message centre: an entrant hears of their entry's review there. */
  notifications?: NotificationService;
  /** The watch list: the entry's post goes through the content rules; the form's texts are screened here. */
  guard?: TextGuard;
}

/** One day in milliseconds. */
export const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/** The China-time day (YYYY-MM-DD) of a clock reading: the daily vote cap counts per day. */
export function chinaDay(time: number): string {
  return new Date(time + CHINA_OFFSET).toISOString().slice(0, 10);
}

/** The UTC instant a China-time date starts at. */
export function chinaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`) - CHINA_OFFSET;
}
