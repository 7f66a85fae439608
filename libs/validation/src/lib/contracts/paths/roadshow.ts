import { PAGE_SIZE, type PagedList, type RoadshowRecord } from '@yiying/models';
import type { RoadshowListQuery } from '../activity/roadshow.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Road shows (路演): list and detail. */
export const roadshowPaths = {
  list: route<{ query: RoadshowListQuery; response: PagedList<RoadshowRecord> }>()({
    method: 'GET',
    path: '/api/roadshow/list',
    operationId: 'listRoadshow',
    summary: '路演列表',
    access: 'optional',
    pageSize: PAGE_SIZE.default,
  }),
  detail: route<{ response: RoadshowRecord }>()({
    method: 'GET',
    path: '/api/roadshow/detail/{id}',
    operationId: 'roadshowDetail',
    summary: '路演详情',
    params: { id: '路演 ID' },
    access: 'optional',
  }),
} as const satisfies RouteTable;
