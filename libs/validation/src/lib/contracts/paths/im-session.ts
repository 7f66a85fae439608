import type { RouteTable } from '../route-spec.js';

/** Conversations of the member: the list, deleting one, and reading one (clears its unread counter). */
export const imSessionPaths = {
  list: { method: 'GET', path: '/web/imSession/list', operationId: 'listImSession' },
  delete: { method: 'POST', path: '/web/imSession/delete/{userId}', operationId: 'deleteImSession', empty: true },
  read: { method: 'POST', path: '/web/imSession/read/{userId}', operationId: 'readImSession', empty: true },
} as const satisfies RouteTable;
