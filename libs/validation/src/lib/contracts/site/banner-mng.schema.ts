import { object, string, type InferType } from 'yup';
import { BannerType, PAGE_SIZE, RecordState } from '@yiying/models';
import { optionalText, text } from '../../fields.js';
import { pagingFields, queryEnum } from '../query.js';
import { SITE_MESSAGES, sortField, stateField } from './messages.js';

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
