import type { RouteTable } from '../route-spec.js';

/** Routes of the collection resource (收藏). */
export const collectionPaths = {
  list: { method: 'GET', path: '/api/collection/list', operationId: 'listCollection' },
  personalList: { method: 'GET', path: '/web/collection/personalList', operationId: 'personalCollection' },
  detail: { method: 'GET', path: '/web/collection/detail/{id}', operationId: 'collectionDetail' },
  create: { method: 'POST', path: '/web/collection/create', operationId: 'createCollection' },
  update: { method: 'POST', path: '/web/collection/update/{id}', operationId: 'updateCollection' },
  delete: { method: 'POST', path: '/web/collection/delete/{id}', operationId: 'deleteCollection', empty: true },
} as const satisfies RouteTable;
