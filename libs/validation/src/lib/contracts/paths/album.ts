import type { RouteTable } from '../route-spec.js';

/** Routes of the album resource. */
export const albumPaths = {
  list: { method: 'GET', path: '/api/album/list', operationId: 'listAlbum' },
  personalList: { method: 'GET', path: '/web/album/personalList', operationId: 'personalAlbum' },
  detail: { method: 'GET', path: '/api/album/detail/{id}', operationId: 'albumDetail' },
  create: { method: 'POST', path: '/web/album/create', operationId: 'createAlbum' },
  update: { method: 'POST', path: '/web/album/update/{id}', operationId: 'updateAlbum' },
  delete: { method: 'POST', path: '/web/album/delete/{id}', operationId: 'deleteAlbum', empty: true },
} as const satisfies RouteTable;
