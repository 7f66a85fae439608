import type { RouteTable } from '../route-spec.js';

/** Routes of the fans resource (follow relations). */
export const fansPaths = {
  list: { method: 'GET', path: '/api/fans/list', operationId: 'listFans' },
  personalList: { method: 'GET', path: '/web/fans/personalList', operationId: 'personalFans' },
  detail: { method: 'GET', path: '/web/fans/detail/{id}', operationId: 'fansDetail' },
  create: { method: 'POST', path: '/web/fans/create', operationId: 'createFans' },
  delete: { method: 'POST', path: '/web/fans/delete/{id}', operationId: 'deleteFans', empty: true },
} as const satisfies RouteTable;
