import type { PagedList } from '@yiying/models';
import type { AdminJob, JobListQuery } from '../job.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** 任务 of the admin console: background jobs (transcoding …) queued, running, done or failed; retry and delete. */
export const jobMngPaths = {
  list: route<{ query: JobListQuery; response: PagedList<AdminJob> }>()({
    method: 'GET',
    path: '/mng/job/list',
    operationId: 'adminListJobs',
    summary: '后台任务列表（管理员）',
    description: '最新的在前；`state` 为 queued（排队中，含等待重试）、running、done 或 failed（已用完重试，带原因）。',
    access: 'admin',
  }),
  retry: route<{ response: AdminJob }>()({
    method: 'POST',
    path: '/mng/job/retry/{id}',
    operationId: 'adminRetryJob',
    summary: '重试失败的任务（管理员）',
    description: '把失败的任务放回队列，尝试次数从头算起。',
    params: { id: '任务 ID' },
    access: 'admin',
  }),
  delete: route()({
    method: 'POST',
    path: '/mng/job/delete/{id}',
    operationId: 'adminDeleteJob',
    summary: '删除任务（管理员）',
    description: '删除排队中、已完成或失败的任务；运行中的任务不能删除。',
    params: { id: '任务 ID' },
    access: 'admin',
    empty: true,
  }),
} as const satisfies RouteTable;
