import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessageCentreUnread } from '@yiying/models';
import { messageCentreContract, type NotificationListQuery, type NotificationReadBody } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { sessionOf, type Auth } from '../identity/index.js';
import type { NotificationService } from '../notification/index.js';
import type { ImService } from './im.service.js';

export interface MessageCentreRoutesOptions {
  db: Kysely<Database>;
  auth: Auth;
  notifications: NotificationService;
  im: ImService;
}

/** Unread per tab: the notification types and the private messages. */
export async function unreadOf(
  { db, notifications, im }: Omit<MessageCentreRoutesOptions, 'auth'>,
  userId: string,
): Promise<MessageCentreUnread> {
  const [counts, chat] = await Promise.all([notifications.unreadCounts(db, userId), im.unread(userId)]);
  return { ...counts, chat, total: counts.likes + counts.comment + counts.attention + counts.activity + chat };
}

/** `/web/notification/*`: the message centre's lists, mark-read and unread totals. */
export async function messageCentreRoutes(app: FastifyInstance, options: MessageCentreRoutesOptions): Promise<void> {
  const { db, auth, notifications } = options;
  const { paths } = messageCentreContract;
  const tags = ['notification'];

  contractRoute<{ Querystring: NotificationListQuery }>(
    app,
    paths.list,
    {
      tags,
      summary: '消息中心列表',
      description: '赞（likes：点赞、收藏、转发）、评论（comment：评论、回复）、关注（attention），最新的在前。',
      auth: auth.member,
      query: messageCentreContract.listQuery,
      response: envelopeResponses(pagedListSchema(messageCentreContract.record), '消息分页', [400, 401]),
    },
    async (request) => {
      const { type, pageNum, currentPage, pageSize } = request.query;
      return ok(
        await notifications.list(db, sessionOf(request).userId, {
          type,
          pageNum: pageNum ?? currentPage ?? 1,
          pageSize: pageSize ?? messageCentreContract.pageSize,
        }),
      );
    },
  );

  contractRoute<{ Body: NotificationReadBody }>(
    app,
    paths.read,
    {
      tags,
      summary: '标为已读',
      description: '传 ids 标记这些消息；否则传 type 标记该类全部；都不传则全部标为已读。答复新的未读数。',
      auth: auth.member,
      body: messageCentreContract.bodies.read,
      response: envelopeResponses(messageCentreContract.unread, '未读数', [400, 401]),
    },
    async (request) => {
      const me = sessionOf(request).userId;
      const { ids, type } = request.body;
      await notifications.markRead(db, me, ids ? { ids } : type ? { type } : {});
      return ok(await unreadOf(options, me));
    },
  );

  contractRoute(
    app,
    paths.unread,
    {
      tags,
      summary: '未读数',
      description: '赞、评论、关注、私信各自的未读数与总数（页头铃铛）。',
      auth: auth.member,
      response: envelopeResponses(messageCentreContract.unread, '未读数', [401]),
    },
    async (request) => ok(await unreadOf(options, sessionOf(request).userId)),
  );
}
