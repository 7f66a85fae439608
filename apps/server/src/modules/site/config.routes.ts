import type { FastifyInstance } from 'fastify';
import {
  configContract,
  type ConfigCreateBody,
  type ConfigListQuery,
  type ConfigUpdateBody,
  type MngConfigListQuery,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
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
import { mngResourceRoutes } from './mng-resource.routes.js';
import type { SiteDeps } from './site.deps.js';

/** Site configuration (`/api/config/list`) and its console. */
export function configRoutes(app: FastifyInstance, deps: SiteDeps, auth: Auth): void {
  const config = configContract;
  contractRoute<{ Querystring: ConfigListQuery }>(
    app,
    config.paths.list,
    {
      tags: ['config'],
      summary: '站点配置列表',
      description:
        '启用的配置项（value 为类型：site、home、mall…、bgimg；content 为 JSON 文本）。默认 offset 0、limit 20、按 label 升序；结果缓存，任何修改后立即失效。',
      query: config.listQuery,
      response: envelopeResponses(pagedListSchema(config.record), '配置分页', [400]),
    },
    async (request) => ok(await listPublicConfig(deps, request.query)),
  );
  mngResourceRoutes(app, auth, {
    tag: 'config',
    label: '配置',
    pageLabel: '配置分页',
    idLabel: '配置 ID',
    record: config.record,
    paths: config.paths,
    listQuery: config.mngListQuery,
    bodies: config.bodies,
    docs: {
      list: { summary: '全部站点配置', note: '含停用的配置项。' },
      detail: { summary: '站点配置详情' },
      create: { summary: '新增站点配置', note: 'content 必须是 JSON 对象文本。' },
      update: { summary: '修改站点配置', note: '只改传入的字段。' },
      delete: { summary: '删除站点配置' },
    },
    list: (query: MngConfigListQuery) => listAllConfig(deps, query),
    detail: (id) => configDetail(deps, id),
    create: (body: ConfigCreateBody) => createConfig(deps, body),
    update: (id, body: ConfigUpdateBody) => updateConfig(deps, id, body),
    remove: (id) => deleteConfig(deps, id),
  });
}
