import { number, object, string, type InferType } from 'yup';
import {
  AccessScope,
  ContentType,
  HOT_NUM_DEFAULT,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  RecordState,
  YesNo,
} from '@yiying/models';
import { MESSAGES } from '../messages.js';
import { PUBLISHED_CONTENT_TYPES, type contentSchema, type contentUpdateSchema } from '../publishing-schemas.js';
import { pagingFields, queryEnum, queryFlag, queryId, queryInteger } from './query.js';

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
