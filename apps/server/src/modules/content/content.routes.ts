import { clientKey } from '../../lib/rate-limit.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { contentContract, emptySchema } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, envelopeSchema, errorEnvelopeSchema, ok, pagedListSchema } from '../../lib/envelope.js';
import { sendSharedAnswer } from '../../lib/shared-answer.js';
import type { Auth } from '../identity/index.js';
import type { ContentDeps } from './content.service.js';
import {
  contentDetail,
  listAttentionContent,
  listHotContent,
  listOwnContent,
  listSideContent,
  listVisibleContent,
} from './content.list.js';
import { createContent, deleteContent, updateContent } from './content.write.js';
import type { Viewer } from './visibility.js';

export interface ContentRoutesOptions extends ContentDeps {
  auth: Auth;
  /** Keep anonymous list answers as shared bytes (default); false answers each from the database. */
  answerCache?: boolean;
}

const DAY_MS = 24 * 3_600_000;
/** Days start at midnight in China (UTC+8). */
const DAY_OFFSET_MS = 8 * 3_600_000;

/**
 * Who counts as one viewer for the view counter, for one day (China time): the member, else the visitor's address
 * (IPv6 by /64; hashed, never stored beyond the day the key lives). The User-Agent plays no part, so a script that
 * changes it on every request still counts once.
 */
export function viewerKey(request: FastifyRequest, viewer: Viewer, now = Date.now()): string {
  const day = Math.floor((now + DAY_OFFSET_MS) / DAY_MS);
  if (viewer) return `d${day}:u:${viewer.userId}`;
  return `d${day}:a:${createHash('sha256').update(clientKey(request.ip)).digest('base64url').slice(0, 22)}`;
}

/** Content routes: the list and detail for everyone (per viewer), and the author's writes. */
export async function contentRoutes(app: FastifyInstance, options: ContentRoutesOptions): Promise<void> {
  const { auth, answerCache = true } = options;
  const { paths, record, bodies } = contentContract;
  const tags = ['content'];

  implementContract(app, auth, paths, {
    list: {
      tags,
      query: contentContract.listQuery,
      response: {
        200: envelopeSchema(pagedListSchema(record), '内容分页'),
        400: errorEnvelopeSchema,
      },
      handler: async (request, reply) => {
        // Without a token the answer is the same for every visitor: its bytes are shared (see `sendSharedAnswer`).
        if (!request.session) {
          const load = () => listVisibleContent(options, null, request.query, { cachePage: false });
          if (!answerCache) return ok(await load());
          return sendSharedAnswer(reply, options.cache, `content:answer:list:${JSON.stringify(request.query)}`, load);
        }
        return ok(await listVisibleContent(options, request.viewer, request.query));
      },
    },
    detail: {
      tags,
      response: envelopeResponses(record, '内容', [400, 404]),
      handler: async (request) => {
        const viewer = request.viewer;
        return ok(
          await contentDetail(options, viewer, request.params.id, {
            countView: { viewerKey: viewerKey(request, viewer, options.clock()) },
          }),
        );
      },
    },
    hotList: {
      tags,
      query: contentContract.hotListQuery,
      response: envelopeResponses(pagedListSchema(record), '内容分页', [400]),
      handler: async (request, reply) => {
        if (!request.session) {
          const load = () => listHotContent(options, null, request.query, { cachePage: false });
          if (!answerCache) return ok(await load());
          return sendSharedAnswer(reply, options.cache, `content:answer:hot:${JSON.stringify(request.query)}`, load);
        }
        return ok(await listHotContent(options, request.viewer, request.query));
      },
    },
    attentionList: {
      tags,
      query: contentContract.attentionListQuery,
      response: envelopeResponses(pagedListSchema(record), '内容分页', [400, 401]),
      handler: async (request) => ok(await listAttentionContent(options, request.viewer, request.query)),
    },
    sideList: {
      tags,
      query: contentContract.sideListQuery,
      response: envelopeResponses(pagedListSchema(record), '内容分页', [400, 404]),
      handler: async (request) => ok(await listSideContent(options, request.viewer, request.query)),
    },
    personalList: {
      tags,
      query: contentContract.personalListQuery,
      response: envelopeResponses(pagedListSchema(record), '内容分页', [400, 401]),
      handler: async (request) => ok(await listOwnContent(options, request.viewer, request.query)),
    },
    create: {
      tags,
      body: bodies.create,
      response: envelopeResponses(record, '新内容', [400, 401]),
      handler: async (request) => ok(await createContent(options, request.viewer, request.body)),
    },
    update: {
      tags,
      body: bodies.update,
      response: envelopeResponses(record, '修改后的内容', [400, 401, 403, 404]),
      handler: async (request) => ok(await updateContent(options, request.viewer, request.params.id, request.body)),
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        await deleteContent(options, request.viewer, request.params.id);
        return ok({});
      },
    },
  });
}
