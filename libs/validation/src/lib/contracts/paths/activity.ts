import type { RouteTable } from '../route-spec.js';

/**
 * Activities and exhibitions (`kind`): the public reads, and the voting results after the voting phase. Likes,
 * collections and views go through the behaviours of the activity's `contentId`.
 */
export const activityPaths = {
  list: { method: 'GET', path: '/api/activity/list', operationId: 'listActivity' },
  detail: { method: 'GET', path: '/api/activity/detail/{id}', operationId: 'activityDetail' },
  current: { method: 'GET', path: '/api/activity/current', operationId: 'currentActivity' },
  results: { method: 'GET', path: '/api/activity/results/{id}', operationId: 'activityResults' },
} as const satisfies RouteTable;
