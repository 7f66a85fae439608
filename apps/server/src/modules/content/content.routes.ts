import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AccessScope, ContentType, RecordState, YesNo } from '@yiying/models';
import type { Database } from '../../db/schema.js';
import { MESSAGE_KEYWORD } from '../../errors.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  ok,
  pagedListSchema,
} from '../../lib/envelope.js';
import { pagingProperties, sortValues } from '../../lib/paging.js';
import { nullable, userBriefSchema } from '../../lib/schemas.js';
import { CONTENT_SORT_COLUMNS } from './content.repository.js';
import {
  CONTENT_PAGE_SIZE,
  listPublicContent,
  type ContentListQuery,
} from './content.service.js';

export interface ContentRoutesOptions {
  db: Kysely<Database>;
  /** Public list pages and totals; every write to content must invalidate it. */
  cache: TtlCache;
}

const contentTypes = Object.values(ContentType);
const states = Object.values(RecordState);
const scopes = Object.values(AccessScope);
const yesNo = Object.values(YesNo);

const idField = (name: string, label: string) => ({
  type: 'string',
  minLength: 1,
  maxLength: 64,
  description: label,
  [MESSAGE_KEYWORD]: `${name} 必须是 1 到 64 个字符`,
});

const listQuerySchema = {
  type: 'object',
  properties: {
    ...pagingProperties(CONTENT_PAGE_SIZE, sortValues(CONTENT_SORT_COLUMNS)),
    type: {
      type: 'string',
      enum: contentTypes,
      description: '内容类型',
      [MESSAGE_KEYWORD]: `type 只能是 ${contentTypes.join('、')} 之一`,
    },
    talkTopic: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: '话题',
      [MESSAGE_KEYWORD]: 'talkTopic 必须是 1 到 64 个字符',
    },
    state: {
      type: 'string',
      enum: states,
      description: '状态（公开列表只含 publish）',
      [MESSAGE_KEYWORD]: `state 只能是 ${states.join('、')} 之一`,
    },
    categoryId: idField('categoryId', '分类 ID'),
    circleId: idField('circleId', '圈子 ID'),
    forwardedFlag: {
      type: 'string',
      enum: yesNo,
      description: '是否转发',
      [MESSAGE_KEYWORD]: 'forwardedFlag 只能是 yes 或 no',
    },
    accessScope: {
      type: 'string',
      enum: scopes,
      description: '可见范围（公开列表只含 public）',
      [MESSAGE_KEYWORD]: `accessScope 只能是 ${scopes.join('、')} 之一`,
    },
    createBy: idField('createBy', '作者用户 ID'),
    comments: {
      type: 'integer',
      enum: [0, 1],
      description: '评论开关：1 允许，0 禁止',
      [MESSAGE_KEYWORD]: 'comments 只能是 0 或 1',
    },
  },
} as const;

const contentProperties = {
  contentId: { type: 'string' },
  parentId: nullable('string'),
  categoryId: nullable('string'),
  circleId: nullable('string'),
  title: { type: 'string' },
  cover: { type: 'string' },
  type: { type: 'string', enum: contentTypes },
  state: { type: 'string', enum: states },
  talkTopic: nullable('string'),
  likesNum: { type: 'integer' },
  collectNum: { type: 'integer' },
  commentNum: { type: 'integer' },
  hitNum: { type: 'integer' },
  forwardedNum: { type: 'integer' },
  forwardedFlag: { type: 'string', enum: yesNo },
  thumbs: { type: 'array', items: { type: 'string' } },
  content: { type: 'string' },
  accessScope: { type: 'string', enum: scopes },
  createTime: { type: 'string', format: 'date-time' },
  updateTime: { type: 'string', format: 'date-time' },
  createBy: { type: 'string' },
  width: { type: 'integer' },
  height: { type: 'integer' },
  comments: { type: 'integer' },
  creator: userBriefSchema,
};

const contentRequired = [
  'contentId',
  'title',
  'cover',
  'type',
  'state',
  'likesNum',
  'collectNum',
  'commentNum',
  'hitNum',
  'forwardedNum',
  'forwardedFlag',
  'accessScope',
  'createTime',
  'updateTime',
  'createBy',
];

/** `ContentRecord`; a forward carries its source in `parent` (null when the source is not visible). */
const contentRecordSchema = {
  type: 'object',
  required: contentRequired,
  properties: {
    ...contentProperties,
    parent: {
      type: ['object', 'null'],
      required: contentRequired,
      properties: contentProperties,
    },
  },
};

/** Public content routes, mounted under `/api`. */
export async function contentRoutes(
  app: FastifyInstance,
  { db, cache }: ContentRoutesOptions,
): Promise<void> {
  app.get<{ Querystring: ContentListQuery }>(
    '/content/list',
    {
      schema: {
        operationId: 'listContent',
        tags: ['content'],
        summary: '内容列表',
        description:
          '公开且已发布的内容，作者信息已关联。默认排序：置顶优先，其次 sort 降序，再按创建时间降序；每页默认 9 条，最多 100 条。',
        querystring: listQuerySchema,
        response: {
          200: envelopeSchema(pagedListSchema(contentRecordSchema), '内容分页'),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await listPublicContent(db, request.query, cache)),
  );
}
