import type { RouteTable } from '../route-spec.js';

/** Routes of the comment resource. */
export const commentPaths = {
  list: { method: 'GET', path: '/api/comment/list', operationId: 'listComment' },
  personalList: { method: 'GET', path: '/web/comment/personalList', operationId: 'personalComment' },
  subList: { method: 'GET', path: '/api/comment/subList', operationId: 'subComment' },
  detail: { method: 'GET', path: '/api/comment/detail/{id}', operationId: 'commentDetail' },
  create: { method: 'POST', path: '/web/comment/create', operationId: 'createComment' },
  delete: { method: 'POST', path: '/web/comment/delete/{id}', operationId: 'deleteComment', empty: true },
} as const satisfies RouteTable;
