import type { RouteTable } from '../route-spec.js';

/** 任务 of the admin console: background jobs (transcoding …) queued, running, done or failed; retry and delete. */
export const jobMngPaths = {
  list: { method: 'GET', path: '/mng/job/list', operationId: 'adminListJobs' },
  retry: { method: 'POST', path: '/mng/job/retry/{id}', operationId: 'adminRetryJob' },
  delete: { method: 'POST', path: '/mng/job/delete/{id}', operationId: 'adminDeleteJob', empty: true },
} as const satisfies RouteTable;
