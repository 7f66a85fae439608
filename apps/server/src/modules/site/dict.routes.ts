import type { FastifyInstance } from 'fastify';
import { dictContract, type DictCreateBody, type DictListQuery, type DictUpdateBody } from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import type { Auth } from '../identity/index.js';
import { createDict, deleteDict, dictDetail, listAllDict, listPublicDict, updateDict } from './dict.service.js';
import { mngResourceRoutes } from './mng-resource.routes.js';
import type { SiteDeps } from './site.deps.js';

/** The dictionary (`/api/dict`): enabled entries for everyone, and its console. */
export function dictRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const dict = dictContract;
  contractRoute<{ Querystring: DictListQuery }>(
    app,
    dict.paths.list,
    {
      tags: ['dict'],
      summary: '字典列表',
      description:
        '启用的字典项（按 label 包含、type、parentId 筛选），按 sort 升序；descriptionData 为解析后的描述，非 JSON 的描述包装为 { value }。',
      query: dict.listQuery,
      response: envelopeResponses(pagedListSchema(dict.record), '字典分页', [400]),
    },
    async (request) => ok(await listPublicDict(deps, request.query)),
  );
  contractRoute<{ Params: { id: string } }>(
    app,
    dict.paths.detail,
    {
      tags: ['dict'],
      summary: '字典项详情',
      description: '停用的字典项按不存在处理。',
      params: { id: '字典项 ID' },
      response: envelopeResponses(dict.record, '字典项', [400, 404]),
    },
    async (request) => ok(await dictDetail(deps, request.params.id)),
  );
  mngResourceRoutes(app, auth, {
    tag: 'dict',
    label: '字典项',
    pageLabel: '字典分页',
    idLabel: '字典项 ID',
    record: dict.record,
    paths: dict.paths,
    listQuery: dict.listQuery,
    bodies: dict.bodies,
    docs: {
      list: { summary: '全部字典项' },
      detail: { summary: '字典项详情（管理）' },
      create: { summary: '新增字典项' },
      update: { summary: '修改字典项', note: '只改传入的字段；parentId 传空字符串即取消上级。' },
      delete: { summary: '删除字典项', note: '下级字典项保留，改为无上级。' },
    },
    list: (query: DictListQuery) => listAllDict(deps, query),
    detail: (id) => dictDetail(deps, id, { all: true }),
    create: (body: DictCreateBody) => createDict(deps, body),
    update: (id, body: DictUpdateBody) => updateDict(deps, id, body),
    remove: (id) => deleteDict(deps, id),
  });
}
