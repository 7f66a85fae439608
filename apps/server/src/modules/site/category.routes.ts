import type { FastifyInstance } from 'fastify';
import { categoryContract } from '@yiying/validation';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import {
  categoryDetail,
  createCategory,
  deleteCategory,
  listAllCategories,
  listPublicCategories,
  updateCategory,
} from './category.service.js';
import { mngResource } from './mng-resource.routes.js';
import type { SiteDeps } from './site.deps.js';

/** Categories (`/api/category`): published ones for everyone, and their console. */
export function categoryRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const { paths, record, listQuery, bodies } = categoryContract;
  const tags = ['category'];
  implementContract(app, auth, paths, {
    list: {
      tags,
      query: listQuery,
      response: envelopeResponses(pagedListSchema(record), '分类分页', [400]),
      handler: async (request) => ok(await listPublicCategories(deps, request.query)),
    },
    detail: {
      tags,
      response: envelopeResponses(record, '分类', [400, 404]),
      handler: async (request) => ok(await categoryDetail(deps, request.params.id)),
    },
    ...mngResource(paths, {
      tag: 'category',
      label: '分类',
      pageLabel: '分类分页',
      record,
      listQuery,
      bodies,
      list: (query) => listAllCategories(deps, query),
      detail: (id) => categoryDetail(deps, id, { all: true }),
      create: (body) => createCategory(deps, body),
      update: (id, body) => updateCategory(deps, id, body),
      remove: (id) => deleteCategory(deps, id),
    }),
  });
}
