import {
  ContentType,
  PAGE_SIZE,
  YesNo,
  type BehaviourState,
  type Collection,
  type ContentRecord,
  type Like,
} from '@yiying/models';
import { dateTime, nullable, recordSchema } from './json-schema.js';
import { exampleImageSource, imageSourceSchema } from './media.js';
import { collectionPaths, interactionPaths, likesPaths } from './paths.js';
import { contentContract } from './content.js';
import { EXAMPLE_TIME, examplePage, type RouteExamples } from './examples.js';
import {
  forwardBody,
  INTERACTION_SORT_COLUMNS,
  interactionCreateBody,
  interactionListQuery,
  interactionUpdateBody,
  personalInteractionQuery,
} from './interaction.schema.js';
export * from './interaction.schema.js';

const collectionProperties = {
  contentId: { type: 'string' },
  contentTitle: { type: 'string' },
  contentCover: { type: 'string' },
  contentType: { type: 'string', enum: Object.values(ContentType) },
  likesNum: { type: 'integer' },
  collectNum: { type: 'integer' },
  commentNum: { type: 'integer' },
  hitNum: { type: 'integer' },
  forwardedNum: { type: 'integer' },
  forwardedFlag: { type: 'string', enum: Object.values(YesNo) },
  userId: { type: 'string', description: '作者' },
  username: { type: 'string', description: '作者名称' },
  avatar: { type: 'string', description: '作者头像' },
  createTime: { ...dateTime, description: '点赞或收藏的时间' },
  contentImage: { ...imageSourceSchema, type: ['object', 'null'] },
  remark: { type: 'string', description: '本人的备注' },
} as const;

const collectionRequired = [
  'contentId',
  'contentTitle',
  'contentCover',
  'contentType',
  'likesNum',
  'collectNum',
  'commentNum',
  'hitNum',
  'forwardedNum',
  'forwardedFlag',
  'userId',
  'username',
  'avatar',
  'createTime',
] as const;

/** `Collection`: a collected post with its counters and author. */
export const collectionRecordSchema = recordSchema<Collection>()({
  type: 'object',
  required: ['collectionId', ...collectionRequired],
  properties: { collectionId: { type: 'string' }, ...collectionProperties },
});

/** `Like`: a liked post, same shape as a collection. */
export const likeRecordSchema = recordSchema<Like>()({
  type: 'object',
  required: ['likesId', ...collectionRequired],
  properties: { likesId: { type: 'string' }, ...collectionProperties },
});

/** `BehaviourState`: the viewer's like and collection of a post and its counters after the call. */
export const behaviourStateSchema = recordSchema<BehaviourState>()({
  type: 'object',
  required: [
    'contentId',
    'liked',
    'collected',
    'likesId',
    'collectionId',
    'likesNum',
    'collectNum',
    'forwardedNum',
    'commentNum',
  ],
  properties: {
    contentId: { type: 'string' },
    liked: { type: 'boolean' },
    collected: { type: 'boolean' },
    likesId: nullable('string'),
    collectionId: nullable('string'),
    likesNum: { type: 'integer' },
    collectNum: { type: 'integer' },
    forwardedNum: { type: 'integer' },
    commentNum: { type: 'integer' },
  },
});

const exampleCollection = {
  collectionId: 'col1',
  contentId: 'c1',
  contentTitle: '手术室的清晨',
  contentCover: '/files/demo/c1.jpg',
  contentType: 'image',
  likesNum: 1,
  collectNum: 2,
  commentNum: 3,
  hitNum: 4,
  forwardedNum: 5,
  forwardedFlag: 'no',
  userId: 'u1',
  username: '林医生',
  avatar: '/files/u/a.jpg',
  createTime: EXAMPLE_TIME,
  contentImage: exampleImageSource,
  remark: '构图参考',
} satisfies Required<Collection>;

const exampleLike = {
  ...Object.fromEntries(Object.entries(exampleCollection).filter(([key]) => key !== 'collectionId')),
  likesId: 'l1',
} as Required<Like> satisfies Required<Like>;

const exampleState = {
  contentId: 'c1',
  liked: true,
  collected: true,
  likesId: 'l1',
  collectionId: 'col1',
  likesNum: 2,
  collectNum: 3,
  forwardedNum: 5,
  commentNum: 3,
} satisfies Required<BehaviourState>;

/** The post a forward creates: a content record whose `parent` is the source. */
const exampleForwardPost = contentContract.examples.createContent satisfies Required<ContentRecord>;

/** Like, collect, forward, cancel and shield (`/web/user/behaviour/…`). */
export const interactionContract = {
  paths: interactionPaths,
  bodies: { forward: forwardBody },
  record: behaviourStateSchema,
  examples: {
    like: exampleState,
    collect: exampleState,
    forward: exampleForwardPost,
    cancelLike: { ...exampleState, liked: false, likesId: null, likesNum: 1 },
    cancelCollection: { ...exampleState, collected: false, collectionId: null, collectNum: 2 },
  } satisfies RouteExamples,
} as const;

/** Everything the likes resource fixes (赞过). */
export const likesContract = {
  paths: likesPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: INTERACTION_SORT_COLUMNS,
  listQuery: interactionListQuery,
  personalListQuery: personalInteractionQuery,
  bodies: { create: interactionCreateBody, update: interactionUpdateBody },
  record: likeRecordSchema,
  examples: {
    listLikes: examplePage(exampleLike),
    personalLikes: examplePage(exampleLike),
    likesDetail: exampleLike,
    createLikes: exampleLike,
    updateLikes: exampleLike,
  } satisfies RouteExamples,
} as const;

/** Everything the collection resource fixes (收藏). */
export const collectionContract = {
  paths: collectionPaths,
  pageSize: PAGE_SIZE.default,
  sortColumns: INTERACTION_SORT_COLUMNS,
  listQuery: interactionListQuery,
  personalListQuery: personalInteractionQuery,
  bodies: { create: interactionCreateBody, update: interactionUpdateBody },
  record: collectionRecordSchema,
  examples: {
    listCollection: examplePage(exampleCollection),
    personalCollection: examplePage(exampleCollection),
    collectionDetail: exampleCollection,
    createCollection: exampleCollection,
    updateCollection: exampleCollection,
  } satisfies RouteExamples,
} as const;
