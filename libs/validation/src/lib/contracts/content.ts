import { number, object, string, type InferType } from 'yup';
import {
  AccessScope,
  ContentType,
  HOT_NUM_DEFAULT,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  PatientConsent,
  RecordState,
  YesNo,
  type ContentRecord,
  type Topic,
} from '@yiying/models';
import { MESSAGES } from '../messages.js';
import { contentSchema, contentUpdateSchema, PUBLISHED_CONTENT_TYPES } from '../publishing-schemas.js';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { exampleImageSource, exampleMedia, imageSourceSchema, mediaRecordSchema } from './media.js';
import { pagingFields, queryEnum, queryFlag, queryId, queryInteger } from './query.js';
import { userBriefSchema } from './user-brief.js';
import { contentPaths, topicPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, exampleUserBrief, type RouteExamples } from './examples.js';
import { TOPIC_SORT_COLUMNS, topicListQuery } from './topic.schema.js';
export * from './topic.schema.js';

/** Columns a content list may be sorted by (snake_case; camelCase is accepted too). */
export const CONTENT_SORT_COLUMNS = [
  'create_time',
  'update_time',
  'likes_num',
  'collect_num',
  'comment_num',
  'hit_num',
  'forwarded_num',
  'top_flag',
  'sort',
  'title',
] as const;

/** What `search` of a content list matches: the title (default) or a tag. */
export const CONTENT_SEARCH_TYPES = ['title', 'tag'] as const;

/** Longest `cursor` a list accepts (an opaque keyset position). */
const CURSOR_MAX_LENGTH = 200;

/**
 * `cursor`: the `nextCursor` of the previous answer. With a cursor the list continues after that position (keyset
 * paging, as fast on the last page as on the first) and `pageNum` is ignored.
 */
export function cursorField() {
  const text = 'cursor 无效，请从第一页重新加载';
  return string()
    .typeError(text)
    .min(1, text)
    .max(CURSOR_MAX_LENGTH, text)
    .optional()
    .meta({ description: '上一页答复中的 nextCursor（无限滚动）；给出时忽略 pageNum', message: text });
}

/** `search` / `searchType` of the paging fields (spec §7). */
function searchFields() {
  const text = 'search 必须是 1 到 32 个字符';
  return {
    search: string()
      .typeError(text)
      .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
      .min(1, text)
      .max(32, text)
      .optional()
      .meta({ description: '搜索文字（中文单字、双字均可）', message: text }),
    searchType: queryEnum(
      'searchType',
      CONTENT_SEARCH_TYPES,
      'search 匹配的字段：title 标题（默认）、tag 标签',
      'searchType 只能是 title 或 tag',
    ),
  };
}

/** Query of `GET /api/content/list`: paging (9 per page) and the content filters. */
export const contentListQuery = object({
  ...pagingFields(PAGE_SIZE.content, CONTENT_SORT_COLUMNS),
  ...searchFields(),
  cursor: cursorField(),
  type: queryEnum('type', Object.values(ContentType), '内容类型'),
  talkTopic: queryId('talkTopic', '话题'),
  state: queryEnum('state', Object.values(RecordState), '状态（公开列表只含 publish）'),
  categoryId: queryId('categoryId', '分类 ID'),
  circleId: queryId('circleId', '圈子 ID'),
  forwardedFlag: queryEnum('forwardedFlag', Object.values(YesNo), '是否转发', 'forwardedFlag 只能是 yes 或 no'),
  accessScope: queryEnum('accessScope', Object.values(AccessScope), '可见范围（公开列表只含 public）'),
  createBy: queryId('createBy', '作者用户 ID'),
  comments: queryFlag('comments', [0, 1] as const, '评论开关：1 允许，0 禁止'),
});

/** The validated content list query (defaults applied). */
export type ContentListQuery = InferType<typeof contentListQuery>;

/**
 * Query of `GET /api/content/hotList`: posts by hot rank (likes, comments, forwards, collections and views with time
 * decay). `hotNum` (default 10) is the page size when `pageSize` is not given; `userId` keeps one author's posts.
 */
export const hotListQuery = object({
  pageNum: pagingFields(HOT_NUM_DEFAULT, CONTENT_SORT_COLUMNS).pageNum,
  currentPage: pagingFields(HOT_NUM_DEFAULT, CONTENT_SORT_COLUMNS).currentPage,
  pageSize: queryInteger(
    `pageSize 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`,
    1,
    MAX_PAGE_SIZE,
    `每页条数，1 到 ${MAX_PAGE_SIZE}（默认 hotNum）`,
  ),
  hotNum: number()
    .typeError(`hotNum 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`)
    .integer(`hotNum 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`)
    .min(1, `hotNum 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`)
    .max(MAX_PAGE_SIZE, `hotNum 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`)
    .default(HOT_NUM_DEFAULT)
    .meta({
      description: `热门条数（默认 ${HOT_NUM_DEFAULT}）`,
      message: `hotNum 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`,
    }),
  type: queryEnum('type', Object.values(ContentType), '内容类型'),
  userId: queryId('userId', '只看这位作者'),
  cursor: cursorField(),
});

/** The validated hot list query. */
export type HotListQuery = InferType<typeof hotListQuery>;

/** Query of `GET /web/content/attentionList`: posts of the members I follow, newest first. */
export const attentionListQuery = object({
  ...pagingFields(PAGE_SIZE.content, ['create_time'] as const),
  type: queryEnum('type', Object.values(ContentType), '内容类型'),
  cursor: cursorField(),
});

/** The validated attention list query. */
export type AttentionListQuery = InferType<typeof attentionListQuery>;

/** Query of `GET /api/content/sideList`: more from the same author or circle as `contentId` (12). */
export const sideListQuery = object({
  ...pagingFields(PAGE_SIZE.sideContent, ['create_time'] as const),
  contentId: string()
    .typeError(MESSAGES.contentIdRequired)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(MESSAGES.contentIdRequired)
    .min(1, MESSAGES.contentIdRequired)
    .max(64, MESSAGES.contentIdRequired)
    .meta({ description: '当前内容 ID', message: MESSAGES.contentIdRequired }),
});

/** The validated side list query. */
export type SideListQuery = InferType<typeof sideListQuery>;

/** Query of `GET /web/content/personalList`: the signed-in member's own posts, drafts and hidden ones included. */
export const personalContentQuery = object({
  ...pagingFields(PAGE_SIZE.content, CONTENT_SORT_COLUMNS),
  type: queryEnum('type', PUBLISHED_CONTENT_TYPES, '内容类型'),
  state: queryEnum('state', Object.values(RecordState), '状态：create 草稿、publish 已发布、down 已隐藏'),
});

/** The validated personal content query. */
export type PersonalContentQuery = InferType<typeof personalContentQuery>;

/** Body of `POST /web/content/create` as the server reads it (defaults applied). */
export type ContentCreateBody = InferType<typeof contentSchema>;
/** Body of `POST /web/content/update/{id}`. */
export type ContentUpdateBody = InferType<typeof contentUpdateSchema>;

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
