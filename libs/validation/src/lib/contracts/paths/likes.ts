import type { RouteTable } from '../route-spec.js';

/** Routes of the likes resource (赞过). */
export const likesPaths = {
  list: { method: 'GET', path: '/api/likes/list', operationId: 'listLikes' },
  personalList: { method: 'GET', path: '/web/likes/personalList', operationId: 'personalLikes' },
  detail: { method: 'GET', path: '/web/likes/detail/{id}', operationId: 'likesDetail' },
  create: { method: 'POST', path: '/web/likes/create', operationId: 'createLikes' },
  update: { method: 'POST', path: '/web/likes/update/{id}', operationId: 'updateLikes' },
  delete: { method: 'POST', path: '/web/likes/delete/{id}', operationId: 'deleteLikes', empty: true },
} as const satisfies RouteTable;
