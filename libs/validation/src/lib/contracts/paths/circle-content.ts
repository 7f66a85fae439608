import type { RouteTable } from '../route-spec.js';

/** Posts in circles: every circle (or one, `circleId`), and the circles the member joined; 12 per page. */
export const circleContentPaths = {
  allCircleList: { method: 'GET', path: '/api/content/allCircleList', operationId: 'allCircleContent' },
  attentionCircleList: {
    method: 'GET',
    path: '/web/content/attentionCircleList',
    operationId: 'attentionCircleContent',
  },
} as const satisfies RouteTable;
