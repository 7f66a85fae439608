import type { FastifyInstance } from 'fastify';
import { emptySchema, JOB_MESSAGES, jobMngContract, type AdminJob, type JobListQuery } from '@yiying/validation';
import { noteAudit } from '../../lib/audit.js';
import { contractRoute } from '../../lib/contract-route.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { AppError } from '../../errors.js';
import type { Auth } from '../identity/index.js';
import type { JobQueue, JobRecord } from './job.types.js';

export interface JobRoutesOptions {
  auth: Auth;
  jobs: JobQueue;
}

const { paths, query, record } = jobMngContract;

function toAdminJob(job: JobRecord): AdminJob {
  const { data: _data, ...rest } = job;
  return rest;
}

/** 任务 of the admin console: `/mng/job/list|retry/{id}|delete/{id}` (admins only; writes are audited). */
export async function jobRoutes(app: FastifyInstance, { auth, jobs }: JobRoutesOptions): Promise<void> {
  contractRoute<{ Querystring: JobListQuery }>(
    app,
    paths.list,
    {
      tags: ['admin'],
      summary: '后台任务列表（管理员）',
      description:
        '最新的在前；`state` 为 queued（排队中，含等待重试）、running、done 或 failed（已用完重试，带原因）。',
      auth: auth.admin,
      query,
      response: envelopeResponses(pagedListSchema(record), '任务分页', [400, 401, 403]),
    },
    async (request) => {
      const { state, name } = request.query;
      const pageNum = Math.max(1, Number(request.query.pageNum) || 1);
      const pageSize = Math.max(1, Number(request.query.pageSize) || 20);
      const page = await jobs.list({ pageNum, pageSize, state, name });
      return ok({
        records: page.records.map(toAdminJob),
        total: page.total,
        size: pageSize,
        current: pageNum,
        pages: Math.ceil(page.total / pageSize),
      });
    },
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.retry,
    {
      tags: ['admin'],
      summary: '重试失败的任务（管理员）',
      description: '把失败的任务放回队列，尝试次数从头算起。',
      auth: auth.admin,
      params: { id: '任务 ID' },
      response: envelopeResponses(record, '任务', [400, 401, 403, 404]),
    },
    async (request) => {
      const before = await jobs.get(request.params.id);
      if (!before) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
      if (!(await jobs.retry(before.id))) throw new AppError('BAD_REQUEST', JOB_MESSAGES.notFailed);
      const after = (await jobs.get(before.id)) ?? before;
      noteAudit(request, {
        action: 'job.retry',
        targetType: 'job',
        targetId: before.id,
        before: toAdminJob(before),
        after: toAdminJob(after),
      });
      return ok(toAdminJob(after));
    },
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.delete,
    {
      tags: ['admin'],
      summary: '删除任务（管理员）',
      description: '删除排队中、已完成或失败的任务；运行中的任务不能删除。',
      auth: auth.admin,
      params: { id: '任务 ID' },
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
    },
    async (request) => {
      const before = await jobs.get(request.params.id);
      if (!before) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
      if (!(await jobs.remove(before.id))) throw new AppError('BAD_REQUEST', JOB_MESSAGES.running);
      noteAudit(request, {
        action: 'job.delete',
        targetType: 'job',
        targetId: before.id,
        before: toAdminJob(before),
        after: null,
      });
      return ok({});
    },
  );
}
