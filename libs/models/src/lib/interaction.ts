/**
 * Interaction records: the viewer's behaviour state on a post, reports of posts for the admin review queue, and
 * notifications of likes, comments, follows and forwards (message types of spec §3).
 */
import type { ValueOf } from './enums.js';
import type { ImageSource } from './media.js';
import type { UserBrief } from './user.js';

/** The viewer's like and collection of a post with the post's counters, answered by every behaviour call. */
export interface BehaviourState {
  contentId: string;
  liked: boolean;
  collected: boolean;
  /** Id of the viewer's like, null when not liked. */
  likesId: string | null;
  /** Id of the viewer's collection, null when not collected. */
  collectionId: string | null;
  likesNum: number;
  collectNum: number;
  forwardedNum: number;
  commentNum: number;
}

/** Review state of a report: waiting, acted on (post hidden), or dismissed. */
export const ReportState = { pending: 'pending', resolved: 'resolved', dismissed: 'dismissed' } as const;
export type ReportState = ValueOf<typeof ReportState>;
export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  pending: '待处理',
  resolved: '已处理',
  dismissed: '已驳回',
};

/** 举报: a member's report of a post. */
export interface Report {
  reportId: string;
  contentId: string;
  /** Title of the reported post at review time ('' once the post is gone). */
  contentTitle: string;
  reason: string;
  state: ReportState;
  reporter: UserBrief;
  createTime: string;
  /** When an admin resolved or dismissed it. */
  handleTime?: string | null;
  /** The admin's note. */
  note?: string | null;
}

/**
 * Message-centre types that notifications use (the `chat` type is the private messages themselves); `activity`
 * holds the review results of the member's entries.
 */
export const NotificationType = {
  likes: 'likes',
  comment: 'comment',
  attention: 'attention',
  activity: 'activity',
} as const;
export type NotificationType = ValueOf<typeof NotificationType>;

/** What someone did. */
export const NotificationAction = {
  like: 'like',
  collect: 'collect',
  comment: 'comment',
  reply: 'reply',
  follow: 'follow',
  forward: 'forward',
  /** An admin reviewed the member's entry (入选 / 未入选 / 优秀); `text` says the result. */
  review: 'review',
} as const;
export type NotificationAction = ValueOf<typeof NotificationAction>;
export const NOTIFICATION_ACTION_LABELS: Record<NotificationAction, string> = {
  like: '赞了你的作品',
  collect: '收藏了你的作品',
  comment: '评论了你的作品',
  reply: '回复了你的评论',
  follow: '关注了你',
  forward: '转发了你的作品',
  review: '审核了你的作品',
};

/** One row of the message centre: `actor` did `action` to the member's post, comment or account. */
export interface Notification {
  notificationId: string;
  type: NotificationType;
  action: NotificationAction;
  actor: UserBrief;
  contentId?: string | null;
  commentId?: string | null;
  /** The comment, reply or forward text; the post title for likes and collections; a review's result. */
  text?: string | null;
  /** The cover of the post (`contentId`) as its reader may see it, for a thumbnail; null when there is none. */
  coverImage?: ImageSource | null;
  read: boolean;
  createTime: string;
}

/** Unread notifications per type. */
export type NotificationUnread = Record<NotificationType, number>;
