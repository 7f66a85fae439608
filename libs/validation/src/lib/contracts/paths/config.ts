import type { PagedList, SiteConfigRecord } from '@yiying/models';
import type { ConfigCreateBody, ConfigListQuery, ConfigUpdateBody, MngConfigListQuery } from '../site/config.schema.js';
import { route, type RouteTable, type WithDefaults } from '../route-spec.js';
import { ADMIN_ONLY } from './admin-only.js';

/**
 * Site configuration (spec §7 config list: siteId, type, search, offset, limit, sort, order) and its management. Its
 * lists page by `offset` and `limit`, not by page.
 */
export const configPaths = {
  list: route<{ query: ConfigListQuery; response: PagedList<SiteConfigRecord> }>()({
    method: 'GET',
    path: '/api/config/list',
    operationId: 'listConfig',
    summary: '站点配置列表',
    description:
      '启用的配置项（value 为类型：site、home、mall…、bgimg；content 为 JSON 文本）。默认 offset 0、limit 20、按 label 升序；结果缓存，任何修改后立即失效。',
  }),
  mngList: route<{ query: MngConfigListQuery; response: PagedList<SiteConfigRecord> }>()({
    method: 'GET',
    path: '/mng/config/list',
    operationId: 'mngListConfig',
    summary: '全部站点配置',
    description: `含停用的配置项。${ADMIN_ONLY}`,
    access: 'admin',
  }),
  mngDetail: route<{ response: SiteConfigRecord }>()({
    method: 'GET',
    path: '/mng/config/detail/{id}',
    operationId: 'mngConfigDetail',
    summary: '站点配置详情',
    description: ADMIN_ONLY,
    params: { id: '配置 ID' },
    access: 'admin',
  }),
  mngCreate: route<{
    body: ConfigCreateBody;
    input: WithDefaults<ConfigCreateBody, 'siteId' | 'enabled'>;
    response: SiteConfigRecord;
  }>()({
    method: 'POST',
    path: '/mng/config/create',
    operationId: 'mngCreateConfig',
    summary: '新增站点配置',
    description: `content 必须是 JSON 对象文本。${ADMIN_ONLY}`,
    access: 'admin',
  }),
  mngUpdate: route<{ body: ConfigUpdateBody; response: SiteConfigRecord }>()({
    method: 'POST',
    path: '/mng/config/update/{id}',
    operationId: 'mngUpdateConfig',
    summary: '修改站点配置',
    description: `只改传入的字段。${ADMIN_ONLY}`,
    params: { id: '配置 ID' },
    access: 'admin',
  }),
  mngDelete: route()({
    method: 'POST',
    path: '/mng/config/delete/{id}',
    operationId: 'mngDeleteConfig',
    summary: '删除站点配置',
    description: ADMIN_ONLY,
    params: { id: '配置 ID' },
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;
