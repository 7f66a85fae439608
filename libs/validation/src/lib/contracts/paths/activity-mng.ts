import type { RouteTable } from '../route-spec.js';

/** Admin editor and review of activities, exhibitions, road shows and entries (`/mng`, admin role). */
export const activityMngPaths = {
  list: { method: 'GET', path: '/mng/activity/list', operationId: 'mngListActivity' },
  create: { method: 'POST', path: '/mng/activity/create', operationId: 'mngCreateActivity' },
  update: { method: 'POST', path: '/mng/activity/update/{id}', operationId: 'mngUpdateActivity' },
  publish: { method: 'POST', path: '/mng/activity/publish/{id}', operationId: 'mngPublishActivity' },
  down: { method: 'POST', path: '/mng/activity/down/{id}', operationId: 'mngDownActivity' },
  delete: { method: 'POST', path: '/mng/activity/delete/{id}', operationId: 'mngDeleteActivity', empty: true },
  enrollList: { method: 'GET', path: '/mng/activityEnroll/list', operationId: 'mngListActivityEnroll' },
  review: { method: 'POST', path: '/mng/activityEnroll/review/{id}', operationId: 'mngReviewActivityEnroll' },
  roadshowList: { method: 'GET', path: '/mng/roadshow/list', operationId: 'mngListRoadshow' },
  roadshowCreate: { method: 'POST', path: '/mng/roadshow/create', operationId: 'mngCreateRoadshow' },
  roadshowUpdate: { method: 'POST', path: '/mng/roadshow/update/{id}', operationId: 'mngUpdateRoadshow' },
  roadshowPublish: { method: 'POST', path: '/mng/roadshow/publish/{id}', operationId: 'mngPublishRoadshow' },
  roadshowDelete: {
    method: 'POST',
    path: '/mng/roadshow/delete/{id}',
    operationId: 'mngDeleteRoadshow',
    empty: true,
  },
} as const satisfies RouteTable;
