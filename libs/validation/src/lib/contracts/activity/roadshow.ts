import { PAGE_SIZE, RecordState, type RoadshowRecord } from '@yiying/models';
import { dateTime, nullable, recordSchema } from '../json-schema.js';
import { roadshowPaths } from '../paths.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from '../examples.js';
import { exampleImageSource, imageSourceSchema } from '../media.js';
import { nullableTime, ROADSHOW_SORT_COLUMNS } from './fields.js';
import { roadshowListQuery } from './roadshow.schema.js';
export * from './roadshow.schema.js';

/** `RoadshowRecord`: a road show. */
export const roadshowRecordSchema = recordSchema<RoadshowRecord>()({
  type: 'object',
  required: ['roadshowId', 'title', 'type', 'state', 'cover', 'createTime', 'updateTime'],
  properties: {
    roadshowId: { type: 'string' },
    title: { type: 'string' },
    type: { type: 'string' },
    state: { type: 'string', enum: Object.values(RecordState) },
    cover: { type: 'string' },
    coverImage: {
      ...imageSourceSchema,
      type: ['object', 'null'],
      description: '封面的各宽度（srcset）与占位图；封面不是本站保存的图片时为 null',
    },
    summary: nullable('string'),
    content: nullable('string'),
    city: nullable('string'),
    address: nullable('string'),
    startTime: nullableTime,
    endTime: nullableTime,
    activityNum: { type: 'integer' },
    createTime: dateTime,
    updateTime: dateTime,
  },
});

export const exampleRoadshow = {
  roadshowId: 'r1',
  title: '医影巡展·上海站',
  type: 'city',
  state: 'publish',
  cover: exampleImageSource.url,
  coverImage: exampleImageSource,
  summary: '优秀作品线下巡展',
  content: '<p>路演详情</p>',
  city: '上海',
  address: '徐汇区某医院报告厅',
  startTime: EXAMPLE_TIME,
  endTime: '2026-01-05T03:04:05.000Z',
  activityNum: 2,
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
} satisfies Required<RoadshowRecord>;

export const roadshowContract = {
  paths: roadshowPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: ROADSHOW_SORT_COLUMNS,
  listQuery: roadshowListQuery,
  record: roadshowRecordSchema,
  examples: {
    listRoadshow: examplePage(exampleRoadshow),
    roadshowDetail: exampleRoadshow,
  } satisfies RouteExamples,
} as const;
