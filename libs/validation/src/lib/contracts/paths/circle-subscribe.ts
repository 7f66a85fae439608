import type { RouteTable } from '../route-spec.js';

/** Routes of circle subscriptions (加入圈子) of the signed-in member; cancel takes the subscription or circle id. */
export const circleSubscribePaths = {
  list: { method: 'GET', path: '/web/circleSubscribe/list', operationId: 'listCircleSubscribe' },
  detail: { method: 'GET', path: '/web/circleSubscribe/detail/{id}', operationId: 'circleSubscribeDetail' },
  create: { method: 'POST', path: '/web/circleSubscribe/create', operationId: 'createCircleSubscribe' },
  delete: {
    method: 'POST',
    path: '/web/circleSubscribe/delete/{id}',
    operationId: 'deleteCircleSubscribe',
    empty: true,
  },
  cancel: {
    method: 'POST',
    path: '/web/user/behaviour/cancel/circleSubscribe/{id}',
    operationId: 'cancelCircleSubscribe',
    empty: true,
  },
} as const satisfies RouteTable;
