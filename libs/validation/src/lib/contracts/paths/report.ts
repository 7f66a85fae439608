import { PAGE_SIZE, type PagedList, type Report } from '@yiying/models';
import type { ReportCreateBody, ReportListQuery, ReportResolveBody } from '../report.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** 举报: a member files a report; admins review the queue. */
export const reportPaths = {
  create: route<{ body: ReportCreateBody; response: Report }>()({
    method: 'POST',
    path: '/web/report/create',
    operationId: 'createReport',
    summary: '举报',
    description: '举报一条可见的内容并说明理由；同一内容再次举报会更新理由并重新待处理。',
    access: 'member',
  }),
  list: route<{ query: ReportListQuery; response: PagedList<Report> }>()({
    method: 'GET',
    path: '/mng/report/list',
    operationId: 'listReports',
    summary: '举报审核队列',
    description: '管理员：按状态（默认 pending）列出举报，最新在前。',
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  resolve: route<{ body: ReportResolveBody; response: Report }>()({
    method: 'POST',
    path: '/mng/report/resolve/{id}',
    operationId: 'resolveReport',
    summary: '处理举报',
    description: '管理员：`resolve` 隐藏该内容（state down）并关闭它的全部待处理举报；`dismiss` 驳回这条举报。',
    params: { id: '举报 ID' },
    access: 'admin',
  }),
} as const satisfies RouteTable;
