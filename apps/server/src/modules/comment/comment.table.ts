import type { Selectable } from 'kysely';

/** Row of `comment`: a member's comment on a post. */
export interface CommentTable {
  comment_id: string;
  content_id: string;
  user_id: string;
  parent_id: string | null;
  content: string;
  create_time: string;
}

/** Row of `reply`: an answer under a comment, to the comment or to another reply (`parent_id`). */
export interface ReplyTable {
  reply_id: string;
  comment_id: string;
  content_id: string;
  parent_id: string | null;
  /** Whom it answers: the parent reply's author, else the comment's. */
  to_user_id: string | null;
  user_id: string;
  content: string;
  create_time: string;
}

export type CommentRow = Selectable<CommentTable>;
export type ReplyRow = Selectable<ReplyTable>;

/** The tables of this module. */
export interface CommentTables {
  comment: CommentTable;
  reply: ReplyTable;
}
