import { ContentModel, NoticeType, PAGE_SIZE, RecordState, type NoticeRecord } from '@yiying/models';
import { dateTime } from '../json-schema.js';
import { objectRecord, resourceExamples } from '../resource.js';
import { noticePaths } from '../paths.js';
import { EXAMPLE_TIME, type RouteExamples } from '../examples.js';
import {
  NOTICE_SORT_COLUMNS,
  noticeListQuery,
  mngNoticeListQuery,
  noticeCreateBody,
  noticeUpdateBody,
} from './notice.schema.js';
export * from './notice.schema.js';

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
