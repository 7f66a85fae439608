import type { Generated, Insertable, Selectable } from 'kysely';
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
  /**
   * 'hidden' while an admin keeps the post down (hide or an upheld report); 'held' while it waits for an admin's review
   * (a watched word or a doubtful picture, `holdContentForReview`); 'flagged' published but queued for a look; only an admin clears it.
   */
  moderation_state?: 'hidden' | 'held' | 'flagged' | null;
  moderation_reason?: string | null;
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
  /** JSON array of tags (trimmed, no empties, no duplicates); null when none. */
  tags: string | null;
  /** 1: 敏感内容, drawn blurred until clicked. */
  sensitive: Generated<number>;
  /** 1: others may see the camera data of the post's images. */
  show_exif: Generated<number>;
  /** 患者隐私确认 (`PatientConsent`), null when the post did not ask. */
  patient_consent: Generated<string | null>;
  /** The cover as a JSON `ImageSource`, copied here so lists need no join; null when the cover is not an upload. */
  cover_image: string | null;
  /** Hot rank (`hot-rank.ts`), higher first. */
  hot_score: Generated<number>;
}

export type ContentRow = Selectable<ContentTable>;
export type NewContentRow = Insertable<ContentTable>;

/** Row of the `topic` table: a `#topic#` named in titles; `title` is the text without the # marks. */
export interface TopicTable {
  topic_id: string;
  parent_id: string | null;
  title: string;
  cover: string;
  description: string;
  state: RecordState;
  hit_num: number;
  create_time: string;
  update_time: string;
}

/** Which posts name which topic; `position` 0 is the post's first topic (its `talkTopic`). */
export interface TopicContentTable {
  topic_id: string;
  content_id: string;
  position: number;
}

export type TopicRow = Selectable<TopicTable>;
export type NewTopicRow = Insertable<TopicTable>;

/** The tables of this module: posts, and the topics (`#话题#`) their titles name. */
export interface ContentTables {
  content: ContentTable;
  topic: TopicTable;
  topic_content: TopicContentTable;
}
