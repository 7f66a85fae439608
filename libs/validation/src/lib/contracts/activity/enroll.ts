import { array, object, string, type InferType } from 'yup';
import {
  AccessScope,
  ACTIVITY_KINDS,
  EnrollState,
  PAGE_SIZE,
  TITLE_MAX_LENGTH,
  YesNo,
  type ActivityResults,
  type EnrollmentCurrent,
  type EnrollmentRecord,
  type VoteResult,
} from '@yiying/models';
import { nameField, optionalText, patientConsentField, phoneField, text, titleField } from '../../fields.js';
import { MESSAGES } from '../../messages.js';
import { dateTime, nullable, recordSchema } from '../json-schema.js';
import { exampleImageSource, exampleMedia, imageSourceSchema, mediaRecordSchema } from '../media.js';
import { pagingFields, queryEnum, queryId } from '../query.js';
import { userBriefSchema } from '../user-brief.js';
import { EXAMPLE_TIME, exampleUserBrief } from '../examples.js';
import {
  ACTIVITY_MESSAGES,
  ENROLL_SORT_COLUMNS,
  ENROLL_TYPES,
  kindQuery,
  nullableTime,
  REVIEW_STATES,
  tagList,
} from './fields.js';

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
  /** 患者隐私确认, when the work's pictures still show faces (see `patientConsentReason`). */
  patientConsent: patientConsentField(),
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
  patientConsent: patientConsentField(),
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

export const exampleCurrent = {
  activityId: 'a1',
  valid: true,
  hint: '距截稿还有31天',
  entryLimit: 3,
  entryCount: 1,
  remaining: 2,
  records: [exampleEnrollment],
  remainingVotes: 4,
} satisfies Required<EnrollmentCurrent>;

export const exampleVote = {
  enrollId: 'e1',
  activityId: 'a1',
  voteNum: 13,
  remainingVotes: 4,
} satisfies Required<VoteResult>;

export const exampleResults = {
  activityId: 'a1',
  votePhase: 'closed',
  totalVotes: 12,
  excellent: [{ ...exampleEnrollment, state: 'excellent' as const }],
  ranking: [exampleEnrollment],
} satisfies Required<ActivityResults>;
