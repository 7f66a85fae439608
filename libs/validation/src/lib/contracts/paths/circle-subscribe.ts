import { PAGE_SIZE, type CircleSubscriptionRecord, type PagedList } from '@yiying/models';
import type { CircleSubscribeCreateBody, CircleSubscribeListQuery } from '../circle.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Routes of circle subscriptions (加入圈子) of the signed-in member; cancel takes the subscription or circle id. */
export const circleSubscribePaths = {
  list: route<{ query: CircleSubscribeListQuery; response: PagedList<CircleSubscriptionRecord> }>()({
    method: 'GET',
    path: '/web/circleSubscribe/list',
    operationId: 'listCircleSubscribe',
    summary: '我加入的圈子',
    description: '当前会员的圈子关系（默认 subscribeFlag=yes），含圈子信息，最近加入的在前。',
    access: 'member',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: CircleSubscriptionRecord }>()({
    method: 'GET',
    path: '/web/circleSubscribe/detail/{id}',
    operationId: 'circleSubscribeDetail',
    summary: '圈子关系详情',
    description: '按关系 ID 或圈子 ID；只能查看自己的。',
    params: { id: '关系 ID 或圈子 ID' },
    access: 'member',
  }),
  create: route<{ body: CircleSubscribeCreateBody; response: CircleSubscriptionRecord }>()({
    method: 'POST',
    path: '/web/circleSubscribe/create',
    operationId: 'createCircleSubscribe',
    summary: '加入圈子',
    description: '只能加入启用的圈子；重复加入不报错。',
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/circleSubscribe/delete/{id}',
    operationId: 'deleteCircleSubscribe',
    summary: '删除圈子关系',
    params: { id: '关系 ID 或圈子 ID' },
    access: 'member',
    empty: true,
  }),
  cancel: route()({
    method: 'POST',
    path: '/web/user/behaviour/cancel/circleSubscribe/{id}',
    operationId: 'cancelCircleSubscribe',
    summary: '退出圈子',
    description: '按关系 ID 或圈子 ID；未加入时 404。',
    params: { id: '关系 ID 或圈子 ID' },
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;
