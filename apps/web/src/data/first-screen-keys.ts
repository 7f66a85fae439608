import type { BannerListParams, ContentListParams, PersonalContentParams } from '@yiying/api-client';

/*
 * The SWR keys of what a first screen shows (the shell's site parameters and configuration, banners, posts,
 * activities): the app's start reads the answers the server wrote into the page under them. `queryKeys`
 * (query-keys.ts) is every key of the app and takes these as its own; they live apart so the start's script does not
 * carry the keys of every page.
 */

export const bannerKeys = {
  all: ['banner'] as const,
  list: (params: BannerListParams) => ['banner', 'list', params] as const,
} as const;

export const contentKeys = {
  all: ['content'] as const,
  list: (params: ContentListParams) => ['content', 'list', params] as const,
  /** One post with its media (`/api/content/detail/{id}`). */
  detail: (contentId: string) => ['content', 'detail', contentId] as const,
  /** The signed-in member's own posts (drafts included); keyed by member so a new login never sees another's. */
  personal: (userId: string, params: PersonalContentParams) => ['content', 'personal', userId, params] as const,
  /** More from the same author or circle, beside a detail. */
  side: (contentId: string) => ['content', 'side', contentId] as const,
  /** Authors of the hottest posts (members to follow). */
  hotAuthors: ['content', 'hot-authors'] as const,
} as const;

/** Activities and exhibitions (`kind`), their entries, votes and road shows; keyed by viewer where it matters. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (kind: string, filter: object, userId?: string) => ['activity', kind, 'list', filter, userId] as const,
  /** Prefix of every viewer's copy of one activity. */
  detailOf: (kind: string, activityId: string) => ['activity', kind, 'detail', activityId] as const,
  detail: (kind: string, activityId: string, userId?: string) =>
    ['activity', kind, 'detail', activityId, userId] as const,
  /** Entries of one activity; `userId` keys the viewer (own entries, 我的作品). */
  entries: (kind: string, filter: object, userId?: string) => ['activity', kind, 'entries', filter, userId] as const,
  voteEntries: (kind: string, activityId: string, userId?: string) =>
    ['activity', kind, 'vote-entries', activityId, userId] as const,
  results: (kind: string, activityId: string) => ['activity', kind, 'results', activityId] as const,
  roadshow: (roadshowId: string) => ['activity', 'roadshow', roadshowId] as const,
} as const;

/** Site parameters and configuration (header, footer, About), circles, notices. */
export const siteKeys = {
  config: ['site', 'config'] as const,
  params: ['site', 'params'] as const,
  /** Every category (names and parents), for the medical-category rule of 患者隐私确认. */
  categories: ['site', 'categories'] as const,
} as const;
