import { object, type InferType } from 'yup';
import { BannerType, PAGE_SIZE, RecordState } from '@yiying/models';
import { pagingFields, queryEnum } from './query.js';

/** Columns a banner list may be sorted by; without `sort` banners come by position. */
export const BANNER_SORT_COLUMNS = ['sort', 'create_time', 'update_time', 'title'] as const;
/** Query of `GET /api/banner/list`: paging (6 per page), type, and state (published by default). */
export const bannerListQuery = object({
  ...pagingFields(PAGE_SIZE.banner, BANNER_SORT_COLUMNS),
  type: queryEnum('type', Object.values(BannerType), '横幅类型，如 home-major', 'type 不是有效的横幅类型'),
  state: queryEnum('state', Object.values(RecordState), '状态（默认 publish）').default(RecordState.publish),
});
/** The validated banner list query (defaults applied). */
export type BannerListQuery = InferType<typeof bannerListQuery>;
