import type { RouteTable } from '../route-spec.js';

/** Routes of the album image resource. */
export const albumImagePaths = {
  list: { method: 'GET', path: '/api/albumImage/list', operationId: 'listAlbumImage' },
  detail: { method: 'GET', path: '/api/albumImage/detail/{id}', operationId: 'albumImageDetail' },
  create: { method: 'POST', path: '/web/albumImage/create', operationId: 'createAlbumImage' },
  update: { method: 'POST', path: '/web/albumImage/update/{id}', operationId: 'updateAlbumImage' },
  delete: { method: 'POST', path: '/web/albumImage/delete/{id}', operationId: 'deleteAlbumImage', empty: true },
} as const satisfies RouteTable;
