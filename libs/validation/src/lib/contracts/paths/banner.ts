import type { RouteTable } from '../route-spec.js';

/** Routes of the banner resource. */
export const bannerPaths = {
  list: { method: 'GET', path: '/api/banner/list', operationId: 'listBanner' },
  detail: { method: 'GET', path: '/api/banner/detail/{id}', operationId: 'bannerDetail' },
} as const satisfies RouteTable;
