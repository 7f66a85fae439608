import type { FastifyInstance } from 'fastify';
import { noticeContract } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { viewerKey } from '../content/index.js';
import type { Auth } from '../identity/index.js';
import { mngResource } from './mng-resource.routes.js';
import {
  createNotice,
  deleteNotice,
  listAllNotices,
  listPublishedNotices,
  noticeDetail,
  publishedNoticeDetail,
  updateNotice,
} from './notice.service.js';
import type { SiteDeps } from './site.deps.js';

/** Notices (`/api/notice`): published ones for everyone, read counts, and their console. */
export function noticeRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const { paths, record, bodies } = noticeContract;
  const tags = ['notice'];
  implementContract(app, auth, paths, {
    list: {
      tags,
      query: noticeContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '公告分页', [400]),
      handler: async (request) => ok(await listPublishedNotices(deps, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(record, '公告', [400, 404]),
      handler: async (request) =>
        ok(await publishedNoticeDetail(deps, request.params.id, viewerKey(request, request.viewer))),
    },
    ...mngResource(paths, {
      tag: 'notice',
      label: '公告',
      pageLabel: '公告分页',
      record,
      listQuery: noticeContract.mngListQuery,
      bodies,
      list: (query) => listAllNotices(deps, query),
      detail: (id) => noticeDetail(deps, id),
      create: (body, admin) => createNotice(deps, admin.userId, body),
      update: (id, body) => updateNotice(deps, id, body),
      remove: (id) => deleteNotice(deps, id),
    }),
  });
}
