import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { FansListKind, attentionStateSchema, emptySchema, fansContract, identityContract } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { implementContract } from '../../lib/contract-route.js';
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

  implementContract(app, auth, paths, {
    list: {
      tags,
      query: fansContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '关注关系分页', [400]),
      handler: async (request) => ok(await listFansPage(db, request.query)),
    },
    personalList: {
      tags,
      query: fansContract.personalListQuery,
      response: envelopeResponses(pagedListSchema(record), '关注关系分页', [400, 401]),
      handler: async (request) => {
        const me = request.viewer.userId;
        const { kind, pageNum, currentPage, pageSize } = request.query;
        const paging = { pageNum, currentPage, pageSize };
        return ok(
          await listFansPage(
            db,
            kind === FansListKind.attention ? { ...paging, fansId: me } : { ...paging, userId: me },
          ),
        );
      },
    },
    detail: {
      tags,
      response: envelopeResponses(record, '关注关系', [400, 401, 404]),
      handler: async (request) => {
        const row = await findFansById(db, request.params.id);
        if (!row) throw new AppError('NOT_FOUND');
        const me = request.viewer.userId;
        const [entry] = await toEntries(db, [row], row.fans_id === me ? 'followed' : 'fans');
        return ok(entry);
      },
    },
    create: {
      tags,
      body: fansContract.bodies.create,
      response: envelopeResponses(record, '关注关系', [400, 401, 404]),
      handler: async (request) => {
        const row = await follow(db, clock, request.viewer.userId, request.body.userId, notifications);
        const [entry] = await toEntries(db, [row], 'followed');
        return ok(entry);
      },
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已取消', [400, 401, 403, 404]),
      handler: async (request) => {
        const row = await findFansById(db, request.params.id);
        if (!row) throw new AppError('NOT_FOUND');
        const me = request.viewer.userId;
        if (row.fans_id !== me) throw new AppError('FORBIDDEN');
        await unfollow(db, me, row.user_id);
        return ok({});
      },
    },
    attention: {
      tags: ['behaviour'],
      response: envelopeResponses(attentionStateSchema, '关注状态', [400, 401, 404]),
      handler: async (request) => {
        const me = request.viewer.userId;
        await follow(db, clock, me, request.params.attentionUserId, notifications);
        return ok(await attentionState(db, me, request.params.attentionUserId));
      },
    },
    cancelAttention: {
      tags: ['behaviour'],
      response: envelopeResponses(attentionStateSchema, '关注状态', [400, 401]),
      handler: async (request) => {
        await unfollow(db, request.viewer.userId, request.params.attentionUserId);
        return ok({ attention: false, mutual: false });
      },
    },
  });

  implementContract(app, auth, identityContract.parts.attention, {
    attention: {
      tags: ['user'],
      response: envelopeResponses(attentionStateSchema, '关注状态', [400, 401]),
      handler: async (request) => ok(await attentionState(db, sessionOf(request).userId, request.params.userId)),
    },
  });
}
