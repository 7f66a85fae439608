import type { Insertable, Selectable } from 'kysely';
import type { AccessScope, ActivityKind, EnrollState, RecordState } from '@yiying/models';

/** Stored activity states; `doing` and `finish` are read from the clock. */
export type StoredActivityState = RecordState;

/** Row of `activity`: an activity or an exhibition (`kind`). */
export interface ActivityTable {
  activity_id: string;
  kind: ActivityKind;
  content_id: string;
  title: string;
  talk_topic: string | null;
  description: string | null;
  summary: string | null;
  cover: string;
  model: 'shop' | 'article';
  type: string;
  submit_type: string | null;
  /** JSON arrays of tags. */
  activity_tags: string | null;
  article_tags: string | null;
  image_tags: string | null;
  video_tags: string | null;
  state: StoredActivityState;
  join_num: number;
  unlink: string | null;
  roadshow_id: string | null;
  content: string | null;
  access_scope: AccessScope;
  valid_start: string;
  valid_end: string;
  vote_start: string | null;
  vote_end: string | null;
  create_by: string;
  create_time: string;
  update_time: string;
}

/** Row of `activity_enroll`: an entry; its work is the post `content_id`. */
export interface ActivityEnrollTable {
  enroll_id: string;
  activity_id: string;
  content_id: string;
  state: EnrollState;
  name: string;
  phone: string;
  demand: string | null;
  note: string | null;
  reviewer_id: string | null;
  review_time: string | null;
  vote_num: number;
  create_by: string;
  create_time: string;
  update_time: string;
}

/** Row of `activity_vote`: one member's vote for one entry. */
export interface ActivityVoteTable {
  vote_id: string;
  activity_id: string;
  enroll_id: string;
  user_id: string;
  vote_day: string;
  create_time: string;
}

/** Row of `activity_vote_day`: votes a member used in an activity on one China-time day. */
export interface ActivityVoteDayTable {
  activity_id: string;
  user_id: string;
  vote_day: string;
  used: number;
}

/** Row of `roadshow`. */
export interface RoadshowTable {
  roadshow_id: string;
  title: string;
  type: string;
  state: RecordState;
  cover: string;
  summary: string | null;
  content: string | null;
  city: string | null;
  address: string | null;
  start_time: string | null;
  end_time: string | null;
  create_by: string;
  create_time: string;
  update_time: string;
}

export type ActivityRow = Selectable<ActivityTable>;
export type NewActivityRow = Insertable<ActivityTable>;
export type ActivityEnrollRow = Selectable<ActivityEnrollTable>;
export type RoadshowRow = Selectable<RoadshowTable>;

/** The tables of this module. */
export interface ActivityTables {
  activity: ActivityTable;
  activity_enroll: ActivityEnrollTable;
  activity_vote: ActivityVoteTable;
  activity_vote_day: ActivityVoteDayTable;
  roadshow: RoadshowTable;
}
