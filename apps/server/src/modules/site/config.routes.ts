import type { FastifyInstance } from 'fastify';
import { configContract } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import {
  configDetail,
  createConfig,
  deleteConfig,
  listAllConfig,
  listPublicConfig,
  updateConfig,
} from './config.service.js';
import { mngResource } from './mng-resource.routes.js';
import type { SiteDeps } from './site.deps.js';

/** Site configuration (`/api/config/list`) and its console. */
export function configRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const { paths, record, bodies } = configContract;
  implementContract(app, auth, paths, {
    list: {
      tags: ['config'],
      query: configContract.listQuery,
      response: envelopeResponses(pagedListSchema(record), '配置分页', [400]),
      handler: async (request) => ok(await listPublicConfig(deps, request.query)),
    },
    ...mngResource(paths, {
      tag: 'config',
      label: '配置',
      pageLabel: '配置分页',
      record,
      listQuery: configContract.mngListQuery,
      bodies,
      list: (query) => listAllConfig(deps, query),
      detail: (id) => configDetail(deps, id),
      create: (body) => createConfig(deps, body),
      update: (id, body) => updateConfig(deps, id, body),
      remove: (id) => deleteConfig(deps, id),
    }),
  });
}
