import { object, string, type InferType } from 'yup';
import { ContentType, Enabled, PAGE_SIZE, YesNo } from '@yiying/models';
import { optionalText, text } from '../fields.js';
import { enabledField, positionField, searchField } from './resource.js';
import { pagingFields, queryEnum, queryFlag, queryId } from './query.js';

/** Texts of the circle calls. */
export const CIRCLE_MESSAGES = {
  nameRequired: '请输入圈子名称',
  nameMax: '圈子名称不能超过32个字符',
  descriptionMax: '圈子简介不能超过250个字符',
  coverMax: '封面地址不能超过500个字符',
  enabledInvalid: 'enabled 只能是 1 或 0',
  starFlagInvalid: 'starFlag 只能是 yes 或 no',
  sortInvalid: 'sort 必须是 0 到 100000 之间的整数',
  circleRequired: '请选择圈子',
  notFound: '圈子不存在',
  disabled: '圈子已停用',
  subscriptionNotFound: '未加入该圈子',
} as const;

/** Columns a circle list may be sorted by; without `sort` circles come by position, then by members. */
export const CIRCLE_SORT_COLUMNS = ['sort', 'create_time', 'subscribe_num', 'content_num', 'name'] as const;
/** Subscriptions are listed newest first. */
export const CIRCLE_SUBSCRIBE_SORT_COLUMNS = ['create_time'] as const;
/** Posts in circles are listed newest first, or by likes or views. */
export const CIRCLE_CONTENT_SORT_COLUMNS = ['create_time', 'likes_num', 'hit_num'] as const;

/**
 * Query of `GET /api/circle/list` (spec §7: enabled, starFlag): the public list holds only enabled circles whatever
 * `enabled` says; `starFlag` yes gives the featured ones. 10 per page.
 */
export const circleListQuery = object({
  ...pagingFields(PAGE_SIZE.default, CIRCLE_SORT_COLUMNS),
  enabled: queryFlag('enabled', Object.values(Enabled), '是否启用（公开列表只含 1）'),
  starFlag: queryEnum('starFlag', Object.values(YesNo), '推荐圈子', CIRCLE_MESSAGES.starFlagInvalid),
  search: searchField('名称包含的文字'),
});

/** The validated circle list query. */
export type CircleListQuery = InferType<typeof circleListQuery>;

const circleEnabledField = () => enabledField(CIRCLE_MESSAGES.enabledInvalid);

const starFlagField = () =>
  string()
    .oneOf(Object.values(YesNo), CIRCLE_MESSAGES.starFlagInvalid)
    .meta({ message: CIRCLE_MESSAGES.starFlagInvalid });

const sortField = () => positionField(CIRCLE_MESSAGES.sortInvalid);

/** Body of `POST /web/circle/create` (a member's circle) and `POST /mng/circle/create` (an admin's). */
export const circleCreateBody = object({
  name: text().required(CIRCLE_MESSAGES.nameRequired).max(32, CIRCLE_MESSAGES.nameMax),
  description: optionalText(250, CIRCLE_MESSAGES.descriptionMax),
  cover: optionalText(500, CIRCLE_MESSAGES.coverMax),
  /** Only an admin sets these; a member's circle is enabled, not featured, at position 0. */
  enabled: circleEnabledField().optional(),
  starFlag: starFlagField().optional(),
  sort: sortField().optional(),
});

/** The validated circle body. */
export type CircleCreateBody = InferType<typeof circleCreateBody>;

/** Body of the circle updates: only the fields given change. */
export const circleUpdateBody = object({
  name: text().min(1, CIRCLE_MESSAGES.nameRequired).max(32, CIRCLE_MESSAGES.nameMax).optional(),
  description: text().max(250, CIRCLE_MESSAGES.descriptionMax).optional(),
  cover: text().max(500, CIRCLE_MESSAGES.coverMax).optional(),
  enabled: circleEnabledField().optional(),
  starFlag: starFlagField().optional(),
  sort: sortField().optional(),
});

/** The validated circle update. */
export type CircleUpdateBody = InferType<typeof circleUpdateBody>;

/** Query of `GET /web/circleSubscribe/list` (spec §7: circleId, subscribeFlag): the member's own subscriptions. */
export const circleSubscribeListQuery = object({
  ...pagingFields(PAGE_SIZE.default, CIRCLE_SUBSCRIBE_SORT_COLUMNS),
  circleId: queryId('circleId', '圈子 ID'),
  subscribeFlag: queryEnum(
    'subscribeFlag',
    Object.values(YesNo),
    '是否加入（默认 yes）',
    'subscribeFlag 只能是 yes 或 no',
  ),
});

/** The validated subscription list query. */
export type CircleSubscribeListQuery = InferType<typeof circleSubscribeListQuery>;

/** Body of `POST /web/circleSubscribe/create`: join a circle (joining again is not an error). */
export const circleSubscribeCreateBody = object({
  circleId: text().required(CIRCLE_MESSAGES.circleRequired).max(64, CIRCLE_MESSAGES.circleRequired),
});

/** The validated subscription body. */
export type CircleSubscribeCreateBody = InferType<typeof circleSubscribeCreateBody>;

/**
 * Query of `GET /api/content/allCircleList` and `GET /web/content/attentionCircleList`: published posts in circles
 * (12 per page), optionally of one circle and one content type.
 */
export const circleContentQuery = object({
  ...pagingFields(PAGE_SIZE.circleContent, CIRCLE_CONTENT_SORT_COLUMNS),
  circleId: queryId('circleId', '圈子 ID'),
  type: queryEnum('type', Object.values(ContentType), '内容类型'),
});

/** The validated circle content query. */
export type CircleContentQuery = InferType<typeof circleContentQuery>;
