import type { Selectable } from 'kysely';

/** Row of `likes` and of `collection`: a member's like (collection) of a post, once per member and post. */
export interface LikesTable {
  likes_id: string;
  content_id: string;
  user_id: string;
  /** The member's own note. */
  remark: string | null;
  create_time: string;
}

/** Row of `collection` (same columns as `likes`, with its own id). */
export interface CollectionTable {
  collection_id: string;
  content_id: string;
  user_id: string;
  remark: string | null;
  create_time: string;
}

/** 屏蔽此条: `user_id` no longer sees `content_id` in lists. */
export interface ContentShieldTable {
  user_id: string;
  content_id: string;
  create_time: string;
}

/** 举报: a member's report of a post, for the admin review queue. */
export interface ReportTable {
  report_id: string;
  content_id: string;
  user_id: string;
  reason: string;
  state: 'pending' | 'resolved' | 'dismissed';
  note: string | null;
  handled_by: string | null;
  handle_time: string | null;
  create_time: string;
}

export type LikesRow = Selectable<LikesTable>;
export type CollectionRow = Selectable<CollectionTable>;
export type ReportRow = Selectable<ReportTable>;

/** The tables of this module: members' likes, collections, 屏蔽此条 and reports of posts. */
export interface InteractionTables {
  likes: LikesTable;
  collection: CollectionTable;
  content_shield: ContentShieldTable;
  report: ReportTable;
}
