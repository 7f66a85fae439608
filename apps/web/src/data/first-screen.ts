import { createContext, useContext, useEffect, useState } from 'react';
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
  toContent,
} from '@yiying/models';
import { toContentPage } from './content-page';
import { activityKeys, bannerKeys, contentKeys, siteKeys } from './first-screen-keys';
import type { QueryKey } from './query-key';

/** The banners Home opens with. */
export const HOME_BANNERS = { type: BannerType.homeMajor } as const;
/** The first page of works on Home. */
export const HOME_FIRST_PAGE = { pageNum: 1, pageSize: PAGE_SIZE.content } as const;
/** Hot's banner. */
export const HOT_BANNERS = { type: BannerType.hotMajor, pageSize: 1 } as const;
/** About's banner. */
export const ABOUT_BANNERS = { type: BannerType.aboutMajor, pageSize: 1 } as const;
/** The activity banners of Home's strip. */
export const HOME_ACTIVITY_BANNERS = { type: BannerType.homeActivity } as const;
/** The activities open for entries that Home's strip shows after its banners. */
export const OPEN_ACTIVITIES = { kind: 'activity', pageNum: 1, pageSize: 6 } as const;
/** The cache key of {@link OPEN_ACTIVITIES}. */
export const OPEN_ACTIVITIES_KEY = activityKeys.list('activity', { open: true });

/** How the answer to one of the server's first-screen paths becomes the data of the hook that reads it. */
interface Primer {
  key: QueryKey;
  /** `now`: the moment relative times (3分钟前) are counted from. */
  read: (body: unknown, now: number) => unknown;
}

const [paramsPath, configPath] = FIRST_SCREEN.every;
const [bannersPath, contentPath, activityBannersPath, openActivitiesPath] = FIRST_SCREEN.home;
const [hotBannersPath] = FIRST_SCREEN.hot;
const [aboutBannersPath] = FIRST_SCREEN.about;

const PRIMERS: Record<string, Primer> = {
  [paramsPath]: { key: siteKeys.params, read: (body) => unwrapEnvelope(body).data as SiteParamRecord[] },
  [configPath]: {
    key: siteKeys.config,
    read: (body) => (unwrapEnvelope(body).data as PagedList<SiteConfigRecord>).records,
  },
  [bannersPath]: {
    key: bannerKeys.list(HOME_BANNERS),
    read: (body) => toPagedList<Banner>(unwrapEnvelope(body), { pageNum: 1, pageSize: PAGE_SIZE.banner }),
  },
  [contentPath]: {
    key: contentKeys.list(HOME_FIRST_PAGE),
    read: (body, now) => toContentPage(toPagedList<ContentRecord>(unwrapEnvelope(body), HOME_FIRST_PAGE), now),
  },
  [activityBannersPath]: {
    key: bannerKeys.list(HOME_ACTIVITY_BANNERS),
    read: (body) => toPagedList<Banner>(unwrapEnvelope(body), { pageNum: 1, pageSize: PAGE_SIZE.banner }),
  },
  [openActivitiesPath]: {
    key: OPEN_ACTIVITIES_KEY,
    read: (body) => toPagedList<ActivityRecord>(unwrapEnvelope(body), OPEN_ACTIVITIES),
  },
  [hotBannersPath]: {
    key: bannerKeys.list(HOT_BANNERS),
    read: (body) => toPagedList<Banner>(unwrapEnvelope(body), { pageNum: 1, pageSize: HOT_BANNERS.pageSize }),
  },
  [aboutBannersPath]: {
    key: bannerKeys.list(ABOUT_BANNERS),
    read: (body) => toPagedList<Banner>(unwrapEnvelope(body), { pageNum: 1, pageSize: ABOUT_BANNERS.pageSize }),
  },
};

/** The primer of a first-screen path: one of {@link PRIMERS}, or a post's detail. */
function primerFor(path: string): Primer | undefined {
  if (Object.hasOwn(PRIMERS, path)) return PRIMERS[path];
  if (!path.startsWith(FIRST_SCREEN.detailPrefix)) return undefined;
  const id = decodeURIComponent(path.slice(FIRST_SCREEN.detailPrefix.length));
  return {
    key: contentKeys.detail(id),
    read: (body, now) => toContent(unwrapEnvelope(body).data as ContentRecord, now),
  };
}

/** Answers that are the same for a member as for a visitor (the site's settings). */
const FOR_EVERYONE = new Set<string>(FIRST_SCREEN.every);

/**
 * The answers the server wrote into the page (`answers`, by request path) as entries of the SWR cache, so the hooks
 * that ask for them render at once without a request. They are what a visitor gets: for a signed-in member
 * (`member`) only the site's settings are kept, since the lists tell a member what they liked or collected. An
 * unknown path or a failed answer is skipped: those hooks simply ask the server.
 */
export function firstScreenCache(
  answers: unknown,
  { member = false, now = Date.now() }: { member?: boolean; now?: number } = {},
) {
  const cache = new Map<string, { data: unknown }>();
  if (typeof answers !== 'object' || answers === null) return cache;
  for (const [path, body] of Object.entries(answers)) {
    const primer = primerFor(path);
    if (!primer || (member && !FOR_EVERYONE.has(path))) continue;
    try {
      cache.set(unstable_serialize(primer.key), { data: primer.read(body, now) });
    } catch {
      // An error answer: the hook asks for it again.
    }
  }
  return cache;
}

/**
 * Reads the page's `<script type="application/json" id="first-screen">` block into SWR cache entries
 * ({@link firstScreenCache}), with relative times counted from when the server rendered the page when it did (so the
 * browser's first render makes the server's markup). A missing or malformed block gives an empty cache.
 */
export function readFirstScreen(
  doc: Pick<Document, 'getElementById' | 'querySelector'> = document,
  { member = false }: { member?: boolean } = {},
): Map<string, { data: unknown }> {
  const text = doc.getElementById(FIRST_SCREEN.elementId)?.textContent;
  if (!text) return new Map();
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    return new Map();
  }
  const rendered = Number(doc.querySelector(`meta[name="${FIRST_SCREEN.timeMeta}"]`)?.getAttribute('content'));
  return firstScreenCache(answers, { member, ...(rendered > 0 && !member ? { now: rendered } : {}) });
}

/**
 * The cache keys an app was primed with and has not shown yet (one set per app, made from its initial cache): their
 * first mount uses the data without asking again.
 */
export const PrimedKeysContext = createContext<Set<string> | null>(null);

/**
 * True on the first mount of a key the app was primed with (the page came with its answer, read for this very page
 * load), so it shows as fresh instead of loading; mounts after it committed revalidate as usual. The same on the
 * server as in the browser, so the markup written by the server is what the browser's first render makes.
 *
 * The key is claimed once the mount commits, not while rendering: a render React throws away (a part that suspended
 * while taking the server's markup over, rendered again later) must see the answer the same way when it is redone, or
 * it would fetch and draw something else than the server wrote.
 */
export function usePrimed(key: QueryKey | null): boolean {
  const unread = useContext(PrimedKeysContext);
  const serialized = key === null ? null : unstable_serialize(key);
  const [primed] = useState(() => serialized !== null && !!unread?.has(serialized));
  useEffect(() => {
    if (primed && serialized !== null) unread?.delete(serialized);
    // Claimed once, by the mount that read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return primed;
}
