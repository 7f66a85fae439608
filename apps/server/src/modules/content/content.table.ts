import type { Insertable, Selectable } from 'kysely';
import type { AccessScope, ContentType, RecordState, YesNo } from '@yiying/models';

/** Row of the `content` table (spec §3 content fields plus ordering columns). */
export interface ContentTable {
  content_id: string;
  parent_id: string | null;
  category_id: string | null;
  circle_id: string | null;
  title: string;
  cover: string;
  type: ContentType;
  state: RecordState;
  talk_topic: string | null;
  likes_num: number;
  collect_num: number;
  comment_num: number;
  hit_num: number;
  forwarded_num: number;
  forwarded_flag: YesNo;
  /** JSON array of image paths. */
  thumbs: string | null;
  content: string | null;
  access_scope: AccessScope;
  create_time: string;
  update_time: string;
  create_by: string;
  width: number | null;
  height: number | null;
  /** Comment switch: 1 allow, 0 forbid. */
  comments: number;
  /** 1 pins the post to the top of lists. */
  top_flag: number;
  /** Manual ordering weight, higher first. */
  sort: number;
}

export type ContentRow = Selectable<ContentTable>;
export type NewContentRow = Insertable<ContentTable>;
