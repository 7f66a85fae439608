import type { FastifyInstance } from 'fastify';
import { emptySchema, JOB_MESSAGES, jobMngContract, type AdminJob } from '@yiying/validation';
import { noteAudit } from '../../lib/audit.js';
import { implementContract } from '../../lib/contract-route.js';
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
  const tags = ['admin'];
  implementContract(app, auth, paths, {
    list: {
      tags,
      query,
      response: envelopeResponses(pagedListSchema(record), '任务分页', [400, 401, 403]),
      handler: async (request) => {
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
    },
    retry: {
      tags,
      response: envelopeResponses(record, '任务', [400, 401, 403, 404]),
      handler: async (request) => {
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
    },
    delete: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
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
    },
  });
}
