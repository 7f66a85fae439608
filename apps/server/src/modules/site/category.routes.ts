import type { FastifyInstance } from 'fastify';
import {
  categoryContract,
  type CategoryCreateBody,
  type CategoryListQuery,
  type CategoryUpdateBody,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
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
import { mngResourceRoutes } from './mng-resource.routes.js';
import type { SiteDeps } from './site.deps.js';

/** Categories (`/api/category`): published ones for everyone, and their console. */
export function categoryRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const category = categoryContract;
  contractRoute<{ Querystring: CategoryListQuery }>(
    app,
    category.paths.list,
    {
      tags: ['category'],
      summary: '分类列表',
      description: '已开放的分类，按 sort 升序；state 为其他值时为空列表。',
      query: category.listQuery,
      response: envelopeResponses(pagedListSchema(category.record), '分类分页', [400]),
    },
    async (request) => ok(await listPublicCategories(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    category.paths.detail,
    {
      tags: ['category'],
      summary: '分类详情',
      description: '未开放的分类按不存在处理。',
      params: { id: '分类 ID' },
      response: envelopeResponses(category.record, '分类', [400, 404]),
    },
    async (request) => ok(await categoryDetail(deps, request.params.id)),
  );
  mngResourceRoutes(app, auth, {
    tag: 'category',
    label: '分类',
    pageLabel: '分类分页',
    idLabel: '分类 ID',
    record: category.record,
    paths: category.paths,
    listQuery: category.listQuery,
    bodies: category.bodies,
    docs: {
      list: { summary: '全部分类' },
      detail: { summary: '分类详情（管理）' },
      create: { summary: '新增分类' },
      update: { summary: '修改分类', note: '只改传入的字段；parentId 传空字符串即取消上级。' },
      delete: { summary: '删除分类', note: '其中的内容保留。' },
    },
    list: (query: CategoryListQuery) => listAllCategories(deps, query),
    detail: (id) => categoryDetail(deps, id, { all: true }),
    create: (body: CategoryCreateBody) => createCategory(deps, body),
    update: (id, body: CategoryUpdateBody) => updateCategory(deps, id, body),
    remove: (id) => deleteCategory(deps, id),
  });
}
