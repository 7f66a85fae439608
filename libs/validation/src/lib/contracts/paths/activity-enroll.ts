import type { RouteTable } from '../route-spec.js';

/** Entries (作品) of activities and exhibitions: public reads, the author's writes, and votes. */
export const activityEnrollPaths = {
  list: { method: 'GET', path: '/api/activityEnroll/list', operationId: 'listActivityEnroll' },
  uploadList: { method: 'GET', path: '/api/activityEnroll/uploadList', operationId: 'uploadActivityList' },
  current: { method: 'GET', path: '/api/activityEnroll/current', operationId: 'currentActivityEnroll' },
  /** The same standing for a signed-in member only (401 otherwise). */
  mine: { method: 'GET', path: '/web/activityEnroll/current', operationId: 'myActivityEnroll' },
  detail: { method: 'GET', path: '/api/activityEnroll/detail/{id}', operationId: 'activityEnrollDetail' },
  create: { method: 'POST', path: '/web/activityEnroll/create', operationId: 'createActivityEnroll' },
  update: { method: 'POST', path: '/web/activityEnroll/update/{id}', operationId: 'updateActivityEnroll' },
  delete: {
    method: 'POST',
    path: '/web/activityEnroll/delete/{id}',
    operationId: 'deleteActivityEnroll',
    empty: true,
  },
  vote: { method: 'POST', path: '/web/activityEnroll/vote/{id}', operationId: 'voteActivityEnroll' },
} as const satisfies RouteTable;
