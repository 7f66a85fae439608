import type { RouteTable } from '../route-spec.js';

/** Routes of the topic resource (`#topic#` segments of titles). */
export const topicPaths = {
  list: { method: 'GET', path: '/api/topic/list', operationId: 'listTopic' },
  detail: { method: 'GET', path: '/api/topic/detail/{id}', operationId: 'topicDetail' },
} as const satisfies RouteTable;
