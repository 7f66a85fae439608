import { object, string, type InferType } from 'yup';
import { PAGE_SIZE, RecordState, TITLE_MAX_LENGTH, type RoadshowRecord } from '@yiying/models';
import { optionalText, text, titleField } from '../../fields.js';
import { MESSAGES } from '../../messages.js';
import { dateTime, nullable, recordSchema } from '../json-schema.js';
import { pagingFields, queryEnum, queryId } from '../query.js';
import { roadshowPaths } from '../paths.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from '../examples.js';
import { ACTIVITY_MESSAGES, nullableTime, optionalTime, orderedTimes, ROADSHOW_SORT_COLUMNS } from './fields.js';

/** Query of `GET /api/roadshow/list` and `GET /mng/roadshow/list`: type, state, title (10 per page). */
export const roadshowListQuery = object({
  ...pagingFields(PAGE_SIZE.default, ROADSHOW_SORT_COLUMNS),
  type: queryId('type', '路演类型'),
  state: queryEnum('state', Object.values(RecordState), '状态（公开列表只含 publish）'),
  title: queryId('title', '标题包含的文字'),
});
export type RoadshowListQuery = InferType<typeof roadshowListQuery>;

/** Body of `POST /mng/roadshow/create`. */
export const roadshowCreateBody = object({
  title: titleField(MESSAGES.contentTitleRequired),
  type: optionalText(32).default('city'),
  state: string()
    .oneOf([RecordState.create, RecordState.publish], ACTIVITY_MESSAGES.activityStateInvalid)
    .default('create'),
  cover: text().required('请上传封面').max(500),
  summary: optionalText(500),
  content: optionalText(100_000),
  city: optionalText(32),
  address: optionalText(128),
  startTime: optionalTime(),
  endTime: optionalTime(),
}).test('order', ACTIVITY_MESSAGES.windowOrder, function check(v) {
  return (
    orderedTimes(v?.startTime, v?.endTime) || this.createError({ path: 'endTime', message: '结束时间必须晚于开始时间' })
  );
});
export type RoadshowCreateBody = InferType<typeof roadshowCreateBody>;

/** Body of `POST /mng/roadshow/update/{id}`: only the fields given change. */
export const roadshowUpdateBody = object({
  title: text().min(1, MESSAGES.contentTitleRequired).max(TITLE_MAX_LENGTH, MESSAGES.forwardTitleMax).optional(),
  type: optionalText(32),
  cover: text().min(1, '请上传封面').max(500).optional(),
  summary: optionalText(500),
  content: optionalText(100_000),
  city: optionalText(32),
  address: optionalText(128),
  startTime: optionalTime(),
  endTime: optionalTime(),
});
export type RoadshowUpdateBody = InferType<typeof roadshowUpdateBody>;

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
  cover: '/files/demo/r1.jpg',
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
