import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FansListKind,
  attentionStateSchema,
  emptySchema,
  fansContract,
  identityContract,
  type FansListQuery,
  type PersonalFansQuery,
} from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { sessionOf, type Auth } from '../identity/index.js';
import type { NotificationService } from '../notification/index.js';
import { findFansById } from './fans.repository.js';
import { attentionState, follow, listFansPage, toEntries, unfollow } from './fans.service.js';

/** What the fans routes use. */
export interface FansRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  auth: Auth;
  /** Tells the followed member of a new follow. */
  notifications?: Pick<NotificationService, 'record'>;
}

/** Follows: `/api/fans/list`, `/web/fans/*`, the attention flag and the attention behaviours. */
export async function fansRoutes(
  app: FastifyInstance,
  { db, clock, auth, notifications }: FansRoutesOptions,
): Promise<void> {
  const tags = ['fans'];
  const { paths, record } = fansContract;

  contractRoute<{ Querystring: FansListQuery }>(
    app,
    paths.list,
    {
      tags,
      summary: '关注关系列表',
      description: `\`userId\`：某用户的粉丝；\`fansId\`：某用户关注的人。每页默认 ${fansContract.pageSize} 条。`,
      query: fansContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '关注关系分页', [400]),
    },
    async (request) => ok(await listFansPage(db, request.query)),
  );

  contractRoute<{ Querystring: PersonalFansQuery }>(
    app,
    paths.personalList,
    {
      tags,
      summary: '我的粉丝或我的关注',
      auth: auth.member,
      query: fansContract.personalListQuery,
      response: envelopeResponses(pagedListSchema(record), '关注关系分页', [400, 401]),
    },
    async (request) => {
      const me = sessionOf(request).userId;
      const { kind, pageNum, currentPage, pageSize } = request.query;
      const paging = { pageNum, currentPage, pageSize };
      return ok(
        await listFansPage(db, kind === FansListKind.attention ? { ...paging, fansId: me } : { ...paging, userId: me }),
      );
    },
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.detail,
    {
      tags,
      summary: '关注关系详情',
      auth: auth.member,
      params: { id: '关注关系 ID' },
      response: envelopeResponses(record, '关注关系', [400, 401, 404]),
    },
    async (request) => {
      const row = await findFansById(db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      const me = sessionOf(request).userId;
      const [entry] = await toEntries(db, [row], row.fans_id === me ? 'followed' : 'fans');
      return ok(entry);
    },
  );

  contractRoute<{ Body: { userId: string } }>(
    app,
    paths.create,
    {
      tags,
      summary: '关注某用户',
      auth: auth.member,
      body: fansContract.bodies.create,
      response: envelopeResponses(record, '关注关系', [400, 401, 404]),
    },
    async (request) => {
      const row = await follow(db, clock, sessionOf(request).userId, request.body.userId, notifications);
      const [entry] = await toEntries(db, [row], 'followed');
      return ok(entry);
    },
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.delete,
    {
      tags,
      summary: '取消关注（按关系 ID）',
      description: '只能删除自己发起的关注。',
      auth: auth.member,
      params: { id: '关注关系 ID' },
      response: envelopeResponses(emptySchema, '已取消', [400, 401, 403, 404]),
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

  contractRoute<{ Params: { attentionUserId: string } }>(
    app,
    paths.attention,
    {
      tags: ['behaviour'],
      summary: '加关注',
      auth: auth.member,
      params: { attentionUserId: '要关注的用户 ID' },
      response: envelopeResponses(attentionStateSchema, '关注状态', [400, 401, 404]),
    },
    async (request) => {
      const me = sessionOf(request).userId;
      await follow(db, clock, me, request.params.attentionUserId, notifications);
      return ok(await attentionState(db, me, request.params.attentionUserId));
    },
  );

  contractRoute<{ Params: { attentionUserId: string } }>(
    app,
    paths.cancelAttention,
    {
      tags: ['behaviour'],
      summary: '取消关注',
      auth: auth.member,
      params: { attentionUserId: '要取消关注的用户 ID' },
      response: envelopeResponses(attentionStateSchema, '关注状态', [400, 401]),
    },
    async (request) => {
      await unfollow(db, sessionOf(request).userId, request.params.attentionUserId);
      return ok({ attention: false, mutual: false });
    },
  );

  contractRoute<{ Params: { userId: string } }>(
    app,
    identityContract.paths.attention,
    {
      tags: ['user'],
      summary: '是否关注了某用户',
      auth: auth.member,
      params: { userId: '用户 ID' },
      response: envelopeResponses(attentionStateSchema, '关注状态', [400, 401]),
    },
    async (request) => ok(await attentionState(db, sessionOf(request).userId, request.params.userId)),
  );
}
