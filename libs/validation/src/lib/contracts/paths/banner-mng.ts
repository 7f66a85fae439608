import type { RouteTable } from '../route-spec.js';

/** Banner management: every banner of every type and state, and the admin's writes. */
export const bannerMngPaths = {
  list: { method: 'GET', path: '/mng/banner/list', operationId: 'mngListBanner' },
  detail: { method: 'GET', path: '/mng/banner/detail/{id}', operationId: 'mngBannerDetail' },
  create: { method: 'POST', path: '/mng/banner/create', operationId: 'mngCreateBanner' },
  update: { method: 'POST', path: '/mng/banner/update/{id}', operationId: 'mngUpdateBanner' },
  delete: { method: 'POST', path: '/mng/banner/delete/{id}', operationId: 'mngDeleteBanner', empty: true },
} as const satisfies RouteTable;
