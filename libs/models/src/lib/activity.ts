import type { AccessScope, ContentModel, ContentType, RecordState, YesNo } from './enums.js';
import type { ActivityState, EnrollState } from './enums/activity.js';
import { normalizeTitle } from './content.js';
import { parseTags, splitList } from './tags.js';
import { formatDateTime, type TimeInput } from './time.js';
import type { ImageSource, MediaRecord } from './media.js';
import type { UserBrief } from './user.js';

const DAY = 86400000;

/** Activities and exhibitions share one model. */
export type ActivityKind = 'activity' | 'exhibition';
export const ACTIVITY_KINDS: readonly ActivityKind[] = ['activity', 'exhibition'];

/** Where `now` falls in an activity's voting phase; `none` when it has no vote. */
export type VotePhase = 'none' | 'before' | 'open' | 'closed';

/** Where `now` falls in an activity's entry window. */
export type ActivityPhase = 'before' | 'open' | 'closed';

export interface ActivityWindow {
  /** Open for entries now. */
  valid: boolean;
  phase: ActivityPhase;
  hint: string;
}

/** Hint texts of the activity window (spec §4). */
export const ACTIVITY_HINTS = {
  closed: '活动已截稿',
  daysToStart: (days: number) => `距活动开始还有${days}天`,
  startsAt: (time: string) => `活动将于${time}开始`,
  daysToCutoff: (days: number) => `距截稿还有${days}天`,
  cutoffAt: (time: string) => `截稿时间${time}`,
} as const;

function toMs(input: TimeInput | null | undefined): number | null {
  if (input === null || input === undefined || input === '') return null;
  const ms = input instanceof Date ? input.getTime() : typeof input === 'number' ? input : Date.parse(input);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Entry window of an activity: before `validStart` invalid with days until start (or the start time
 * when under a day); after `validEnd` invalid with 活动已截稿; in between valid with days until cut-off
 * (or the cut-off time when under a day). A missing bound leaves that side open.
 */
export function activityWindow(
  validStart: TimeInput | null | undefined,
  validEnd: TimeInput | null | undefined,
  now: TimeInput = Date.now(),
): ActivityWindow {
  const current = toMs(now) ?? Date.now();
  const start = toMs(validStart);
  const end = toMs(validEnd);
  if (start !== null && current < start) {
    const left = start - current;
    const hint =
      left >= DAY ? ACTIVITY_HINTS.daysToStart(Math.floor(left / DAY)) : ACTIVITY_HINTS.startsAt(formatDateTime(start));
    return { valid: false, phase: 'before', hint };
  }
  if (end !== null && current > end) {
    return { valid: false, phase: 'closed', hint: ACTIVITY_HINTS.closed };
  }
  if (end === null) return { valid: true, phase: 'open', hint: '' };
  const left = end - current;
  const hint =
    left >= DAY ? ACTIVITY_HINTS.daysToCutoff(Math.floor(left / DAY)) : ACTIVITY_HINTS.cutoffAt(formatDateTime(end));
  return { valid: true, phase: 'open', hint };
}

/** The voting phase at `now`: `none` without a phase, else before / open (bounds included) / closed. */
export function votePhaseAt(
  voteStart: TimeInput | null | undefined,
  voteEnd: TimeInput | null | undefined,
  now: TimeInput = Date.now(),
): VotePhase {
  const start = toMs(voteStart);
  const end = toMs(voteEnd);
  if (start === null || end === null) return 'none';
  const current = toMs(now) ?? Date.now();
  if (current < start) return 'before';
  if (current > end) return 'closed';
  return 'open';
}

/** Tags arrive as a comma-separated string or a list. */
export type TagsInput = string | string[] | null | undefined;

/** Activity as the API returns it. */
export interface ActivityRecord {
  activityId: string;
  title: string;
  talkTopic?: string | null;
  description?: string | null;
  summary?: string | null;
  cover: string;
  /** The cover's renditions and placeholder when it is a stored picture (null for an address from elsewhere). */
  coverImage?: ImageSource | null;
  model?: ContentModel;
  type?: ContentType | string;
  submitType?: string | null;
  activityTags?: TagsInput;
  articleTags?: TagsInput;
  imageTags?: TagsInput;
  videoTags?: TagsInput;
  state: ActivityState;
  likesNum: number;
  collectNum: number;
  joinNum: number;
  hitNum: number;
  unlink?: string | null;
  roadshowId?: string | null;
  content?: string | null;
  accessScope: AccessScope;
  validStart?: string | null;
  validEnd?: string | null;
  createTime: string;
  updateTime: string;
  createBy: string;
  creator?: UserBrief;
  /** `activity` (活动) or `exhibition` (展览): both share every call. */
  kind?: ActivityKind;
  /** The post that carries the activity's likes, collections and views (`/web/user/behaviour/like/{contentId}`). */
  contentId?: string;
  /** Open for entries now (server clock). */
  valid?: boolean;
  /** The window hint of spec §4 (server clock). */
  hint?: string;
  phase?: ActivityPhase;
  /** Public voting phase; both null when the activity has none. */
  voteStart?: string | null;
  voteEnd?: string | null;
  votePhase?: VotePhase;
  /** Votes one member may cast per day (China time) in this activity. */
  voteDailyCap?: number;
  /** Votes the signed-in member has left today; null for visitors or outside the voting phase. */
  remainingVotes?: number | null;
  /** Entries one member may submit to this activity. */
  entryLimit?: number;
  /** Signed-in member's like / collection of the activity (absent for visitors). */
  liked?: boolean;
  collected?: boolean;
  /** Detail only: the activity's documents (PDF, Word, Excel, PPT), in order. */
  media?: MediaRecord[];
}

export interface Activity
  extends Omit<ActivityRecord, 'activityTags' | 'articleTags' | 'imageTags' | 'videoTags' | 'valid' | 'hint' | 'phase'>,
    ActivityWindow {
  activityTags: string[];
  articleTags: string[];
  imageTags: string[];
  videoTags: string[];
  phase: ActivityPhase;
  validStartText: string;
  validEndText: string;
  createTimeText: string;
}

/** Activity record → model with `valid`, `hint` and parsed tags. `now` is the injected clock. */
export function toActivity(record: ActivityRecord, now: TimeInput = Date.now()): Activity {
  return {
    ...record,
    title: normalizeTitle(record.title),
    activityTags: parseTags(record.activityTags),
    articleTags: parseTags(record.articleTags),
    imageTags: parseTags(record.imageTags),
    videoTags: parseTags(record.videoTags),
    ...activityWindow(record.validStart, record.validEnd, now),
    validStartText: formatDateTime(record.validStart),
    validEndText: formatDateTime(record.validEnd),
    createTimeText: formatDateTime(record.createTime),
  };
}

/** Activity (and exhibit) enrollment as the API returns it. */
export interface EnrollmentRecord {
  enrollId: string;
  activityId: string;
  title: string;
  talkTopic?: string | null;
  description?: string | null;
  summary?: string | null;
  cover: string;
  type?: ContentType | string;
  state: EnrollState;
  likesNum: number;
  collectNum: number;
  hitNum: number;
  forwardedNum: number;
  forwardedFlag: YesNo;
  thumbs?: string[] | string | null;
  content?: string | null;
  accessScope: AccessScope;
  createTime: string;
  updateTime: string;
  createBy: string;
  creator?: UserBrief;
  kind?: ActivityKind;
  /** The post that carries the entry's pictures or video, likes, collections, comments and views. */
  contentId?: string;
  /** Images or a video (the post's media). */
  media?: MediaRecord[];
  coverImage?: ImageSource | null;
  /** Votes the entry received. */
  voteNum?: number;
  /** The signed-in member voted for this entry (one vote per member and entry). */
  voted?: boolean;
  /** Put-in dialog fields: only the author and admins see them. */
  name?: string | null;
  phone?: string | null;
  demand?: string | null;
  /** Reviewer's note (author and admins only). */
  note?: string | null;
  reviewTime?: string | null;
  activityTitle?: string;
}

export interface Enrollment extends Omit<EnrollmentRecord, 'thumbs'> {
  thumbs: string[];
  createTimeText: string;
}

/** Exhibit enrollments share the activity enrollment shape. */
export type ExhibitEnrollment = Enrollment;
export type ExhibitEnrollmentRecord = EnrollmentRecord;

/** Enrollment record → model (thumbs as a list, normalised title). */
export function toEnrollment(record: EnrollmentRecord): Enrollment {
  return {
    ...record,
    title: normalizeTitle(record.title),
    thumbs: splitList(record.thumbs),
    createTimeText: formatDateTime(record.createTime),
  };
}

/** A road show: a touring event activities link to by `roadshowId`. */
export interface RoadshowRecord {
  roadshowId: string;
  title: string;
  type: string;
  state: RecordState;
  cover: string;
  /** The cover's renditions and placeholder when it is a picture stored here; null for any other address. */
  coverImage?: ImageSource | null;
  summary?: string | null;
  content?: string | null;
  city?: string | null;
  address?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  /** Published activities linked to it. */
  activityNum?: number;
  createTime: string;
  updateTime: string;
}

/** The signed-in member's standing in one activity (`GET /api/activityEnroll/current`). */
export interface EnrollmentCurrent {
  activityId: string;
  valid: boolean;
  hint: string;
  entryLimit: number;
  /** The member's entries in the activity; 0 for visitors. */
  entryCount: number;
  remaining: number;
  records: EnrollmentRecord[];
  remainingVotes: number | null;
}

/** Answer of a vote: the entry's exact count and the member's votes left today. */
export interface VoteResult {
  enrollId: string;
  activityId: string;
  voteNum: number;
  remainingVotes: number;
}

/** Results after the voting phase: excellent works and the vote ranking. */
export interface ActivityResults {
  activityId: string;
  votePhase: VotePhase;
  totalVotes: number;
  excellent: EnrollmentRecord[];
  ranking: EnrollmentRecord[];
}
