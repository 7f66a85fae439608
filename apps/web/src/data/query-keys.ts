import type {
  BannerListParams,
  ContentListParams,
  FansListParams,
  PersonalContentParams,
  TopicListParams,
} from '@yiying/api-client';

/**
 * Every SWR key of the app, built here and nowhere else. A key is a tuple that starts with its
 * resource and kind, so a mutation can revalidate one entry (`queryKeys.user.extend(id)`) or a whole
 * family by its leading parts (`queryKeys.fans.all`, see `useRevalidate`).
 */
export const queryKeys = {
  banner: {
    all: ['banner'] as const,
    list: (params: BannerListParams) => ['banner', 'list', params] as const,
  },
  content: {
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
  },
  /** The viewer's comments and replies under a post. */
  comment: {
    all: ['comment'] as const,
    list: (contentId: string) => ['comment', 'list', contentId] as const,
    replies: (commentId: string) => ['comment', 'replies', commentId] as const,
  },
  album: {
    all: ['album'] as const,
    personal: (userId: string) => ['album', 'personal', userId] as const,
    detail: (albumId: string) => ['album', 'detail', albumId] as const,
    images: (albumId: string) => ['album', 'images', albumId] as const,
  },
  /** 收藏 and 赞过 of the signed-in member. */
  interaction: {
    all: ['interaction'] as const,
    personal: (kind: 'likes' | 'collection', userId: string, pageNum: number) =>
      ['interaction', kind, userId, pageNum] as const,
  },
  search: (title: string, type: string, pageNum: number) => ['search', title, type, pageNum] as const,
  topic: {
    all: ['topic'] as const,
    list: (params: TopicListParams) => ['topic', 'list', params] as const,
  },
  user: {
    all: ['user'] as const,
    /** Public profile of a member (`/api/user/info/{id}`). */
    info: (userId: string) => ['user', 'info', userId] as const,
    /** 登录设备 of the signed-in member (`/web/user/session/list`). */
    sessions: (userId: string) => ['user', 'sessions', userId] as const,
    /** Counters of a member as anyone sees them; also the prefix of `ownExtend`. */
    extend: (userId: string) => ['user', 'extend', userId] as const,
    /** Counters of the signed-in member, read from the member-only endpoint. */
    ownExtend: (userId: string) => ['user', 'extend', userId, 'own'] as const,
    /** Whether `viewerId` follows `userId`. */
    attention: (viewerId: string, userId: string) => ['user', 'attention', viewerId, userId] as const,
  },
  fans: {
    all: ['fans'] as const,
    list: (params: FansListParams) => ['fans', 'list', params] as const,
  },
  chat: {
    all: ['chat'] as const,
    /** Unread counts of the message centre per tab (the header bell reads the total). */
    unread: (userId: string) => ['chat', 'unread', userId] as const,
    /** The member's conversations. */
    sessions: (userId: string) => ['chat', 'sessions', userId] as const,
    /** Who may message the member. */
    setting: (userId: string) => ['chat', 'setting', userId] as const,
    /** Whether `viewerId` blocks `userId`. */
    block: (viewerId: string, userId: string) => ['chat', 'block', viewerId, userId] as const,
    /** One tab of notifications (likes / comment / attention). */
    notifications: (userId: string, type: string) => ['chat', 'notifications', userId, type] as const,
  },
  certificate: {
    /** The verification request of a member. */
    current: (userId: string) => ['certificate', 'current', userId] as const,
  },
  /** 屏蔽词 of a member. */
  mute: {
    all: ['mute'] as const,
    list: (userId: string) => ['mute', 'list', userId] as const,
  },
  /** 导出我的数据 and 注销账号 of a member. */
  privacy: {
    latestExport: (userId: string) => ['privacy', 'export', userId] as const,
    deletion: (userId: string) => ['privacy', 'deletion', userId] as const,
  },
  /** Activities and exhibitions (`kind`), their entries, votes and road shows; keyed by viewer where it matters. */
  activity: {
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
  },
  /** Site parameters and configuration (header, footer, About), circles, notices. */
  site: {
    config: ['site', 'config'] as const,
    params: ['site', 'params'] as const,
    /** Every category (names and parents), for the medical-category rule of 患者隐私确认. */
    categories: ['site', 'categories'] as const,
  },
  circle: {
    all: ['circle'] as const,
    list: (viewerId: string | null) => ['circle', 'list', viewerId] as const,
    detail: (circleId: string, viewerId: string | null) => ['circle', 'detail', circleId, viewerId] as const,
  },
  /** Road shows and exhibitions of the National page. */
  national: {
    roadshows: ['roadshow', 'list', 'national'] as const,
    exhibitions: ['activity', 'list', 'national-exhibitions'] as const,
  },
  notice: {
    all: ['notice'] as const,
    list: (pageNum: number, type: string | null) => ['notice', 'list', pageNum, type] as const,
    detail: (noticeId: string) => ['notice', 'detail', noticeId] as const,
  },
} as const;

/** Any key the factory builds. */
export type QueryKey = readonly unknown[];

/** Whether `key` starts with every part of `prefix` (parts compared with `Object.is`). */
export function keyStartsWith(key: unknown, prefix: QueryKey): boolean {
  return Array.isArray(key) && key.length >= prefix.length && prefix.every((part, i) => Object.is(key[i], part));
}
