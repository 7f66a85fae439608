import { array, mixed, object, string, type InferType } from 'yup';
import {
  ACTIVITY_KINDS,
  AccessScope,
  ActivityState,
  EnrollState,
  PAGE_SIZE,
  RecordState,
  TITLE_MAX_LENGTH,
  YesNo,
  type ActivityRecord,
  type ActivityResults,
  type EnrollmentCurrent,
  type EnrollmentRecord,
  type RoadshowRecord,
  type VoteResult,
} from '@yiying/models';
import { nameField, optionalText, phoneField, text, titleField } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { exampleImageSource, exampleMedia, imageSourceSchema, mediaRecordSchema } from './media.js';
import { pagingFields, queryEnum, queryId } from './query.js';
import { userBriefSchema } from './user-brief.js';
import { activityEnrollPaths, activityMngPaths, activityPaths, roadshowPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';

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
const attachmentList = () =>
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

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const dateQuery = (description: string) =>
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

const kindQuery = () =>
  queryEnum('kind', ACTIVITY_KINDS, '活动 activity（默认）或展览 exhibition', ACTIVITY_MESSAGES.kindInvalid);

/** The filters of every activity list (spec §7): type, state, doingDate, finishDate, title, plus kind and road show. */
const activityFilterFields = () => ({
  kind: kindQuery(),
  type: queryEnum(
    'type',
    ACTIVITY_TYPES,
    '作品类型：image 图片、video 视频、mixed 图片或视频',
    ACTIVITY_MESSAGES.typeInvalid,
  ),
  state: queryEnum(
    'state',
    Object.values(ActivityState),
    '状态：publish 未开始、doing 征稿中、finish 已截稿（公开列表）',
  ),
  doingDate: dateQuery('该日（北京时间）处于征稿期的活动'),
  finishDate: dateQuery('截稿日在该日（北京时间）或之前的活动'),
  title: queryId('title', '标题包含的文字'),
  roadshowId: queryId('roadshowId', '所属路演'),
});

/**
 * Query of `GET /api/activity/list` (9 per page) and of `GET /api/activityEnroll/uploadList` (activities open for
 * entries now). Visitors see published activities only; `state` doing / finish follow the clock.
 */
export const activityListQuery = object({
  ...pagingFields(PAGE_SIZE.activity, ACTIVITY_SORT_COLUMNS),
  ...activityFilterFields(),
});
export type ActivityListQuery = InferType<typeof activityListQuery>;

/** Query of `GET /api/activity/current`: the newest activity open for entries (or, with none, the newest). */
export const activityCurrentQuery = object({ kind: kindQuery() });
export type ActivityCurrentQuery = InferType<typeof activityCurrentQuery>;

/** Query of `GET /api/activityEnroll/list` (10 per page). Other members' entries are listed once passed. */
export const enrollListQuery = object({
  ...pagingFields(PAGE_SIZE.default, ENROLL_SORT_COLUMNS),
  kind: kindQuery(),
  createBy: queryId('createBy', '作者用户 ID（本人可看到全部状态）'),
  activityId: queryId('activityId', '活动 ID'),
  state: queryEnum(
    'state',
    Object.values(EnrollState),
    '状态：created 待审核、pass 入选、nopass 未入选、excellent 优秀',
  ),
  activityTag: queryId('activityTag', '作品标签'),
});
export type EnrollListQuery = InferType<typeof enrollListQuery>;

/** Query of `GET /api/activityEnroll/current`: my standing in one activity. */
export const enrollCurrentQuery = object({
  activityId: text()
    .typeError(ACTIVITY_MESSAGES.activityRequired)
    .required(ACTIVITY_MESSAGES.activityRequired)
    .max(64, ACTIVITY_MESSAGES.activityRequired)
    .meta({ description: '活动 ID', message: ACTIVITY_MESSAGES.activityRequired }),
});
export type EnrollCurrentQuery = InferType<typeof enrollCurrentQuery>;

/** Query of `GET /api/roadshow/list` and `GET /mng/roadshow/list`: type, state, title (10 per page). */
export const roadshowListQuery = object({
  ...pagingFields(PAGE_SIZE.default, ROADSHOW_SORT_COLUMNS),
  type: queryId('type', '路演类型'),
  state: queryEnum('state', Object.values(RecordState), '状态（公开列表只含 publish）'),
  title: queryId('title', '标题包含的文字'),
});
export type RoadshowListQuery = InferType<typeof roadshowListQuery>;

/** Tags as a list or a comma-separated string, trimmed, without empties and duplicates. */
const tagList = () =>
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

const timeField = () =>
  text()
    .typeError(ACTIVITY_MESSAGES.timeInvalid)
    .test('time', ACTIVITY_MESSAGES.timeInvalid, (v) => v === undefined || v === null || !Number.isNaN(Date.parse(v)))
    .transform((value: unknown) =>
      typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : value,
    );

const optionalTime = () =>
  timeField()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .optional();

function orderedTimes(start: unknown, end: unknown): boolean {
  if (typeof start !== 'string' || typeof end !== 'string') return true;
  return Date.parse(end) > Date.parse(start);
}

const activityFields = () => ({
  title: titleField(MESSAGES.contentTitleRequired),
  talkTopic: optionalText(64),
  description: optionalText(250),
  summary: optionalText(500),
  cover: text().required('请上传封面').max(500),
  content: optionalText(100_000),
  type: string()
    .oneOf([...ACTIVITY_TYPES], ACTIVITY_MESSAGES.typeInvalid)
    .default('image'),
  submitType: optionalText(32),
  activityTags: tagList(),
  articleTags: tagList(),
  imageTags: tagList(),
  videoTags: tagList(),
  roadshowId: optionalText(64).nullable(),
  unlink: optionalText(500).nullable(),
  accessScope: string().oneOf([AccessScope.public], MESSAGES.accessScopeInvalid).default(AccessScope.public),
  validStart: timeField().required(ACTIVITY_MESSAGES.timeInvalid),
  validEnd: timeField().required(ACTIVITY_MESSAGES.timeInvalid),
  voteStart: optionalTime(),
  voteEnd: optionalTime(),
});

/**
 * Body of `POST /mng/activity/create`: `kind` activity or exhibition, the entry window (`validStart` < `validEnd`),
 * an optional voting phase (`voteStart` < `voteEnd`, both or neither), and `state` create (编辑) or publish.
 */
export const activityCreateBody = object({
  kind: string()
    .oneOf([...ACTIVITY_KINDS], ACTIVITY_MESSAGES.kindInvalid)
    .default('activity'),
  state: string()
    .oneOf([ActivityState.create, ActivityState.publish], ACTIVITY_MESSAGES.activityStateInvalid)
    .default('create'),
  ...activityFields(),
  attachments: attachmentList(),
})
  .test('window-order', ACTIVITY_MESSAGES.windowOrder, function check(v) {
    return (
      orderedTimes(v?.validStart, v?.validEnd) ||
      this.createError({ path: 'validEnd', message: ACTIVITY_MESSAGES.windowOrder })
    );
  })
  .test('vote-pair', ACTIVITY_MESSAGES.voteBothOrNone, function check(v) {
    return (
      Boolean(v?.voteStart) === Boolean(v?.voteEnd) ||
      this.createError({ path: 'voteEnd', message: ACTIVITY_MESSAGES.voteBothOrNone })
    );
  })
  .test('vote-order', ACTIVITY_MESSAGES.voteOrder, function check(v) {
    return (
      orderedTimes(v?.voteStart, v?.voteEnd) ||
      this.createError({ path: 'voteEnd', message: ACTIVITY_MESSAGES.voteOrder })
    );
  });
export type ActivityCreateBody = InferType<typeof activityCreateBody>;

/** Body of `POST /mng/activity/update/{id}`: only the fields given change; the result is checked as a whole. */
export const activityUpdateBody = object({
  title: text().min(1, MESSAGES.contentTitleRequired).max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax).optional(),
  talkTopic: optionalText(64),
  description: optionalText(250),
  summary: optionalText(500),
  cover: text().min(1, '请上传封面').max(500).optional(),
  content: optionalText(100_000),
  type: string()
    .oneOf([...ACTIVITY_TYPES], ACTIVITY_MESSAGES.typeInvalid)
    .optional(),
  submitType: optionalText(32),
  activityTags: tagList(),
  articleTags: tagList(),
  imageTags: tagList(),
  videoTags: tagList(),
  roadshowId: optionalText(64).nullable(),
  unlink: optionalText(500).nullable(),
  validStart: timeField().optional(),
  validEnd: timeField().optional(),
  voteStart: optionalTime(),
  voteEnd: optionalTime(),
  attachments: attachmentList(),
});
export type ActivityUpdateBody = InferType<typeof activityUpdateBody>;

/** Body of `POST /mng/roadshow/create`. */
export const roadshowCreateBody = object({
  title: titleField(MESSAGES.contentTitleRequired),
  type: optionalText(32).default('city'),
  state: string()
    .oneOf([RecordState.create, RecordState.publish], ACTIVITY_MESSAGES.activityStateInvalid)
    .default('create'),
  cover: text().required('请上传封面').max(500),
  summary: optionalText(500),
  content: optionalText(100_000),
  city: optionalText(32),
  address: optionalText(128),
  startTime: optionalTime(),
  endTime: optionalTime(),
}).test('order', ACTIVITY_MESSAGES.windowOrder, function check(v) {
  return (
    orderedTimes(v?.startTime, v?.endTime) || this.createError({ path: 'endTime', message: '结束时间必须晚于开始时间' })
  );
});
export type RoadshowCreateBody = InferType<typeof roadshowCreateBody>;

/** Body of `POST /mng/roadshow/update/{id}`: only the fields given change. */
export const roadshowUpdateBody = object({
  title: text().min(1, MESSAGES.contentTitleRequired).max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax).optional(),
  type: optionalText(32),
  cover: text().min(1, '请上传封面').max(500).optional(),
  summary: optionalText(500),
  content: optionalText(100_000),
  city: optionalText(32),
  address: optionalText(128),
  startTime: optionalTime(),
  endTime: optionalTime(),
});
export type RoadshowUpdateBody = InferType<typeof roadshowUpdateBody>;

/**
 * Body of `POST /web/activityEnroll/create`: the work (pictures or a video uploaded first through
 * `/web/file/upload`, `mediaIds` in order, `cover` optional) and the put-in dialog (name, phone, 你的需求).
 */
export const enrollCreateBody = object({
  activityId: text().required(ACTIVITY_MESSAGES.activityRequired).max(64, ACTIVITY_MESSAGES.activityRequired),
  type: string()
    .oneOf([...ENROLL_TYPES], ACTIVITY_MESSAGES.entryTypeInvalid)
    .default('image'),
  title: titleField(MESSAGES.contentTitleRequired),
  description: optionalText(250),
  cover: optionalText(500),
  mediaIds: array(text().required(MESSAGES.formatInvalid))
    .typeError(MESSAGES.formatInvalid)
    .default([])
    .when('type', ([type]: unknown[], schema) =>
      type === 'image'
        ? schema.min(1, MESSAGES.imagesRequired).max(20, MESSAGES.imagesMax)
        : schema.length(1, '请上传一个视频'),
    ),
  tags: tagList(),
  name: nameField(),
  phone: phoneField(),
  demand: optionalText(250),
});
export type EnrollCreateBody = InferType<typeof enrollCreateBody>;

/** Body of `POST /web/activityEnroll/update/{id}`: the author's changes while the entry is `created` and the window open. */
export const enrollUpdateBody = object({
  title: text().min(1, MESSAGES.contentTitleRequired).max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax).optional(),
  description: optionalText(250),
  cover: optionalText(500),
  mediaIds: array(text().required(MESSAGES.formatInvalid)).typeError(MESSAGES.formatInvalid).optional(),
  tags: tagList(),
  name: text().min(1, MESSAGES.nameRequired).max(32, MESSAGES.nameMax).optional(),
  phone: text()
    .min(1, MESSAGES.phoneRequired)
    .matches(/^1[3-9]\d{9}$/, { message: MESSAGES.phoneInvalid, excludeEmptyString: true })
    .optional(),
  demand: optionalText(250),
});
export type EnrollUpdateBody = InferType<typeof enrollUpdateBody>;

/** Body of `POST /mng/activityEnroll/review/{id}`: pass (入选), nopass (未入选) or excellent (优秀), with a note. */
export const enrollReviewBody = object({
  state: string()
    .required(ACTIVITY_MESSAGES.reviewStateInvalid)
    .oneOf([...REVIEW_STATES], ACTIVITY_MESSAGES.reviewStateInvalid),
  note: optionalText(250),
});
export type EnrollReviewBody = InferType<typeof enrollReviewBody>;

const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
const tagsSchema = { type: ['array', 'string', 'null'], items: { type: 'string' } } as const;

/** `ActivityRecord`: an activity or exhibition with its derived window (`valid`, `hint`) and voting phase. */
export const activityRecordSchema = recordSchema<ActivityRecord>()({
  type: 'object',
  required: [
    'activityId',
    'title',
    'cover',
    'state',
    'likesNum',
    'collectNum',
    'joinNum',
    'hitNum',
    'accessScope',
    'createTime',
    'updateTime',
    'createBy',
  ],
  properties: {
    activityId: { type: 'string' },
    title: { type: 'string' },
    talkTopic: nullable('string'),
    description: nullable('string'),
    summary: nullable('string'),
    cover: { type: 'string' },
    model: { type: 'string', enum: ['shop', 'article'] },
    type: { type: 'string', description: '作品类型：image、video、mixed' },
    submitType: nullable('string'),
    activityTags: tagsSchema,
    articleTags: tagsSchema,
    imageTags: tagsSchema,
    videoTags: tagsSchema,
    state: { type: 'string', enum: Object.values(ActivityState), description: 'doing / finish 随征稿时间变化' },
    likesNum: { type: 'integer' },
    collectNum: { type: 'integer' },
    joinNum: { type: 'integer', description: '作品数' },
    hitNum: { type: 'integer' },
    unlink: nullable('string'),
    roadshowId: nullable('string'),
    content: nullable('string'),
    accessScope: { type: 'string', enum: Object.values(AccessScope) },
    validStart: nullableTime,
    validEnd: nullableTime,
    createTime: dateTime,
    updateTime: dateTime,
    createBy: { type: 'string' },
    creator: userBriefSchema,
    kind: { type: 'string', enum: [...ACTIVITY_KINDS] },
    contentId: { type: 'string', description: '点赞、收藏、浏览计数所用的内容 ID' },
    valid: { type: 'boolean', description: '现在可以投稿' },
    hint: { type: 'string', description: '征稿提示（spec §4）' },
    phase: { type: 'string', enum: ['before', 'open', 'closed'] },
    voteStart: nullableTime,
    voteEnd: nullableTime,
    votePhase: { type: 'string', enum: ['none', 'before', 'open', 'closed'] },
    voteDailyCap: { type: 'integer', description: '每人每天在本活动可投票数' },
    remainingVotes: { ...nullable('integer'), description: '当前登录用户今天剩余票数（未登录或不在投票期为 null）' },
    entryLimit: { type: 'integer', description: '每人可提交的作品数' },
    liked: { type: 'boolean' },
    collected: { type: 'boolean' },
    media: {
      type: 'array',
      items: mediaRecordSchema,
      description: '详情与管理列表：活动的附件（PDF、Word、Excel、PPT）',
    },
  },
});

/** `EnrollmentRecord`: an entry; name / phone / demand / note only for its author and admins. */
export const enrollmentRecordSchema = recordSchema<EnrollmentRecord>()({
  type: 'object',
  required: [
    'enrollId',
    'activityId',
    'title',
    'cover',
    'state',
    'likesNum',
    'collectNum',
    'hitNum',
    'forwardedNum',
    'forwardedFlag',
    'accessScope',
    'createTime',
    'updateTime',
    'createBy',
  ],
  properties: {
    enrollId: { type: 'string' },
    activityId: { type: 'string' },
    title: { type: 'string' },
    talkTopic: nullable('string'),
    description: nullable('string'),
    summary: nullable('string'),
    cover: { type: 'string' },
    type: { type: 'string', description: 'image 或 video' },
    state: { type: 'string', enum: Object.values(EnrollState) },
    likesNum: { type: 'integer' },
    collectNum: { type: 'integer' },
    hitNum: { type: 'integer' },
    forwardedNum: { type: 'integer' },
    forwardedFlag: { type: 'string', enum: Object.values(YesNo) },
    thumbs: { type: ['array', 'string', 'null'], items: { type: 'string' } },
    content: nullable('string'),
    accessScope: { type: 'string', enum: Object.values(AccessScope) },
    createTime: dateTime,
    updateTime: dateTime,
    createBy: { type: 'string' },
    creator: userBriefSchema,
    kind: { type: 'string', enum: [...ACTIVITY_KINDS] },
    contentId: { type: 'string', description: '作品的内容 ID（点赞、收藏、评论、浏览）' },
    media: { type: 'array', items: mediaRecordSchema, description: '仅详情：作品的图片或视频' },
    coverImage: { ...imageSourceSchema, type: ['object', 'null'] },
    voteNum: { type: 'integer' },
    voted: { type: 'boolean', description: '当前登录用户已为它投票（每人每件一票）' },
    name: nullable('string'),
    phone: nullable('string'),
    demand: nullable('string'),
    note: nullable('string'),
    reviewTime: nullableTime,
    activityTitle: { type: 'string' },
  },
});

/** `RoadshowRecord`: a road show. */
export const roadshowRecordSchema = recordSchema<RoadshowRecord>()({
  type: 'object',
  required: ['roadshowId', 'title', 'type', 'state', 'cover', 'createTime', 'updateTime'],
  properties: {
    roadshowId: { type: 'string' },
    title: { type: 'string' },
    type: { type: 'string' },
    state: { type: 'string', enum: Object.values(RecordState) },
    cover: { type: 'string' },
    summary: nullable('string'),
    content: nullable('string'),
    city: nullable('string'),
    address: nullable('string'),
    startTime: nullableTime,
    endTime: nullableTime,
    activityNum: { type: 'integer' },
    createTime: dateTime,
    updateTime: dateTime,
  },
});

/** `EnrollmentCurrent`: my entries in an activity and what I may still do. */
export const enrollmentCurrentSchema = recordSchema<EnrollmentCurrent>()({
  type: 'object',
  required: ['activityId', 'valid', 'hint', 'entryLimit', 'entryCount', 'remaining', 'records', 'remainingVotes'],
  properties: {
    activityId: { type: 'string' },
    valid: { type: 'boolean' },
    hint: { type: 'string' },
    entryLimit: { type: 'integer' },
    entryCount: { type: 'integer' },
    remaining: { type: 'integer', description: '还可提交的作品数' },
    records: { type: 'array', items: enrollmentRecordSchema },
    remainingVotes: nullable('integer'),
  },
});

/** `VoteResult`: the entry's exact vote count and my votes left today. */
export const voteResultSchema = recordSchema<VoteResult>()({
  type: 'object',
  required: ['enrollId', 'activityId', 'voteNum', 'remainingVotes'],
  properties: {
    enrollId: { type: 'string' },
    activityId: { type: 'string' },
    voteNum: { type: 'integer' },
    remainingVotes: { type: 'integer' },
  },
});

/** `ActivityResults`: excellent works and the vote ranking, after the voting phase. */
export const activityResultsSchema = recordSchema<ActivityResults>()({
  type: 'object',
  required: ['activityId', 'votePhase', 'totalVotes', 'excellent', 'ranking'],
  properties: {
    activityId: { type: 'string' },
    votePhase: { type: 'string', enum: ['none', 'before', 'open', 'closed'] },
    totalVotes: { type: 'integer' },
    excellent: { type: 'array', items: enrollmentRecordSchema },
    ranking: { type: 'array', items: enrollmentRecordSchema, description: '按票数从高到低（同票按投稿时间）' },
  },
});

export const exampleActivity = {
  activityId: 'a1',
  title: '春日医院摄影大赛',
  talkTopic: '#春日#',
  description: '记录医院里的春天',
  summary: '以春日为题的摄影征稿',
  cover: '/files/demo/a1.jpg',
  model: 'article',
  type: 'image',
  submitType: 'online',
  activityTags: ['人像', '风光'],
  articleTags: [],
  imageTags: ['春日'],
  videoTags: [],
  state: 'doing',
  likesNum: 1,
  collectNum: 2,
  joinNum: 3,
  hitNum: 4,
  unlink: null,
  roadshowId: 'r1',
  content: '<p>活动详情</p>',
  accessScope: 'public',
  validStart: EXAMPLE_TIME,
  validEnd: '2026-02-02T03:04:05.000Z',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
  createBy: 'u1',
  creator: exampleUserBrief,
  kind: 'activity',
  contentId: 'c9',
  valid: true,
  hint: '距截稿还有31天',
  phase: 'open',
  voteStart: '2026-02-03T00:00:00.000Z',
  voteEnd: '2026-02-10T00:00:00.000Z',
  votePhase: 'before',
  voteDailyCap: 5,
  remainingVotes: null,
  entryLimit: 3,
  liked: false,
  collected: true,
  media: [
    {
      mediaId: 'm2',
      kind: 'file',
      url: '/files/d/rules.pdf',
      name: '征稿细则.pdf',
      size: 20480,
      type: 'application/pdf',
      createTime: EXAMPLE_TIME,
    },
  ],
} satisfies Required<ActivityRecord>;

export const exampleEnrollment = {
  enrollId: 'e1',
  activityId: 'a1',
  title: '病房里的春光',
  talkTopic: null,
  description: '清晨的病房',
  summary: null,
  cover: '/files/demo/e1.jpg',
  type: 'image',
  state: 'pass',
  likesNum: 1,
  collectNum: 2,
  hitNum: 3,
  forwardedNum: 0,
  forwardedFlag: 'no',
  thumbs: ['/files/demo/e1.jpg'],
  content: null,
  accessScope: 'public',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
  createBy: 'u1',
  creator: exampleUserBrief,
  kind: 'activity',
  contentId: 'c10',
  media: [exampleMedia],
  coverImage: exampleImageSource,
  voteNum: 12,
  voted: false,
  name: '林医生',
  phone: '13800000001',
  demand: '希望参加线下展',
  note: '构图出色',
  reviewTime: EXAMPLE_TIME,
  activityTitle: '春日医院摄影大赛',
} satisfies Required<EnrollmentRecord>;

export const exampleRoadshow = {
  roadshowId: 'r1',
  title: '医影巡展·上海站',
  type: 'city',
  state: 'publish',
  cover: '/files/demo/r1.jpg',
  summary: '优秀作品线下巡展',
  content: '<p>路演详情</p>',
  city: '上海',
  address: '徐汇区某医院报告厅',
  startTime: EXAMPLE_TIME,
  endTime: '2026-01-05T03:04:05.000Z',
  activityNum: 2,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<RoadshowRecord>;

const exampleCurrent = {
  activityId: 'a1',
  valid: true,
  hint: '距截稿还有31天',
  entryLimit: 3,
  entryCount: 1,
  remaining: 2,
  records: [exampleEnrollment],
  remainingVotes: 4,
} satisfies Required<EnrollmentCurrent>;

const exampleVote = { enrollId: 'e1', activityId: 'a1', voteNum: 13, remainingVotes: 4 } satisfies Required<VoteResult>;

const exampleResults = {
  activityId: 'a1',
  votePhase: 'closed',
  totalVotes: 12,
  excellent: [{ ...exampleEnrollment, state: 'excellent' as const }],
  ranking: [exampleEnrollment],
} satisfies Required<ActivityResults>;

/** Everything the activity, entry, road-show and their admin calls fix. */
export const activityContract = {
  paths: activityPaths,
  pageSize: PAGE_SIZE.activity,
  sortColumns: ACTIVITY_SORT_COLUMNS,
  listQuery: activityListQuery,
  currentQuery: activityCurrentQuery,
  record: activityRecordSchema,
  results: activityResultsSchema,
  examples: {
    listActivity: examplePage(exampleActivity),
    activityDetail: exampleActivity,
    currentActivity: exampleActivity,
    activityResults: exampleResults,
  } satisfies RouteExamples,
} as const;

export const activityEnrollContract = {
  paths: activityEnrollPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: ENROLL_SORT_COLUMNS,
  listQuery: enrollListQuery,
  uploadListQuery: activityListQuery,
  currentQuery: enrollCurrentQuery,
  bodies: { create: enrollCreateBody, update: enrollUpdateBody },
  record: enrollmentRecordSchema,
  current: enrollmentCurrentSchema,
  vote: voteResultSchema,
  examples: {
    listActivityEnroll: examplePage(exampleEnrollment),
    uploadActivityList: examplePage(exampleActivity),
    currentActivityEnroll: exampleCurrent,
    myActivityEnroll: exampleCurrent,
    activityEnrollDetail: exampleEnrollment,
    createActivityEnroll: exampleEnrollment,
    updateActivityEnroll: exampleEnrollment,
    voteActivityEnroll: exampleVote,
  } satisfies RouteExamples,
} as const;

export const roadshowContract = {
  paths: roadshowPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: ROADSHOW_SORT_COLUMNS,
  listQuery: roadshowListQuery,
  record: roadshowRecordSchema,
  examples: {
    listRoadshow: examplePage(exampleRoadshow),
    roadshowDetail: exampleRoadshow,
  } satisfies RouteExamples,
} as const;

export const activityMngContract = {
  paths: activityMngPaths,
  listQuery: activityListQuery,
  enrollListQuery,
  roadshowListQuery,
  bodies: {
    create: activityCreateBody,
    update: activityUpdateBody,
    review: enrollReviewBody,
    roadshowCreate: roadshowCreateBody,
    roadshowUpdate: roadshowUpdateBody,
  },
  examples: {
    mngListActivity: examplePage({ ...exampleActivity, state: 'create' as const }),
    mngCreateActivity: exampleActivity,
    mngUpdateActivity: exampleActivity,
    mngPublishActivity: exampleActivity,
    mngDownActivity: { ...exampleActivity, state: 'down' as const },
    mngListActivityEnroll: examplePage({ ...exampleEnrollment, state: 'created' as const }),
    mngReviewActivityEnroll: exampleEnrollment,
    mngListRoadshow: examplePage(exampleRoadshow),
    mngCreateRoadshow: exampleRoadshow,
    mngUpdateRoadshow: exampleRoadshow,
    mngPublishRoadshow: exampleRoadshow,
  } satisfies RouteExamples,
} as const;
