import {
  AccessScope,
  ContentType,
  PAGE_SIZE,
  PatientConsent,
  RecordState,
  YesNo,
  type ContentRecord,
  type Topic,
} from '@yiying/models';
import { contentSchema, contentUpdateSchema } from '../publishing-schemas.js';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { exampleImageSource, exampleMedia, imageSourceSchema, mediaRecordSchema } from './media.js';
import { userBriefSchema } from './user-brief.js';
import { contentPaths, topicPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';
import { TOPIC_SORT_COLUMNS, topicListQuery } from './topic.schema.js';
import {
  attentionListQuery,
  CONTENT_SORT_COLUMNS,
  contentListQuery,
  hotListQuery,
  personalContentQuery,
  sideListQuery,
} from './content.schema.js';
export * from './topic.schema.js';
export * from './content.schema.js';

const contentProperties = {
  contentId: { type: 'string' },
  parentId: nullable('string'),
  categoryId: nullable('string'),
  circleId: nullable('string'),
  title: { type: 'string' },
  cover: { type: 'string' },
  type: { type: 'string', enum: Object.values(ContentType) },
  state: { type: 'string', enum: Object.values(RecordState) },
  talkTopic: nullable('string'),
  likesNum: { type: 'integer' },
  collectNum: { type: 'integer' },
  commentNum: { type: 'integer' },
  hitNum: { type: 'integer' },
  forwardedNum: { type: 'integer' },
  forwardedFlag: { type: 'string', enum: Object.values(YesNo) },
  thumbs: { type: 'array', items: { type: 'string' } },
  content: { type: 'string' },
  accessScope: { type: 'string', enum: Object.values(AccessScope) },
  createTime: dateTime,
  updateTime: dateTime,
  createBy: { type: 'string' },
  width: { type: 'integer' },
  height: { type: 'integer' },
  comments: { type: 'integer' },
  creator: userBriefSchema,
  tags: { type: 'array', items: { type: 'string' } },
  sensitive: { type: 'boolean', description: '敏感内容：图片先模糊显示，点击查看' },
  showExif: { type: 'boolean', description: '显示拍摄参数' },
  patientConsent: {
    ...nullable('string'),
    enum: [...Object.values(PatientConsent), null],
    description: '患者隐私确认',
  },
  coverImage: { ...imageSourceSchema, type: ['object', 'null'] },
  media: { type: 'array', items: mediaRecordSchema, description: '仅详情：帖子的图片、视频、文章内图片与附件' },
  liked: { type: 'boolean', description: '当前登录用户已点赞（未登录时不返回）' },
  collected: { type: 'boolean', description: '当前登录用户已收藏（未登录时不返回）' },
  moderated: { type: 'boolean', description: '已被管理员隐藏（作者不能再发布，只有管理员可恢复）' },
  moderationReason: { type: 'string', description: '管理员隐藏或待审核的原因' },
  held: { type: 'boolean', description: '审核中：审核通过后公开（仅作者与管理员可见）' },
  moderationState: {
    type: 'string',
    enum: ['hidden', 'held'],
    description: 'held 待审核（如图片待审核），hidden 已被管理员隐藏',
  },
  folded: { type: 'boolean', description: '因当前用户的屏蔽词被折叠（仅登录用户、有折叠词时返回）' },
  foldedWord: { type: 'string', description: '折叠所因的屏蔽词' },
} as const;

const contentRequired = [
  'contentId',
  'title',
  'cover',
  'type',
  'state',
  'likesNum',
  'collectNum',
  'commentNum',
  'hitNum',
  'forwardedNum',
  'forwardedFlag',
  'accessScope',
  'createTime',
  'updateTime',
  'createBy',
] as const;

/**
 * `ContentRecord` as the API answers it. A forward carries its source in `parent` (null when the
 * source is not visible); the source's own `parent` is never sent, so the schema stops at one level.
 */
export const contentRecordSchema = recordSchema<ContentRecord>()({
  type: 'object',
  required: contentRequired,
  properties: {
    ...contentProperties,
    parent: { type: ['object', 'null'], required: contentRequired, properties: contentProperties },
  },
});

/** Everything the content resource fixes: routes, page size, list query and record. */
const exampleContent = {
  contentId: 'c1',
  parentId: 'c0',
  categoryId: 'cat',
  circleId: 'circle',
  title: '手术室的清晨',
  cover: '/files/demo/c1.jpg',
  type: 'image',
  state: 'publish',
  talkTopic: '#医者#',
  likesNum: 1,
  collectNum: 2,
  commentNum: 3,
  hitNum: 4,
  forwardedNum: 5,
  forwardedFlag: 'yes',
  thumbs: ['/files/demo/t.jpg'],
  content: '正文',
  accessScope: 'public',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
  createBy: 'u1',
  width: 800,
  height: 600,
  comments: 1,
  creator: exampleUserBrief,
  tags: ['人像', '手术室'],
  sensitive: false,
  showExif: true,
  patientConsent: 'consent',
  coverImage: exampleImageSource,
  media: [exampleMedia],
  liked: true,
  collected: false,
  moderated: false,
  moderationReason: '',
  held: false,
  moderationState: 'hidden',
  folded: true,
  foldedWord: '剧透',
} satisfies Required<Omit<ContentRecord, 'parent'>>;

const exampleForward = { ...exampleContent, parent: exampleContent } satisfies Required<ContentRecord>;

/** A page of an infinite-scroll list: `nextCursor` continues it. */
const exampleCursorPage = { ...examplePage(exampleForward), nextCursor: 'eyJrIjpbMV19' };

/** Example answers of the content routes (a forward, so `parent` is filled too). */
const examples = {
  listContent: exampleCursorPage,
  hotContent: exampleCursorPage,
  attentionContent: exampleCursorPage,
  sideContent: examplePage(exampleForward),
  contentDetail: exampleForward,
  personalContent: examplePage(exampleForward),
  createContent: exampleForward,
  updateContent: exampleForward,
} satisfies RouteExamples;

/** Everything the content resource fixes: routes, page size, queries, bodies and record. */
export const contentContract = {
  paths: contentPaths,
  pageSize: PAGE_SIZE.content,
  sortColumns: CONTENT_SORT_COLUMNS,
  listQuery: contentListQuery,
  personalListQuery: personalContentQuery,
  hotListQuery,
  attentionListQuery,
  sideListQuery,
  bodies: { create: contentSchema, update: contentUpdateSchema },
  record: contentRecordSchema,
  examples,
} as const;

/** `Topic`: a `#topic#` named in titles; `title` is the text without the # marks. */
export const topicRecordSchema = recordSchema<Topic>()({
  type: 'object',
  required: ['topicId', 'title', 'state', 'createTime'],
  properties: {
    topicId: { type: 'string' },
    parentId: nullable('string'),
    title: { type: 'string', description: '话题名（不含 #）' },
    cover: { type: 'string' },
    description: { type: 'string' },
    state: { type: 'string', enum: Object.values(RecordState) },
    hitNum: { type: 'integer' },
    contentNum: { type: 'integer', description: '可见帖子数' },
    createTime: dateTime,
  },
});

const exampleTopic = {
  topicId: 't1',
  parentId: null,
  title: '医者',
  cover: '/files/m/t.jpg',
  description: '记录医者的日常',
  state: 'publish',
  hitNum: 10,
  contentNum: 3,
  createTime: EXAMPLE_TIME,
} satisfies Required<Topic>;

/** Everything the topic resource fixes. */
export const topicContract = {
  paths: topicPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: TOPIC_SORT_COLUMNS,
  listQuery: topicListQuery,
  record: topicRecordSchema,
  examples: { listTopic: examplePage(exampleTopic), topicDetail: exampleTopic } satisfies RouteExamples,
} as const;
