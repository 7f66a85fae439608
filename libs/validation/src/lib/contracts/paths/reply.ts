import type { RouteTable } from '../route-spec.js';

/** Routes of the reply resource (answers under a comment). */
export const replyPaths = {
  list: { method: 'GET', path: '/api/reply/list', operationId: 'listReply' },
  personalList: { method: 'GET', path: '/web/reply/personalList', operationId: 'personalReply' },
  detail: { method: 'GET', path: '/api/reply/detail/{id}', operationId: 'replyDetail' },
  create: { method: 'POST', path: '/web/reply/create', operationId: 'createReply' },
  delete: { method: 'POST', path: '/web/reply/delete/{id}', operationId: 'deleteReply', empty: true },
} as const satisfies RouteTable;
