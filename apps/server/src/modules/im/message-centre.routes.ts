import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessageCentreUnread } from '@yiying/models';
import { messageCentreContract } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { implementContract } from '../../lib/contract-route.js';
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

  implementContract(app, auth, paths, {
    list: {
      tags,
      query: messageCentreContract.listQuery,
      response: envelopeResponses(pagedListSchema(messageCentreContract.record), '消息分页', [400, 401]),
      handler: async (request) => {
        const { type, pageNum, currentPage, pageSize } = request.query;
        return ok(
          await notifications.list(db, sessionOf(request).userId, {
            type,
            pageNum: pageNum ?? currentPage ?? 1,
            pageSize: pageSize ?? messageCentreContract.pageSize,
          }),
        );
      },
    },
    read: {
      tags,
      body: messageCentreContract.bodies.read,
      response: envelopeResponses(messageCentreContract.unread, '未读数', [400, 401]),
      handler: async (request) => {
        const me = sessionOf(request).userId;
        const { ids, type } = request.body;
        await notifications.markRead(db, me, ids ? { ids } : type ? { type } : {});
        return ok(await unreadOf(options, me));
      },
    },
    unread: {
      tags,
      response: envelopeResponses(messageCentreContract.unread, '未读数', [401]),
      handler: async (request) => ok(await unreadOf(options, sessionOf(request).userId)),
    },
  });
}
