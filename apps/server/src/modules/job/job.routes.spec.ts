import type { FastifyInstance } from 'fastify';
import type { PagedList } from '@yiying/models';
import type { AdminJob, AuditEntry } from '@yiying/validation';
import { ADMIN } from '../../testing/activity';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { PermanentJobError } from './job.types';

describeEachDatabase('任务 of the admin console (/mng/job/*)', (target) => {
  const t = useTestApp(target, { beforeReady: (app) => registerProbeJob(app) });
  let admin: TestSession;
  let member: TestSession;
  let fail = true;

  function registerProbeJob(app: FastifyInstance) {
    app.yiying.context.jobs.handle('test.probe', async () => {
      if (fail) throw new PermanentJobError('探针任务失败');
    });
  }

  beforeAll(async () => {
    admin = await loginByPassword(t.app, ADMIN);
    member = await loginByCode(t.app);
  });

  const get = (session: TestSession, url: string) => t.app.inject({ method: 'GET', url, headers: authed(session) });
  const post = (session: TestSession, url: string) =>
    t.app.inject({ method: 'POST', url, headers: authed(session), payload: {} });

  async function failedJob(): Promise<AdminJob> {
    const { jobs } = t.app.yiying.context;
    const job = await jobs.enqueue('test.probe', { n: 1 }, { key: `probe-${Date.now()}` });
    for (let i = 0; i < 200 && (await jobs.get(job.id))?.state !== 'failed'; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    const res = await get(admin, '/mng/job/list?state=failed');
    expect(res.json()).toMatchObject({ code: 200 });
    const list = res.json().data as PagedList<AdminJob>;
    const found = list.records.find((r) => r.id === job.id);
    if (!found) throw new Error('the failed job is not listed');
    return found;
  }

  it('lists failed jobs with their error, retries and deletes them, each write audited; members are refused', async () => {
    const failed = await failedJob();
    expect(failed).toMatchObject({ name: 'test.probe', state: 'failed', attempts: 1, error: '探针任务失败' });
    expect((await get(member, '/mng/job/list')).statusCode).toBe(403);
    expect((await post(member, `/mng/job/retry/${failed.id}`)).statusCode).toBe(403);
    const bad = await get(admin, '/mng/job/list?state=lost');
    expect(bad.statusCode).toBe(400);

    fail = false;
    const retried = await post(admin, `/mng/job/retry/${failed.id}`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id: failed.id, state: 'queued', attempts: 0, error: null });
    const audit = (await get(admin, '/mng/audit/list')).json().data as PagedList<AuditEntry>;
    expect(audit.records[0]).toMatchObject({ action: 'job.retry', targetType: 'job', targetId: failed.id });
    const { jobs } = t.app.yiying.context;
    for (let i = 0; i < 200 && (await jobs.get(failed.id))?.state !== 'done'; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect((await jobs.get(failed.id))?.state).toBe('done');
    // Only a failed job can be retried.
    const again = await post(admin, `/mng/job/retry/${failed.id}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('只有失败的任务可以重试');

    expect((await post(admin, `/mng/job/delete/${failed.id}`)).statusCode).toBe(200);
    expect(await jobs.get(failed.id)).toBeUndefined();
    const deleted = (await get(admin, '/mng/audit/list')).json().data as PagedList<AuditEntry>;
    expect(deleted.records[0]).toMatchObject({ action: 'job.delete', targetId: failed.id });
    const missing = await post(admin, `/mng/job/delete/${failed.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('任务不存在');
  });
});
