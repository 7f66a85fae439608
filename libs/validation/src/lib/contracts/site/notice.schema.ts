import { array, object, string, type InferType } from 'yup';
import { ContentModel, NoticeType, PAGE_SIZE, RecordState } from '@yiying/models';
import { optionalText, text } from '../../fields.js';
import { searchField } from '../resource.js';
import { pagingFields, queryEnum } from '../query.js';
import { SITE_MESSAGES, stateField, timeField } from './messages.js';

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
