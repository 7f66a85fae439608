import { object, string, type InferType } from 'yup';
import {
  AccessScope,
  ACTIVITY_KINDS,
  ActivityState,
  PAGE_SIZE,
  TITLE_MAX_LENGTH,
  type ActivityRecord,
} from '@yiying/models';
import { optionalText, text, titleField } from '../../fields.js';
import { MESSAGES } from '../../messages.js';
import { dateTime, nullable, recordSchema } from '../json-schema.js';
import { mediaRecordSchema } from '../media.js';
import { pagingFields, queryEnum, queryId } from '../query.js';
import { userBriefSchema } from '../user-brief.js';
import { EXAMPLE_TIME, exampleUserBrief } from '../examples.js';
import {
  ACTIVITY_MESSAGES,
  ACTIVITY_SORT_COLUMNS,
  ACTIVITY_TYPES,
  attachmentList,
  dateQuery,
  kindQuery,
  nullableTime,
  optionalTime,
  orderedTimes,
  tagList,
  tagsSchema,
  timeField,
} from './fields.js';

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
