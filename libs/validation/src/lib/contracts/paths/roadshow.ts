import type { RouteTable } from '../route-spec.js';

/** Road shows (路演): list and detail. */
export const roadshowPaths = {
  list: { method: 'GET', path: '/api/roadshow/list', operationId: 'listRoadshow' },
  detail: { method: 'GET', path: '/api/roadshow/detail/{id}', operationId: 'roadshowDetail' },
} as const satisfies RouteTable;
