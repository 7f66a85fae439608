import type { RouteTable } from '../route-spec.js';

/** 举报: a member files a report; admins review the queue. */
export const reportPaths = {
  create: { method: 'POST', path: '/web/report/create', operationId: 'createReport' },
  list: { method: 'GET', path: '/mng/report/list', operationId: 'listReports' },
  resolve: { method: 'POST', path: '/mng/report/resolve/{id}', operationId: 'resolveReport' },
} as const satisfies RouteTable;
