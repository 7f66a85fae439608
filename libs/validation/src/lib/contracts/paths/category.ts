import type { RouteTable } from '../route-spec.js';

/** Routes of content categories: published ones for everyone, every one for admins. */
export const categoryPaths = {
  list: { method: 'GET', path: '/api/category/list', operationId: 'listCategory' },
  detail: { method: 'GET', path: '/api/category/detail/{id}', operationId: 'categoryDetail' },
  mngList: { method: 'GET', path: '/mng/category/list', operationId: 'mngListCategory' },
  mngDetail: { method: 'GET', path: '/mng/category/detail/{id}', operationId: 'mngCategoryDetail' },
  mngCreate: { method: 'POST', path: '/mng/category/create', operationId: 'mngCreateCategory' },
  mngUpdate: { method: 'POST', path: '/mng/category/update/{id}', operationId: 'mngUpdateCategory' },
  mngDelete: { method: 'POST', path: '/mng/category/delete/{id}', operationId: 'mngDeleteCategory', empty: true },
} as const satisfies RouteTable;
