import type { RouteTable } from '../route-spec.js';

/** Site configuration (spec §7 config list: siteId, type, search, offset, limit, sort, order) and its management. */
export const configPaths = {
  list: { method: 'GET', path: '/api/config/list', operationId: 'listConfig' },
  mngList: { method: 'GET', path: '/mng/config/list', operationId: 'mngListConfig' },
  mngDetail: { method: 'GET', path: '/mng/config/detail/{id}', operationId: 'mngConfigDetail' },
  mngCreate: { method: 'POST', path: '/mng/config/create', operationId: 'mngCreateConfig' },
  mngUpdate: { method: 'POST', path: '/mng/config/update/{id}', operationId: 'mngUpdateConfig' },
  mngDelete: { method: 'POST', path: '/mng/config/delete/{id}', operationId: 'mngDeleteConfig', empty: true },
} as const satisfies RouteTable;
