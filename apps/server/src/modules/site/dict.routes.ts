import type { FastifyInstance } from 'fastify';
import { dictContract } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import { createDict, deleteDict, dictDetail, listAllDict, listPublicDict, updateDict } from './dict.service.js';
import { mngResource } from './mng-resource.routes.js';
import type { SiteDeps } from './site.deps.js';

/** The dictionary (`/api/dict`): enabled entries for everyone, and its console. */
export function dictRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const { paths, record, listQuery, bodies } = dictContract;
  const tags = ['dict'];
  implementContract(app, auth, paths, {
    list: {
      tags,
      query: listQuery,
      response: envelopeResponses(pagedListSchema(record), '字典分页', [400]),
      handler: async (request) => ok(await listPublicDict(deps, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(record, '字典项', [400, 404]),
      handler: async (request) => ok(await dictDetail(deps, request.params.id)),
    },
    ...mngResource(paths, {
      tag: 'dict',
      label: '字典项',
      pageLabel: '字典分页',
      record,
      listQuery,
      bodies,
      list: (query) => listAllDict(deps, query),
      detail: (id) => dictDetail(deps, id, { all: true }),
      create: (body) => createDict(deps, body),
      update: (id, body) => updateDict(deps, id, body),
      remove: (id) => deleteDict(deps, id),
    }),
  });
}
