import { array, mixed, string } from 'yup';
import { ACTIVITY_KINDS, EnrollState } from '@yiying/models';
import { text } from '../../fields.js';
import { MESSAGES } from '../../messages.js';
import { queryEnum } from '../query.js';

/** Chinese messages of the activity calls (the put-in dialog's come from `MESSAGES`). */
export const ACTIVITY_MESSAGES = {
  activityNotFound: '活动不存在',
  enrollNotFound: '作品不存在',
  roadshowNotFound: '路演不存在',
  activityDown: '活动已下线',
  activityNotOpen: '活动尚未开放',
  entryLimit: (limit: number) => `每个活动最多提交${limit}件作品`,
  entryNotOwner: '只能修改自己的作品',
  entryReviewed: '作品已审核，不能再修改',
  entryTypeMismatch: '该活动不接受这种作品',
  kindInvalid: 'kind 只能是 activity 或 exhibition',
  typeInvalid: '活动类型只能是 image、video 或 mixed',
  entryTypeInvalid: '作品类型只能是 image 或 video',
  dateInvalid: '日期格式应为 YYYY-MM-DD',
  timeInvalid: '请选择日期',
  windowOrder: '截稿时间必须晚于开始时间',
  voteOrder: '投票结束时间必须晚于开始时间',
  voteBothOrNone: '投票开始与结束时间须同时填写',
  reviewStateInvalid: '审核结果只能是 pass、nopass 或 excellent',
  activityStateInvalid: '状态只能是 create 或 publish',
  noVote: '该活动没有投票环节',
  voteNotStarted: '投票尚未开始',
  voteClosed: '投票已结束',
  voteNotPassed: '只能为已入选的作品投票',
  voteOwn: '不能给自己的作品投票',
  voteTwice: '已经为这件作品投过票了',
  voteCap: (cap: number) => `今天的${cap}票已用完，明天再来吧`,
  resultsNotReady: '投票结束后公布结果',
  activityHasEntries: '活动已有作品，不能删除，请改为下线',
  activityPostManaged: '活动内容请在管理后台修改',
  roadshowInUse: '还有活动关联此路演，不能删除',
  activityRequired: MESSAGES.activityRequired,
  attachmentNotOwned: '附件必须是本人上传的文档',
  attachmentNotDocument: '附件只能是 PDF、Word、Excel 或 PPT 文档',
  attachmentsMax: (max: number) => `附件最多${max}个`,
  /** The message-centre line telling an entrant their entry's review result. */
  reviewResult: (state: 'pass' | 'nopass' | 'excellent', work: string, activity: string, note?: string | null) =>
    `${
      state === 'pass'
        ? `你的作品《${work}》已入选「${activity}」`
        : state === 'excellent'
          ? `你的作品《${work}》被评为「${activity}」优秀作品`
          : `你的作品《${work}》未入选「${activity}」`
    }${note ? `，审核意见：${note}` : ''}`,
} as const;

/** Documents one activity may carry. */
export const ACTIVITY_ATTACHMENTS_MAX = 10;

/**
 * The activity's documents: URLs of files uploaded first through `/web/file/upload` as documents, in the order
 * shown. Given on update, the list replaces the stored one (an empty list removes them all).
 */
export const attachmentList = () =>
  array(text().required(MESSAGES.formatInvalid).max(500, MESSAGES.formatInvalid))
    .typeError(MESSAGES.formatInvalid)
    .max(ACTIVITY_ATTACHMENTS_MAX, ACTIVITY_MESSAGES.attachmentsMax(ACTIVITY_ATTACHMENTS_MAX))
    .optional();

/** What kind of works an activity takes: pictures, a video, or either. */
export const ACTIVITY_TYPES = ['image', 'video', 'mixed'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** An entry is pictures or a video. */
export const ENROLL_TYPES = ['image', 'video'] as const;
/** States an admin reviews an entry to. */
export const REVIEW_STATES = [EnrollState.pass, EnrollState.nopass, EnrollState.excellent] as const;

/** Activity lists sort by these (snake_case; camelCase accepted). */
export const ACTIVITY_SORT_COLUMNS = [
  'create_time',
  'update_time',
  'valid_start',
  'valid_end',
  'join_num',
  'likes_num',
  'hit_num',
  'title',
] as const;
/** Entry lists sort by these; `vote_num` gives the vote ranking. */
export const ENROLL_SORT_COLUMNS = ['create_time', 'update_time', 'vote_num', 'likes_num', 'hit_num'] as const;
export const ROADSHOW_SORT_COLUMNS = ['create_time', 'start_time', 'title'] as const;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const dateQuery = (description: string) =>
  string()
    .typeError(ACTIVITY_MESSAGES.dateInvalid)
    .matches(DATE_PATTERN, ACTIVITY_MESSAGES.dateInvalid)
    .test(
      'real-date',
      ACTIVITY_MESSAGES.dateInvalid,
      (v) => v === undefined || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
    )
    .optional()
    .meta({ description, message: ACTIVITY_MESSAGES.dateInvalid });

export const kindQuery = () =>
  queryEnum('kind', ACTIVITY_KINDS, '活动 activity（默认）或展览 exhibition', ACTIVITY_MESSAGES.kindInvalid);

/** Tags as a list or a comma-separated string, trimmed, without empties and duplicates. */
export const tagList = () =>
  mixed<string[]>()
    .transform((value: unknown) => {
      const items = typeof value === 'string' ? value.split(/[,，]/) : value;
      if (!Array.isArray(items)) return items;
      const seen = new Set<string>();
      for (const item of items) {
        if (typeof item === 'string' && item.trim()) seen.add(item.trim());
      }
      return [...seen];
    })
    .test(
      'tags',
      MESSAGES.formatInvalid,
      (v) =>
        v === undefined ||
        (Array.isArray(v) && v.length <= 20 && v.every((t) => typeof t === 'string' && t.length <= 32)),
    )
    .optional();

export const timeField = () =>
  text()
    .typeError(ACTIVITY_MESSAGES.timeInvalid)
    .test('time', ACTIVITY_MESSAGES.timeInvalid, (v) => v === undefined || v === null || !Number.isNaN(Date.parse(v)))
    .transform((value: unknown) =>
      typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : value,
    );

export const optionalTime = () =>
  timeField()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .optional();

export function orderedTimes(start: unknown, end: unknown): boolean {
  if (typeof start !== 'string' || typeof end !== 'string') return true;
  return Date.parse(end) > Date.parse(start);
}

export const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const tagsSchema = { type: ['array', 'string', 'null'], items: { type: 'string' } } as const;
