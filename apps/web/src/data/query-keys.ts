import type { FansListParams, TopicListParams } from '@yiying/api-client';
import { activityKeys, bannerKeys, contentKeys, siteKeys } from './first-screen-keys';

/**
 * Every SWR key of the app, built here (the first screen's in first-screen-keys.ts) and nowhere else. A key is a tuple that starts with its
 * resource and kind, so a mutation can revalidate one entry (`queryKeys.user.extend(id)`) or a whole
 * family by its leading parts (`queryKeys.fans.all`, see `useRevalidate`).
 */
export const queryKeys = {
  banner: bannerKeys,
  content: contentKeys,
  activity: activityKeys,
  site: siteKeys,
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

export { keyStartsWith, type QueryKey } from './query-key';
