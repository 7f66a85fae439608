import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { MESSAGE_KEYWORD, AppError } from '../../errors.js';
import { bodySchema, idParams, textProperty } from '../../lib/body-schema.js';
import type { Clock } from '../../lib/clock.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { pagingProperties } from '../../lib/paging.js';
import { emptySchema, userBriefSchema } from '../../lib/schemas.js';
import { sessionOf, type Auth } from '../identity/index.js';
import { findFansById } from './fans.repository.js';
import {
  FANS_PAGE_SIZE,
  attentionState,
  follow,
  listFansPage,
  toEntries,
  unfollow,
  type FansListQuery,
} from './fans.service.js';

const fansEntrySchema = {
  type: 'object',
  required: ['id', 'fansId', 'userId', 'enabled', 'createTime', 'user'],
  properties: {
    id: { type: 'string' },
    fansId: { type: 'string', description: '关注者' },
    userId: { type: 'string', description: '被关注者' },
    enabled: { type: 'integer', enum: [0, 1] },
    createTime: { type: 'string', format: 'date-time' },
    user: userBriefSchema,
  },
};

const attentionSchema = {
  type: 'object',
  required: ['attention', 'mutual'],
  properties: { attention: { type: 'boolean' }, mutual: { type: 'boolean' } },
};

const idField = (name: string, description: string) => ({
  type: 'string',
  minLength: 1,
  maxLength: 64,
  description,
  [MESSAGE_KEYWORD]: `${name} 必须是 1 到 64 个字符`,
});

/** What the fans routes use. */
export interface FansRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  auth: Auth;
}

/** Follows: `/api/fans/list`, `/web/fans/*`, the attention flag and the attention behaviours. */
export async function fansRoutes(app: FastifyInstance, { db, clock, auth }: FansRoutesOptions): Promise<void> {
  const tags = ['fans'];

  app.get<{ Querystring: FansListQuery }>(
    '/api/fans/list',
    {
      schema: {
        operationId: 'listFans',
        tags,
        summary: '关注关系列表',
        description: '`userId`：某用户的粉丝；`fansId`：某用户关注的人。每页默认 10 条。',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties(FANS_PAGE_SIZE, ['create_time']),
            userId: idField('userId', '被关注者'),
            fansId: idField('fansId', '关注者'),
            enabled: { type: 'integer', enum: [0, 1], [MESSAGE_KEYWORD]: 'enabled 只能是 0 或 1' },
          },
        },
        response: envelopeResponses(pagedListSchema(fansEntrySchema), '关注关系分页', [400]),
      },
    },
    async (request) => ok(await listFansPage(db, request.query)),
  );

  app.get<{ Querystring: FansListQuery & { kind?: 'fans' | 'attention' } }>(
    '/web/fans/personalList',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'personalFans',
        tags,
        summary: '我的粉丝或我的关注',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties(FANS_PAGE_SIZE, ['create_time']),
            kind: {
              type: 'string',
              enum: ['fans', 'attention'],
              default: 'fans',
              [MESSAGE_KEYWORD]: 'kind 只能是 fans 或 attention',
            },
          },
        },
        response: envelopeResponses(pagedListSchema(fansEntrySchema), '关注关系分页', [400, 401]),
      },
    },
    async (request) => {
      const me = sessionOf(request).userId;
      const { kind, pageNum, currentPage, pageSize } = request.query;
      const paging = { pageNum, currentPage, pageSize };
      return ok(
        await listFansPage(db, kind === 'attention' ? { ...paging, fansId: me } : { ...paging, userId: me }),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/web/fans/detail/:id',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'fansDetail',
        tags,
        summary: '关注关系详情',
        params: idParams('id', '关注关系 ID'),
        response: envelopeResponses(fansEntrySchema, '关注关系', [400, 401, 404]),
      },
    },
    async (request) => {
      const row = await findFansById(db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      const me = sessionOf(request).userId;
      const [entry] = await toEntries(db, [row], row.fans_id === me ? 'followed' : 'fans');
      return ok(entry);
    },
  );

  app.post<{ Body: { userId?: string } }>(
    '/web/fans/create',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'createFans',
        tags,
        summary: '关注某用户',
        body: bodySchema({ userId: textProperty('被关注者', 'userId 不能为空') }),
        response: envelopeResponses(fansEntrySchema, '关注关系', [400, 401, 404]),
      },
    },
    async (request) => {
      const userId = request.body?.userId?.trim();
      if (!userId) {
        throw new AppError('VALIDATION_FAILED', 'userId 不能为空', [{ field: 'userId', message: 'userId 不能为空' }]);
      }
      const row = await follow(db, clock, sessionOf(request).userId, userId);
      const [entry] = await toEntries(db, [row], 'followed');
      return ok(entry);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/web/fans/delete/:id',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'deleteFans',
        tags,
        summary: '取消关注（按关系 ID）',
        description: '只能删除自己发起的关注。',
        params: idParams('id', '关注关系 ID'),
        response: envelopeResponses(emptySchema, '已取消', [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const row = await findFansById(db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      const me = sessionOf(request).userId;
      if (row.fans_id !== me) throw new AppError('FORBIDDEN');
      await unfollow(db, me, row.user_id);
      return ok({});
    },
  );

  app.post<{ Params: { attentionUserId: string } }>(
    '/web/user/behaviour/attention/:attentionUserId',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'attention',
        tags: ['behaviour'],
        summary: '加关注',
        params: idParams('attentionUserId', '要关注的用户 ID'),
        response: envelopeResponses(attentionSchema, '关注状态', [400, 401, 404]),
      },
    },
    async (request) => {
      const me = sessionOf(request).userId;
      await follow(db, clock, me, request.params.attentionUserId);
      return ok(await attentionState(db, me, request.params.attentionUserId));
    },
  );

  app.post<{ Params: { attentionUserId: string } }>(
    '/web/user/behaviour/cancel/attention/:attentionUserId',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'cancelAttention',
        tags: ['behaviour'],
        summary: '取消关注',
        params: idParams('attentionUserId', '要取消关注的用户 ID'),
        response: envelopeResponses(attentionSchema, '关注状态', [400, 401]),
      },
    },
    async (request) => {
      await unfollow(db, sessionOf(request).userId, request.params.attentionUserId);
      return ok({ attention: false, mutual: false });
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/web/user/attention/:userId',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'attentionFlag',
        tags: ['user'],
        summary: '是否关注了某用户',
        params: idParams('userId', '用户 ID'),
        response: envelopeResponses(attentionSchema, '关注状态', [400, 401]),
      },
    },
    async (request) => ok(await attentionState(db, sessionOf(request).userId, request.params.userId)),
  );
}
