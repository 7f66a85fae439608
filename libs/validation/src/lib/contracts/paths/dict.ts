import type { RouteTable } from '../route-spec.js';

/** Routes of the dictionary (`dict`): enabled entries for everyone, every entry for admins. */
export const dictPaths = {
  list: { method: 'GET', path: '/api/dict/list', operationId: 'listDict' },
  detail: { method: 'GET', path: '/api/dict/detail/{id}', operationId: 'dictDetail' },
  mngList: { method: 'GET', path: '/mng/dict/list', operationId: 'mngListDict' },
  mngDetail: { method: 'GET', path: '/mng/dict/detail/{id}', operationId: 'mngDictDetail' },
  mngCreate: { method: 'POST', path: '/mng/dict/create', operationId: 'mngCreateDict' },
  mngUpdate: { method: 'POST', path: '/mng/dict/update/{id}', operationId: 'mngUpdateDict' },
  mngDelete: { method: 'POST', path: '/mng/dict/delete/{id}', operationId: 'mngDeleteDict', empty: true },
} as const satisfies RouteTable;
