import {
  AccessScope,
  ACTIVITY_KINDS,
  EnrollState,
  YesNo,
  type ActivityResults,
  type EnrollmentCurrent,
  type EnrollmentRecord,
  type VoteResult,
} from '@yiying/models';
import { dateTime, nullable, recordSchema } from '../json-schema.js';
import { exampleImageSource, exampleMedia, imageSourceSchema, mediaRecordSchema } from '../media.js';
import { userBriefSchema } from '../user-brief.js';
import { EXAMPLE_TIME, exampleUserBrief } from '../examples.js';
import { nullableTime } from './fields.js';
export * from './enroll.schema.js';

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
