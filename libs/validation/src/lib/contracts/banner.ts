import { BannerType, PAGE_SIZE, RecordState, type Banner } from '@yiying/models';
import { dateTime, recordSchema } from './json-schema.js';
import { exampleImageSource, imageSourceSchema } from './media.js';
import { bannerPaths } from './paths.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from './examples.js';
import { BANNER_SORT_COLUMNS, bannerListQuery } from './banner.schema.js';
export * from './banner.schema.js';

/** `Banner` as the API answers it. */
export const bannerRecordSchema = recordSchema<Banner>()({
  type: 'object',
  required: ['bannerId', 'title', 'cover', 'type', 'state', 'createTime'],
  properties: {
    bannerId: { type: 'string' },
    title: { type: 'string' },
    cover: { type: 'string' },
    coverImage: { ...imageSourceSchema, type: ['object', 'null'] },
    coverName: { type: 'string' },
    coverAuthor: { type: 'string' },
    type: { type: 'string', enum: Object.values(BannerType) },
    summary: { type: 'string' },
    content: { type: 'string' },
    link: { type: 'string' },
    state: { type: 'string', enum: Object.values(RecordState) },
    createTime: dateTime,
  },
});

/** A full banner, every optional key present. */
const exampleBanner = {
  bannerId: 'b1',
  title: '医影',
  cover: '/files/demo/b.jpg',
  coverImage: exampleImageSource,
  coverName: '封面',
  coverAuthor: '摄影者',
  type: 'home-major',
  summary: '摘要',
  content: '内容',
  link: '/content/c1',
  state: 'publish',
  createTime: EXAMPLE_TIME,
} satisfies Required<Banner>;

/** Example answers of the banner routes. */
const examples = {
  listBanner: examplePage(exampleBanner),
  bannerDetail: exampleBanner,
} satisfies RouteExamples;

/** Everything the banner resource fixes: routes, page size, list query and record. */

export const bannerContract = {
  paths: bannerPaths,
  pageSize: PAGE_SIZE.banner,
  sortColumns: BANNER_SORT_COLUMNS,
  listQuery: bannerListQuery,
  record: bannerRecordSchema,
  examples,
} as const;
