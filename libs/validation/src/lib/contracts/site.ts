import { array, lazy, mixed, object, string, type InferType } from 'yup';
import {
  BannerType,
  ConfigKind,
  ContentModel,
  Enabled,
  GuestbookKind,
  MAX_PAGE_SIZE,
  NoticeType,
  PAGE_SIZE,
  RecordState,
  SITE_PARAM_KEYS,
  YesNo,
  type BannerAdminRecord,
  type CategoryRecord,
  type DictionaryRecord,
  type GuestbookRecord,
  type NoticeRecord,
  type SiteConfigRecord,
  type SiteParamRecord,
} from '@yiying/models';
import { emailField, nameField, optionalText, phoneField, text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { dateTime, nullable } from './json-schema.js';
import { enabledField, objectRecord, positionField, resourceExamples, searchField } from './resource.js';
import { pagingFields, queryEnum, queryFlag, queryId, queryInteger } from './query.js';
import {
  bannerMngPaths,
  categoryPaths,
  configPaths,
  dictPaths,
  guestbookPaths,
  noticePaths,
  siteParamPaths,
} from './paths.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from './examples.js';

/** Texts of the notice, configuration, dictionary, category, guestbook and banner management calls. */
export const SITE_MESSAGES = {
  noticeNotFound: '公告不存在',
  noticeTitleRequired: '请输入公告标题',
  noticeTitleMax: '公告标题不能超过64个字符',
  noticeSubtitleMax: '副标题不能超过128个字符',
  noticeTypeInvalid: 'type 不是有效的公告类型',
  noticeModelInvalid: 'model 只能是 shop 或 article',
  noticeImagesRequired: '图片模式的公告至少需要一张图片',
  noticeImagesMax: '公告最多20张图片',
  noticeContentMax: '公告正文过长',
  publishTimeInvalid: 'publishTime 不是有效的时间',
  stateInvalid: 'state 只能是 create、publish、down 之一',
  urlMax: '地址不能超过500个字符',
  paramNotFound: '站点参数不存在',
  paramValueMax: '参数值不能超过500个字符',
  paramLabelMax: '参数名称不能超过32个字符',
  configNotFound: '配置不存在',
  configKindInvalid: 'value 不是有效的配置类型',
  configLabelRequired: '请输入配置名称',
  configLabelMax: '配置名称不能超过64个字符',
  configContentRequired: '请输入配置内容',
  configContentInvalid: '配置内容必须是 JSON 对象文本',
  configContentMax: '配置内容不能超过65536个字符',
  siteIdMax: 'siteId 不能超过64个字符',
  dictNotFound: '字典项不存在',
  dictValueRequired: '请输入字典值',
  dictLabelRequired: '请输入字典名称',
  dictTypeRequired: '请输入字典类型',
  dictFieldMax: '字典字段不能超过64个字符',
  dictDescriptionMax: '字典描述不能超过2000个字符',
  dictParentNotFound: '上级字典项不存在',
  categoryNotFound: '分类不存在',
  categoryNameRequired: '请输入分类名称',
  categoryNameMax: '分类名称不能超过32个字符',
  categoryParentNotFound: '上级分类不存在',
  categoryDisabled: '分类未开放',
  sortInvalid: 'sort 必须是 0 到 100000 之间的整数',
  enabledInvalid: 'enabled 只能是 1 或 0',
  guestbookNotFound: '留言不存在',
  guestbookKindInvalid: 'kind 只能是 contact 或 message',
  guestbookTextMax: '留言内容不能超过500个字符',
  guestbookFieldMax: '长度不能超过64个字符',
  guestbookThrottled: '留言过于频繁，请稍后再试',
  readFlagInvalid: 'readFlag 只能是 yes 或 no',
  bannerNotFound: '横幅不存在',
  bannerTitleRequired: '请输入横幅标题',
  bannerTitleMax: '横幅标题不能超过64个字符',
  bannerCoverRequired: '请上传横幅图片',
  bannerTypeInvalid: 'type 不是有效的横幅类型',
  bannerTextMax: '横幅文字不能超过250个字符',
  fileNotSite: '图片须为本站上传的文件',
  linkInvalid: '链接须为站内路径或 http(s) 地址',
} as const;

const sortField = () => positionField(SITE_MESSAGES.sortInvalid);

const siteEnabledField = () => enabledField(SITE_MESSAGES.enabledInvalid);

const stateField = () =>
  string().oneOf(Object.values(RecordState), SITE_MESSAGES.stateInvalid).meta({ message: SITE_MESSAGES.stateInvalid });

const timeField = () =>
  string()
    .test(
      'iso-time',
      SITE_MESSAGES.publishTimeInvalid,
      (value) => value === undefined || !Number.isNaN(Date.parse(value)),
    )
    .meta({ message: SITE_MESSAGES.publishTimeInvalid });

// ---------------------------------------------------------------------------------------------------------------
// Notices

/** Notices are listed by publish time unless another column is asked for. */
export const NOTICE_SORT_COLUMNS = ['publish_time', 'create_time', 'hits', 'title'] as const;

/** Query of `GET /api/notice/list`: published notices of a type, newest first, 10 per page. */
export const noticeListQuery = object({
  ...pagingFields(PAGE_SIZE.default, NOTICE_SORT_COLUMNS),
  type: queryEnum('type', Object.values(NoticeType), '公告类型', SITE_MESSAGES.noticeTypeInvalid),
  search: searchField('标题包含的文字'),
});

/** The validated notice list query. */
export type NoticeListQuery = InferType<typeof noticeListQuery>;

/** Query of `GET /mng/notice/list`: every notice, or those of one state. */
export const mngNoticeListQuery = object({
  ...pagingFields(PAGE_SIZE.default, NOTICE_SORT_COLUMNS),
  type: queryEnum('type', Object.values(NoticeType), '公告类型', SITE_MESSAGES.noticeTypeInvalid),
  state: queryEnum('state', Object.values(RecordState), '状态', SITE_MESSAGES.stateInvalid),
  search: searchField('标题包含的文字'),
});

/** The validated management notice list query. */
export type MngNoticeListQuery = InferType<typeof mngNoticeListQuery>;

const noticeFields = {
  subtitle: optionalText(128, SITE_MESSAGES.noticeSubtitleMax),
  cover: optionalText(500, SITE_MESSAGES.urlMax),
  type: string()
    .oneOf(Object.values(NoticeType), SITE_MESSAGES.noticeTypeInvalid)
    .meta({ message: SITE_MESSAGES.noticeTypeInvalid }),
  model: string()
    .oneOf(Object.values(ContentModel), SITE_MESSAGES.noticeModelInvalid)
    .meta({ message: SITE_MESSAGES.noticeModelInvalid }),
  content: optionalText(200_000, SITE_MESSAGES.noticeContentMax),
  images: array(text().required(SITE_MESSAGES.urlMax).max(500, SITE_MESSAGES.urlMax)).max(
    20,
    SITE_MESSAGES.noticeImagesMax,
  ),
  state: stateField(),
  publishTime: timeField(),
};

/**
 * Body of `POST /mng/notice/create`: an article notice (`model` article, HTML `content`, sanitised on save) or a
 * model-shop notice (`model` shop, `images`). Without `publishTime` a published notice is published now.
 */
export const noticeCreateBody = object({
  title: text().required(SITE_MESSAGES.noticeTitleRequired).max(64, SITE_MESSAGES.noticeTitleMax),
  ...noticeFields,
  type: noticeFields.type.default(NoticeType.info),
  model: noticeFields.model.default(ContentModel.article),
  images: noticeFields.images.default([]),
  state: noticeFields.state.default(RecordState.create),
  publishTime: noticeFields.publishTime.optional(),
}).test('shop-images', SITE_MESSAGES.noticeImagesRequired, function check(value) {
  if (value?.model !== ContentModel.shop || value.state !== RecordState.publish || (value.images?.length ?? 0) > 0) {
    return true;
  }
  return this.createError({ path: 'images', message: SITE_MESSAGES.noticeImagesRequired });
});

/** The validated notice body. */
export type NoticeCreateBody = InferType<typeof noticeCreateBody>;

/** Body of `POST /mng/notice/update/{id}`: only the fields given change. */
export const noticeUpdateBody = object({
  title: text().min(1, SITE_MESSAGES.noticeTitleRequired).max(64, SITE_MESSAGES.noticeTitleMax).optional(),
  subtitle: text().max(128, SITE_MESSAGES.noticeSubtitleMax).optional(),
  cover: text().max(500, SITE_MESSAGES.urlMax).optional(),
  type: noticeFields.type.optional(),
  model: noticeFields.model.optional(),
  content: text().max(200_000, SITE_MESSAGES.noticeContentMax).optional(),
  images: noticeFields.images.optional(),
  state: noticeFields.state.optional(),
  publishTime: noticeFields.publishTime.optional(),
});

/** The validated notice update. */
export type NoticeUpdateBody = InferType<typeof noticeUpdateBody>;

/** `NoticeRecord`. */
export const noticeRecordSchema = objectRecord<NoticeRecord>()(
  {
    noticeId: { type: 'string' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    cover: { type: 'string' },
    type: { type: 'string', enum: Object.values(NoticeType) },
    model: { type: 'string', enum: Object.values(ContentModel) },
    content: { type: 'string' },
    images: { type: 'array', items: { type: 'string' } },
    state: { type: 'string', enum: Object.values(RecordState) },
    publishTime: dateTime,
    hits: { type: 'integer' },
    createTime: dateTime,
    updateTime: dateTime,
  },
  ['content'],
);

// ---------------------------------------------------------------------------------------------------------------
// Site parameters

/** Body of `POST /mng/config/params/update/{key}`: the value, label, visibility or icon of one parameter. */
export const siteParamUpdateBody = object({
  value: text().max(500, SITE_MESSAGES.paramValueMax).optional(),
  label: text().min(1, SITE_MESSAGES.paramLabelMax).max(32, SITE_MESSAGES.paramLabelMax).optional(),
  visible: mixed<boolean>()
    .transform((value: unknown) =>
      value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value,
    )
    .test('boolean', 'visible 只能是 true 或 false', (value) => value === undefined || typeof value === 'boolean')
    .optional()
    .meta({ message: 'visible 只能是 true 或 false' }),
  icon: text().max(500, SITE_MESSAGES.urlMax).optional(),
});

/** The validated site parameter update. */
export type SiteParamUpdateBody = InferType<typeof siteParamUpdateBody>;

/** `SiteParamRecord`. */
export const siteParamRecordSchema = objectRecord<SiteParamRecord>()({
  key: { type: 'string', enum: SITE_PARAM_KEYS },
  value: { type: 'string' },
  label: { type: 'string' },
  visible: { type: 'boolean' },
  icon: { type: 'string' },
  updateTime: dateTime,
});

// ---------------------------------------------------------------------------------------------------------------
// Site configuration

/** Columns the config list may be sorted by (spec §7: `label` by default, ascending). */
export const CONFIG_SORT_COLUMNS = ['label', 'value', 'create_time', 'update_time'] as const;

const configListFields = () => ({
  siteId: queryId('siteId', '站点 ID（默认全部站点）'),
  type: queryEnum('type', Object.values(ConfigKind), '配置类型（value）', SITE_MESSAGES.configKindInvalid),
  search: searchField('名称或内容包含的文字'),
  offset: queryInteger('offset 必须是大于等于 0 的整数', 0, 1_000_000, '跳过的条数（默认 0）').default(0),
  limit: queryInteger(`limit 必须是 1 到 ${MAX_PAGE_SIZE} 之间的整数`, 1, MAX_PAGE_SIZE, '条数（默认 20）').default(
    PAGE_SIZE.config,
  ),
  sort: queryEnum(
    'sort',
    CONFIG_SORT_COLUMNS,
    '排序字段（默认 label）',
    `sort 只能是以下字段之一：${CONFIG_SORT_COLUMNS.join('、')}`,
  ).default('label'),
  order: queryEnum('order', ['asc', 'desc'] as const, '排序方向（默认 asc）', 'order 只能是 asc 或 desc').default(
    'asc',
  ),
});

/** Query of `GET /api/config/list` (spec §7): siteId, type, search, offset 0, limit 20, sort label, order asc. */
export const configListQuery = object(configListFields());

/** The validated config list query. */
export type ConfigListQuery = InferType<typeof configListQuery>;

/** Query of `GET /mng/config/list`: as the public one, plus `enabled`. */
export const mngConfigListQuery = object({
  ...configListFields(),
  enabled: queryFlag('enabled', Object.values(Enabled), '是否启用'),
});

/** The validated management config list query. */
export type MngConfigListQuery = InferType<typeof mngConfigListQuery>;

function isJsonObject(value: string | undefined): boolean {
  if (value === undefined) return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

const configContentField = () =>
  string()
    .max(65_536, SITE_MESSAGES.configContentMax)
    .test('json-object', SITE_MESSAGES.configContentInvalid, isJsonObject)
    .meta({ description: 'JSON 对象文本', message: SITE_MESSAGES.configContentInvalid });

const configKindField = () =>
  string()
    .oneOf(Object.values(ConfigKind), SITE_MESSAGES.configKindInvalid)
    .meta({ message: SITE_MESSAGES.configKindInvalid });

/** Body of `POST /mng/config/create`: the kind (`value`), a label and the JSON content. */
export const configCreateBody = object({
  siteId: text().max(64, SITE_MESSAGES.siteIdMax).default('default'),
  value: configKindField().required(SITE_MESSAGES.configKindInvalid),
  label: text().required(SITE_MESSAGES.configLabelRequired).max(64, SITE_MESSAGES.configLabelMax),
  content: configContentField().required(SITE_MESSAGES.configContentRequired),
  enabled: siteEnabledField().default(Enabled.enabled),
});

/** The validated config body. */
export type ConfigCreateBody = InferType<typeof configCreateBody>;

/** Body of `POST /mng/config/update/{id}`: only the fields given change. */
export const configUpdateBody = object({
  siteId: text().min(1, SITE_MESSAGES.siteIdMax).max(64, SITE_MESSAGES.siteIdMax).optional(),
  value: configKindField().optional(),
  label: text().min(1, SITE_MESSAGES.configLabelRequired).max(64, SITE_MESSAGES.configLabelMax).optional(),
  content: configContentField().optional(),
  enabled: siteEnabledField().optional(),
});

/** The validated config update. */
export type ConfigUpdateBody = InferType<typeof configUpdateBody>;

/** `SiteConfigRecord`. */
export const siteConfigRecordSchema = objectRecord<SiteConfigRecord>()({
  configId: { type: 'string' },
  siteId: { type: 'string' },
  value: { type: 'string', enum: Object.values(ConfigKind) },
  label: { type: 'string' },
  content: { type: 'string' },
  enabled: { type: 'integer', enum: Object.values(Enabled) },
  createTime: dateTime,
  updateTime: dateTime,
});

// ---------------------------------------------------------------------------------------------------------------
// Dictionary

/** The dictionary is listed by `sort` ascending (spec §7). */
export const DICT_SORT_COLUMNS = ['sort', 'label', 'value', 'create_time'] as const;

/** Query of `GET /api/dict/list` (spec §7: label, enabled, type, parentId; sort asc): enabled entries only. */
export const dictListQuery = object({
  ...pagingFields(PAGE_SIZE.default, DICT_SORT_COLUMNS),
  label: queryId('label', '名称包含的文字'),
  enabled: queryFlag('enabled', Object.values(Enabled), '是否启用（公开列表只含 1）'),
  type: queryId('type', '字典类型'),
  parentId: queryId('parentId', '上级字典项 ID'),
});

/** The validated dictionary list query. */
export type DictListQuery = InferType<typeof dictListQuery>;

const dictText = (required: string) => text().required(required).max(64, SITE_MESSAGES.dictFieldMax);

/** Body of `POST /mng/dict/create`. `description` may be JSON text or plain text. */
export const dictCreateBody = object({
  value: dictText(SITE_MESSAGES.dictValueRequired),
  label: dictText(SITE_MESSAGES.dictLabelRequired),
  type: dictText(SITE_MESSAGES.dictTypeRequired),
  icon: optionalText(500, SITE_MESSAGES.urlMax),
  description: optionalText(2000, SITE_MESSAGES.dictDescriptionMax),
  sort: sortField().default(0),
  parentId: optionalText(64, SITE_MESSAGES.dictParentNotFound),
  enabled: siteEnabledField().default(Enabled.enabled),
});

/** The validated dictionary body. */
export type DictCreateBody = InferType<typeof dictCreateBody>;

/** Body of `POST /mng/dict/update/{id}`: only the fields given change; `parentId` '' clears the parent. */
export const dictUpdateBody = object({
  value: text().min(1, SITE_MESSAGES.dictValueRequired).max(64, SITE_MESSAGES.dictFieldMax).optional(),
  label: text().min(1, SITE_MESSAGES.dictLabelRequired).max(64, SITE_MESSAGES.dictFieldMax).optional(),
  type: text().min(1, SITE_MESSAGES.dictTypeRequired).max(64, SITE_MESSAGES.dictFieldMax).optional(),
  icon: text().max(500, SITE_MESSAGES.urlMax).optional(),
  description: text().max(2000, SITE_MESSAGES.dictDescriptionMax).optional(),
  sort: sortField().optional(),
  parentId: text().max(64, SITE_MESSAGES.dictParentNotFound).optional(),
  enabled: siteEnabledField().optional(),
});

/** The validated dictionary update. */
export type DictUpdateBody = InferType<typeof dictUpdateBody>;

/** `DictionaryRecord`. */
export const dictRecordSchema = objectRecord<DictionaryRecord>()({
  dictId: { type: 'string' },
  value: { type: 'string' },
  label: { type: 'string' },
  type: { type: 'string' },
  icon: { type: 'string' },
  description: { type: 'string' },
  descriptionData: { type: 'object', additionalProperties: true },
  sort: { type: 'integer' },
  parentId: nullable('string'),
  enabled: { type: 'integer', enum: Object.values(Enabled) },
  createTime: dateTime,
  updateTime: dateTime,
});

// ---------------------------------------------------------------------------------------------------------------
// Categories

/** Categories come by `sort` ascending unless another column is asked for. */
export const CATEGORY_SORT_COLUMNS = ['sort', 'name', 'create_time'] as const;

/** Query of `GET /api/category/list` (spec §7: state): published categories only. */
export const categoryListQuery = object({
  ...pagingFields(PAGE_SIZE.default, CATEGORY_SORT_COLUMNS),
  state: queryEnum('state', Object.values(RecordState), '状态（公开列表只含 publish）', SITE_MESSAGES.stateInvalid),
  parentId: queryId('parentId', '上级分类 ID'),
});

/** The validated category list query. */
export type CategoryListQuery = InferType<typeof categoryListQuery>;

/** Body of `POST /mng/category/create`. */
export const categoryCreateBody = object({
  name: text().required(SITE_MESSAGES.categoryNameRequired).max(32, SITE_MESSAGES.categoryNameMax),
  icon: optionalText(500, SITE_MESSAGES.urlMax),
  sort: sortField().default(0),
  parentId: optionalText(64, SITE_MESSAGES.categoryParentNotFound),
  state: stateField().default(RecordState.publish),
});

/** The validated category body. */
export type CategoryCreateBody = InferType<typeof categoryCreateBody>;

/** Body of `POST /mng/category/update/{id}`: only the fields given change; `parentId` '' clears the parent. */
export const categoryUpdateBody = object({
  name: text().min(1, SITE_MESSAGES.categoryNameRequired).max(32, SITE_MESSAGES.categoryNameMax).optional(),
  icon: text().max(500, SITE_MESSAGES.urlMax).optional(),
  sort: sortField().optional(),
  parentId: text().max(64, SITE_MESSAGES.categoryParentNotFound).optional(),
  state: stateField().optional(),
});

/** The validated category update. */
export type CategoryUpdateBody = InferType<typeof categoryUpdateBody>;

/** `CategoryRecord`. */
export const categoryRecordSchema = objectRecord<CategoryRecord>()({
  categoryId: { type: 'string' },
  name: { type: 'string' },
  icon: { type: 'string' },
  sort: { type: 'integer' },
  parentId: nullable('string'),
  state: { type: 'string', enum: Object.values(RecordState) },
  createTime: dateTime,
  updateTime: dateTime,
});

// ---------------------------------------------------------------------------------------------------------------
// Guestbook

const guestbookText = () => optionalText(500, SITE_MESSAGES.guestbookTextMax);

/** The contact-us form (spec §5): name, phone, title (at most 64); message optional. */
export const guestbookContactBody = object({
  kind: string().oneOf([GuestbookKind.contact], SITE_MESSAGES.guestbookKindInvalid).default(GuestbookKind.contact),
  name: nameField(),
  phone: phoneField(),
  title: text().required(MESSAGES.titleRequired).max(64, MESSAGES.titleMax),
  message: guestbookText(),
});

/** The online message form (spec §5): name and phone as the contact form; email, company, department, memo optional. */
export const guestbookMessageBody = object({
  kind: string().oneOf([GuestbookKind.message], SITE_MESSAGES.guestbookKindInvalid).required(),
  name: nameField(),
  phone: phoneField(),
  email: emailField(),
  company: optionalText(64, SITE_MESSAGES.guestbookFieldMax),
  department: optionalText(64, SITE_MESSAGES.guestbookFieldMax),
  memo: guestbookText(),
});

/** Body of `POST /web/guestbook/create`: `kind` message for the online message form, otherwise the contact form. */
export const guestbookCreateBody = lazy((value: unknown) =>
  value && typeof value === 'object' && (value as { kind?: unknown }).kind === GuestbookKind.message
    ? guestbookMessageBody
    : guestbookContactBody,
);

/** The validated guestbook body: one of the two forms. */
export type GuestbookCreateBody = InferType<typeof guestbookContactBody> | InferType<typeof guestbookMessageBody>;

/** Guestbook entries are listed newest first. */
export const GUESTBOOK_SORT_COLUMNS = ['create_time'] as const;

/** Query of `GET /mng/guestbook/list`: every entry, or those of one kind or read flag. */
export const guestbookListQuery = object({
  ...pagingFields(PAGE_SIZE.default, GUESTBOOK_SORT_COLUMNS),
  kind: queryEnum('kind', Object.values(GuestbookKind), '留言类型', SITE_MESSAGES.guestbookKindInvalid),
  readFlag: queryEnum('readFlag', Object.values(YesNo), '是否已读', SITE_MESSAGES.readFlagInvalid),
  search: searchField('姓名、电话或标题包含的文字'),
});

/** The validated guestbook list query. */
export type GuestbookListQuery = InferType<typeof guestbookListQuery>;

/** Body of `POST /mng/guestbook/update/{id}`: mark read or unread. */
export const guestbookUpdateBody = object({
  readFlag: string()
    .required(SITE_MESSAGES.readFlagInvalid)
    .oneOf(Object.values(YesNo), SITE_MESSAGES.readFlagInvalid)
    .meta({ message: SITE_MESSAGES.readFlagInvalid }),
});

/** The validated guestbook update. */
export type GuestbookUpdateBody = InferType<typeof guestbookUpdateBody>;

/** `GuestbookRecord`. */
export const guestbookRecordSchema = objectRecord<GuestbookRecord>()({
  guestbookId: { type: 'string' },
  kind: { type: 'string', enum: Object.values(GuestbookKind) },
  name: { type: 'string' },
  phone: { type: 'string' },
  title: nullable('string'),
  message: nullable('string'),
  email: nullable('string'),
  company: nullable('string'),
  department: nullable('string'),
  readFlag: { type: 'string', enum: Object.values(YesNo) },
  userId: nullable('string'),
  createTime: dateTime,
});

// ---------------------------------------------------------------------------------------------------------------
// Banner management

/** Columns the banner management list may be sorted by; without `sort` by type, then position. */
export const BANNER_MNG_SORT_COLUMNS = ['sort', 'create_time', 'update_time', 'title'] as const;

/** Query of `GET /mng/banner/list`: every banner, or those of one type or state. */
export const bannerMngListQuery = object({
  ...pagingFields(PAGE_SIZE.default, BANNER_MNG_SORT_COLUMNS),
  type: queryEnum('type', Object.values(BannerType), '横幅类型', SITE_MESSAGES.bannerTypeInvalid),
  state: queryEnum('state', Object.values(RecordState), '状态', SITE_MESSAGES.stateInvalid),
});

/** The validated banner management list query. */
export type BannerMngListQuery = InferType<typeof bannerMngListQuery>;

const bannerTypeField = () =>
  string()
    .oneOf(Object.values(BannerType), SITE_MESSAGES.bannerTypeInvalid)
    .meta({ message: SITE_MESSAGES.bannerTypeInvalid });

/** Body of `POST /mng/banner/create`. */
export const bannerCreateBody = object({
  title: text().required(SITE_MESSAGES.bannerTitleRequired).max(64, SITE_MESSAGES.bannerTitleMax),
  cover: text().required(SITE_MESSAGES.bannerCoverRequired).max(500, SITE_MESSAGES.urlMax),
  coverName: optionalText(64, SITE_MESSAGES.bannerTitleMax),
  coverAuthor: optionalText(64, SITE_MESSAGES.bannerTitleMax),
  type: bannerTypeField().required(SITE_MESSAGES.bannerTypeInvalid),
  summary: optionalText(250, SITE_MESSAGES.bannerTextMax),
  content: optionalText(250, SITE_MESSAGES.bannerTextMax),
  link: optionalText(500, SITE_MESSAGES.urlMax),
  state: stateField().default(RecordState.create),
  sort: sortField().default(0),
});

/** The validated banner body. */
export type BannerCreateBody = InferType<typeof bannerCreateBody>;

/** Body of `POST /mng/banner/update/{id}`: only the fields given change; '' clears an optional text. */
export const bannerUpdateBody = object({
  title: text().min(1, SITE_MESSAGES.bannerTitleRequired).max(64, SITE_MESSAGES.bannerTitleMax).optional(),
  cover: text().min(1, SITE_MESSAGES.bannerCoverRequired).max(500, SITE_MESSAGES.urlMax).optional(),
  coverName: text().max(64, SITE_MESSAGES.bannerTitleMax).optional(),
  coverAuthor: text().max(64, SITE_MESSAGES.bannerTitleMax).optional(),
  type: bannerTypeField().optional(),
  summary: text().max(250, SITE_MESSAGES.bannerTextMax).optional(),
  content: text().max(250, SITE_MESSAGES.bannerTextMax).optional(),
  link: text().max(500, SITE_MESSAGES.urlMax).optional(),
  state: stateField().optional(),
  sort: sortField().optional(),
});

/** The validated banner update. */
export type BannerUpdateBody = InferType<typeof bannerUpdateBody>;

/** `BannerAdminRecord`. */
export const bannerAdminRecordSchema = objectRecord<BannerAdminRecord>()({
  bannerId: { type: 'string' },
  title: { type: 'string' },
  cover: { type: 'string' },
  coverName: nullable('string'),
  coverAuthor: nullable('string'),
  type: { type: 'string', enum: Object.values(BannerType) },
  summary: nullable('string'),
  content: nullable('string'),
  link: nullable('string'),
  state: { type: 'string', enum: Object.values(RecordState) },
  sort: { type: 'integer' },
  createTime: dateTime,
  updateTime: dateTime,
});

// ---------------------------------------------------------------------------------------------------------------
// Examples and contracts

const exampleNotice = {
  noticeId: 'n1',
  title: '医影社区公约更新',
  subtitle: '请各位会员阅读',
  cover: '/files/demo/notice-1.jpg',
  type: 'notice_info',
  model: 'article',
  content: '<p>社区公约已更新。</p>',
  images: ['/files/demo/notice-1.jpg'],
  state: 'publish',
  publishTime: EXAMPLE_TIME,
  hits: 12,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<NoticeRecord>;

const exampleParam = {
  key: 'phone',
  value: '400-800-1234',
  label: '电话',
  visible: true,
  icon: '',
  updateTime: EXAMPLE_TIME,
} satisfies Required<SiteParamRecord>;

const exampleConfig = {
  configId: 'cfg1',
  siteId: 'default',
  value: 'site',
  label: '站点',
  content: '{"name":"医影"}',
  enabled: 1,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<SiteConfigRecord>;

const exampleDict = {
  dictId: 'd1',
  value: 'doctor',
  label: '医生',
  type: 'user_type',
  icon: '',
  description: '{"color":"#204165"}',
  descriptionData: { color: '#204165' },
  sort: 1,
  parentId: null,
  enabled: 1,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<DictionaryRecord>;

const exampleCategory = {
  categoryId: 'cat-photo',
  name: '摄影',
  icon: '',
  sort: 0,
  parentId: null,
  state: 'publish',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<CategoryRecord>;

const exampleGuestbook = {
  guestbookId: 'g1',
  kind: 'contact',
  name: '张三',
  phone: '13800000001',
  title: '合作咨询',
  message: '希望合作举办影展',
  email: null,
  company: null,
  department: null,
  readFlag: 'no',
  userId: null,
  createTime: EXAMPLE_TIME,
} satisfies Required<GuestbookRecord>;

const exampleBanner = {
  bannerId: 'b1',
  title: '医影',
  cover: '/files/demo/b.jpg',
  coverName: '封面',
  coverAuthor: '摄影者',
  type: 'home-major',
  summary: '摘要',
  content: '内容',
  link: '/hot',
  state: 'publish',
  sort: 0,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<BannerAdminRecord>;

/** Everything the notice resource fixes. */
export const noticeContract = {
  paths: noticePaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: NOTICE_SORT_COLUMNS,
  listQuery: noticeListQuery,
  mngListQuery: mngNoticeListQuery,
  bodies: { create: noticeCreateBody, update: noticeUpdateBody },
  record: noticeRecordSchema,
  examples: resourceExamples(
    exampleNotice,
    ['listNotice', 'mngListNotice'],
    ['noticeDetail', 'mngNoticeDetail', 'mngCreateNotice', 'mngUpdateNotice'],
  ) satisfies RouteExamples,
} as const;

/** Everything the site parameters fix. */
export const siteParamContract = {
  paths: siteParamPaths,
  bodies: { update: siteParamUpdateBody },
  record: siteParamRecordSchema,
  examples: {
    listSiteParams: [exampleParam],
    mngListSiteParams: [exampleParam],
    mngUpdateSiteParam: exampleParam,
  } satisfies RouteExamples,
} as const;

/** Everything the site configuration fixes. */
export const configContract = {
  paths: configPaths,
  pageSize: PAGE_SIZE.config,
  sortColumns: CONFIG_SORT_COLUMNS,
  listQuery: configListQuery,
  mngListQuery: mngConfigListQuery,
  bodies: { create: configCreateBody, update: configUpdateBody },
  record: siteConfigRecordSchema,
  examples: {
    listConfig: { ...examplePage(exampleConfig), size: 20 },
    mngListConfig: { ...examplePage(exampleConfig), size: 20 },
    mngConfigDetail: exampleConfig,
    mngCreateConfig: exampleConfig,
    mngUpdateConfig: exampleConfig,
  } satisfies RouteExamples,
} as const;

/** Everything the dictionary fixes. */
export const dictContract = {
  paths: dictPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: DICT_SORT_COLUMNS,
  listQuery: dictListQuery,
  bodies: { create: dictCreateBody, update: dictUpdateBody },
  record: dictRecordSchema,
  examples: resourceExamples(
    exampleDict,
    ['listDict', 'mngListDict'],
    ['dictDetail', 'mngDictDetail', 'mngCreateDict', 'mngUpdateDict'],
  ) satisfies RouteExamples,
} as const;

/** Everything the category resource fixes. */
export const categoryContract = {
  paths: categoryPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: CATEGORY_SORT_COLUMNS,
  listQuery: categoryListQuery,
  bodies: { create: categoryCreateBody, update: categoryUpdateBody },
  record: categoryRecordSchema,
  examples: resourceExamples(
    exampleCategory,
    ['listCategory', 'mngListCategory'],
    ['categoryDetail', 'mngCategoryDetail', 'mngCreateCategory', 'mngUpdateCategory'],
  ) satisfies RouteExamples,
} as const;

/** Everything the guestbook fixes. */
export const guestbookContract = {
  paths: guestbookPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: GUESTBOOK_SORT_COLUMNS,
  listQuery: guestbookListQuery,
  bodies: {
    create: guestbookCreateBody,
    contact: guestbookContactBody,
    message: guestbookMessageBody,
    update: guestbookUpdateBody,
  },
  record: guestbookRecordSchema,
  examples: {
    createGuestbook: exampleGuestbook,
    mngListGuestbook: examplePage(exampleGuestbook),
    mngGuestbookDetail: { ...exampleGuestbook, readFlag: 'yes' },
    mngUpdateGuestbook: { ...exampleGuestbook, readFlag: 'yes' },
  } satisfies RouteExamples,
} as const;

/** Everything banner management fixes. */
export const bannerMngContract = {
  paths: bannerMngPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: BANNER_MNG_SORT_COLUMNS,
  listQuery: bannerMngListQuery,
  bodies: { create: bannerCreateBody, update: bannerUpdateBody },
  record: bannerAdminRecordSchema,
  examples: resourceExamples(
    exampleBanner,
    ['mngListBanner'],
    ['mngBannerDetail', 'mngCreateBanner', 'mngUpdateBanner'],
  ) satisfies RouteExamples,
} as const;
