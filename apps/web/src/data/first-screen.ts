import { unstable_serialize } from 'swr';
import { toPagedList, unwrapEnvelope, type ContentRecord } from '@yiying/api-client';
import {
  BannerType,
  type ActivityRecord,
  FIRST_SCREEN,
  PAGE_SIZE,
  type Banner,
  type PagedList,
  type SiteConfigRecord,
  type SiteParamRecord,
} from '@yiying/models';
import { toContentPage } from './content';
import { queryKeys, type QueryKey } from './query-keys';

/** The banners Home opens with. */
export const HOME_BANNERS = { type: BannerType.homeMajor } as const;
/** The first page of works on Home. */
export const HOME_FIRST_PAGE = { pageNum: 1, pageSize: PAGE_SIZE.content } as const;
/** The activity banners of Home's strip. */
export const HOME_ACTIVITY_BANNERS = { type: BannerType.homeActivity } as const;
/** The activities open for entries that Home's strip shows after its banners. */
export const OPEN_ACTIVITIES = { kind: 'activity', pageNum: 1, pageSize: 6 } as const;
/** The cache key of {@link OPEN_ACTIVITIES}. */
export const OPEN_ACTIVITIES_KEY = queryKeys.activity.list('activity', { open: true });

/** How the answer to one of the server's first-screen paths becomes the data of the hook that reads it. */
interface Primer {
  key: QueryKey;
  read: (body: unknown) => unknown;
}

const [paramsPath, configPath] = FIRST_SCREEN.every;
const [bannersPath, contentPath, activityBannersPath, openActivitiesPath] = FIRST_SCREEN.home;

const PRIMERS: Record<string, Primer> = {
  [paramsPath]: { key: queryKeys.site.params, read: (body) => unwrapEnvelope(body).data as SiteParamRecord[] },
  [configPath]: {
    key: queryKeys.site.config,
    read: (body) => (unwrapEnvelope(body).data as PagedList<SiteConfigRecord>).records,
  },
  [bannersPath]: {
    key: queryKeys.banner.list(HOME_BANNERS),
    read: (body) => toPagedList<Banner>(unwrapEnvelope(body), { pageNum: 1, pageSize: PAGE_SIZE.banner }),
  },
  [contentPath]: {
    key: queryKeys.content.list(HOME_FIRST_PAGE),
    read: (body) => toContentPage(toPagedList<ContentRecord>(unwrapEnvelope(body), HOME_FIRST_PAGE)),
  },
  [activityBannersPath]: {
    key: queryKeys.banner.list(HOME_ACTIVITY_BANNERS),
    read: (body) => toPagedList<Banner>(unwrapEnvelope(body), { pageNum: 1, pageSize: PAGE_SIZE.banner }),
  },
  [openActivitiesPath]: {
    key: OPEN_ACTIVITIES_KEY,
    read: (body) => toPagedList<ActivityRecord>(unwrapEnvelope(body), OPEN_ACTIVITIES),
  },
};

/** Cache keys primed from the page and not yet shown: their first mount uses the data without asking again. */
const unread = new Set<string>();

/** Answers that are the same for a member as for a visitor (the site's settings). */
const FOR_EVERYONE = new Set<string>(FIRST_SCREEN.every);

/**
 * Reads the answers the server wrote into the page (`<script type="application/json" id="first-screen">`) and returns
 * them as entries of the SWR cache, so the hooks that ask for them render at once without a request. They are what a
 * visitor gets: a signed-in member (`member`) takes only the site's settings from them, and asks for the lists, which
 * tell a member what they liked or collected. An unknown path, a failed answer or a malformed block is skipped: those
 * hooks simply ask the server.
 */
export function readFirstScreen(
  doc: Pick<Document, 'getElementById'> = document,
  { member = false }: { member?: boolean } = {},
): Map<string, { data: unknown }> {
  const cache = new Map<string, { data: unknown }>();
  const text = doc.getElementById(FIRST_SCREEN.elementId)?.textContent;
  if (!text) return cache;
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    return cache;
  }
  if (typeof answers !== 'object' || answers === null) return cache;
  for (const [path, body] of Object.entries(answers)) {
    const primer = PRIMERS[path];
    if (!primer || (member && !FOR_EVERYONE.has(path))) continue;
    try {
      const key = unstable_serialize(primer.key);
      cache.set(key, { data: primer.read(body) });
      unread.add(key);
    } catch {
      // An error answer: the hook asks for it again.
    }
  }
  return cache;
}

/**
 * True once for a key primed by {@link readFirstScreen}: its first mount shows the page's data as fresh. Later mounts
 * revalidate as usual.
 */
export function takePrimed(key: QueryKey | null): boolean {
  if (key === null || unread.size === 0) return false;
  return unread.delete(unstable_serialize(key));
}
