import type { RouteTable } from '../route-spec.js';

/** Routes of the circle resource: public reads, a member's own circles, and the admin's management. */
export const circlePaths = {
  list: { method: 'GET', path: '/api/circle/list', operationId: 'listCircle' },
  detail: { method: 'GET', path: '/api/circle/detail/{id}', operationId: 'circleDetail' },
  create: { method: 'POST', path: '/web/circle/create', operationId: 'createCircle' },
  update: { method: 'POST', path: '/web/circle/update/{id}', operationId: 'updateCircle' },
  delete: { method: 'POST', path: '/web/circle/delete/{id}', operationId: 'deleteCircle', empty: true },
  mngList: { method: 'GET', path: '/mng/circle/list', operationId: 'mngListCircle' },
  mngDetail: { method: 'GET', path: '/mng/circle/detail/{id}', operationId: 'mngCircleDetail' },
  mngCreate: { method: 'POST', path: '/mng/circle/create', operationId: 'mngCreateCircle' },
  mngUpdate: { method: 'POST', path: '/mng/circle/update/{id}', operationId: 'mngUpdateCircle' },
  mngDelete: { method: 'POST', path: '/mng/circle/delete/{id}', operationId: 'mngDeleteCircle', empty: true },
} as const satisfies RouteTable;
