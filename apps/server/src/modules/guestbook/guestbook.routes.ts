import type { FastifyInstance } from 'fastify';
import { emptySchema, guestbookContract } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { auditedWrite } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import {
  createEntry,
  deleteEntry,
  entryDetail,
  guestbookEntry,
  listEntries,
  updateEntry,
  type GuestbookDeps,
} from './guestbook.service.js';

export interface GuestbookRoutesOptions extends GuestbookDeps {
  auth: Auth;
}

/** The guestbook: 联系我们 and 在线留言 for everyone, the inbox for admins. */
export async function guestbookRoutes(app: FastifyInstance, options: GuestbookRoutesOptions): Promise<void> {
  const { auth } = options;
  const { paths, record, bodies } = guestbookContract;
  const tags = ['guestbook'];
  const mngTags = ['guestbook', 'mng'];

  implementContract(app, auth, paths, {
    create: {
      tags,
      body: bodies.create,
      bodyVariants: [bodies.contact, bodies.message],
      response: envelopeResponses(record, '留言', [400, 429]),
      handler: async (request) =>
        ok(await createEntry(options, { ip: request.ip, userId: request.session?.userId ?? null }, request.body)),
    },
    mngList: {
      tags: mngTags,
      query: guestbookContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '留言分页', [400, 401, 403]),
      handler: async (request) => ok(await listEntries(options, request.query)),
    },
    mngDetail: {
      tags: mngTags,
      response: envelopeResponses(record, '留言', [400, 401, 403, 404]),
      handler: async (request) => ok(await entryDetail(options, request.params.id)),
    },
    mngUpdate: {
      tags: mngTags,
      body: bodies.update,
      response: envelopeResponses(record, '留言', [400, 401, 403, 404]),
      handler: async (request) =>
        ok(
          await auditedWrite(
            request,
            () => guestbookEntry(options, request.params.id),
            () => updateEntry(options, request.params.id, request.body),
          ),
        ),
    },
    mngDelete: {
      tags: mngTags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        await auditedWrite(
          request,
          () => guestbookEntry(options, request.params.id),
          () => deleteEntry(options, request.params.id),
        );
        return ok({});
      },
    },
  });
}
