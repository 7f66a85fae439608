import { BannerType, PAGE_SIZE, RecordState, type BannerAdminRecord } from '@yiying/models';
import { dateTime, nullable } from '../json-schema.js';
import { objectRecord, resourceExamples } from '../resource.js';
import { bannerMngPaths } from '../paths.js';
import { EXAMPLE_TIME, type RouteExamples } from '../examples.js';
import {
  BANNER_MNG_SORT_COLUMNS,
  bannerMngListQuery,
  bannerCreateBody,
  bannerUpdateBody,
} from './banner-mng.schema.js';
export * from './banner-mng.schema.js';

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
