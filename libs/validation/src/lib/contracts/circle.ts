import { Enabled, PAGE_SIZE, YesNo, type CircleRecord, type CircleSubscriptionRecord } from '@yiying/models';
import { contentContract, contentRecordSchema } from './content.js';
import { dateTime, nullable } from './json-schema.js';
import { exampleImageSource, imageSourceSchema } from './media.js';
import { objectRecord, resourceExamples } from './resource.js';
import { circleContentPaths, circlePaths, circleSubscribePaths } from './paths.js';
import { EXAMPLE_TIME, type RouteExamples } from './examples.js';
import {
  CIRCLE_CONTENT_SORT_COLUMNS,
  CIRCLE_SORT_COLUMNS,
  CIRCLE_SUBSCRIBE_SORT_COLUMNS,
  circleContentQuery,
  circleCreateBody,
  circleListQuery,
  circleSubscribeCreateBody,
  circleSubscribeListQuery,
  circleUpdateBody,
} from './circle.schema.js';
export * from './circle.schema.js';

/** `CircleRecord`: a circle with its counts. */
export const circleRecordSchema = objectRecord<CircleRecord>()(
  {
    circleId: { type: 'string' },
    name: { type: 'string' },
    cover: { type: 'string' },
    coverImage: {
      ...imageSourceSchema,
      type: ['object', 'null'],
      description: '封面的各宽度（srcset）与占位图；封面不是本站保存的图片时为 null',
    },
    description: { type: 'string' },
    enabled: { type: 'integer', enum: Object.values(Enabled) },
    starFlag: { type: 'string', enum: Object.values(YesNo) },
    sort: { type: 'integer' },
    subscribeNum: { type: 'integer' },
    contentNum: { type: 'integer' },
    createBy: nullable('string'),
    createTime: dateTime,
    updateTime: dateTime,
    subscribed: { type: 'boolean' },
    subscribeId: nullable('string'),
  },
  ['coverImage', 'subscribed', 'subscribeId'],
);

/** `CircleSubscriptionRecord`: a subscription with its circle. */
export const circleSubscriptionRecordSchema = objectRecord<CircleSubscriptionRecord>()(
  {
    subscribeId: { type: 'string' },
    circleId: { type: 'string' },
    userId: { type: 'string' },
    subscribeFlag: { type: 'string', enum: Object.values(YesNo) },
    createTime: dateTime,
    updateTime: dateTime,
    circle: { ...circleRecordSchema, type: ['object', 'null'] },
  },
  ['circle'],
);

const exampleCircle = {
  circleId: 'circle-lens',
  name: '镜头下的医院',
  cover: exampleImageSource.url,
  coverImage: exampleImageSource,
  description: '用镜头记录医院里的日常',
  enabled: 1,
  starFlag: 'yes',
  sort: 0,
  subscribeNum: 12,
  contentNum: 30,
  createBy: 'u1',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
  subscribed: true,
  subscribeId: 's1',
} satisfies Required<CircleRecord>;

const exampleSubscription = {
  subscribeId: 's1',
  circleId: 'circle-lens',
  userId: 'u1',
  subscribeFlag: 'yes',
  createTime: EXAMPLE_TIME,
  updateTime: EXAMPLE_TIME,
  circle: exampleCircle,
} satisfies Required<CircleSubscriptionRecord>;

/** Everything the circle resource fixes. */
export const circleContract = {
  paths: circlePaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: CIRCLE_SORT_COLUMNS,
  listQuery: circleListQuery,
  bodies: { create: circleCreateBody, update: circleUpdateBody },
  record: circleRecordSchema,
  examples: resourceExamples(
    exampleCircle,
    ['listCircle', 'mngListCircle'],
    ['circleDetail', 'createCircle', 'updateCircle', 'mngCircleDetail', 'mngCreateCircle', 'mngUpdateCircle'],
  ) satisfies RouteExamples,
} as const;

/** Everything the circle subscription resource fixes. */
export const circleSubscribeContract = {
  paths: circleSubscribePaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: CIRCLE_SUBSCRIBE_SORT_COLUMNS,
  listQuery: circleSubscribeListQuery,
  bodies: { create: circleSubscribeCreateBody },
  record: circleSubscriptionRecordSchema,
  examples: resourceExamples(
    exampleSubscription,
    ['listCircleSubscribe'],
    ['circleSubscribeDetail', 'createCircleSubscribe'],
  ) satisfies RouteExamples,
} as const;

/** Everything the circle content lists fix: the content record of `/api/content`. */
export const circleContentContract = {
  paths: circleContentPaths,
  pageSize: PAGE_SIZE.circleContent,
  sortColumns: CIRCLE_CONTENT_SORT_COLUMNS,
  listQuery: circleContentQuery,
  record: contentRecordSchema,
  examples: {
    allCircleContent: contentContract.examples.personalContent,
    attentionCircleContent: contentContract.examples.personalContent,
  } satisfies RouteExamples,
} as const;
