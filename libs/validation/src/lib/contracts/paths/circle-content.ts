import { PAGE_SIZE, type ContentRecord, type PagedList } from '@yiying/models';
import type { CircleContentQuery } from '../circle.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Posts in circles: every circle (or one, `circleId`), and the circles the member joined; 12 per page. */
export const circleContentPaths = {
  allCircleList: route<{ query: CircleContentQuery; response: PagedList<ContentRecord> }>()({
    method: 'GET',
    path: '/api/content/allCircleList',
    operationId: 'allCircleContent',
    summary: '圈子帖子',
    description: `启用圈子里的已发布帖子（circleId 指定一个圈子，停用或不存在时 404），按访问范围规则过滤，每页默认 ${PAGE_SIZE.circleContent} 条。`,
    access: 'optional',
    pageSize: PAGE_SIZE.circleContent,
  }),
  attentionCircleList: route<{ query: CircleContentQuery; response: PagedList<ContentRecord> }>()({
    method: 'GET',
    path: '/web/content/attentionCircleList',
    operationId: 'attentionCircleContent',
    summary: '我加入的圈子的帖子',
    description: `当前会员已加入的启用圈子里的已发布帖子，每页默认 ${PAGE_SIZE.circleContent} 条。`,
    access: 'member',
    pageSize: PAGE_SIZE.circleContent,
  }),
} as const satisfies RouteTable;
