import type { PagedList } from '@yiying/models';
import type { AuditEntry } from '@yiying/validation';
import { ADMIN, DAY, HOUR, activityKit } from '../../testing/activity';
import { authed, loginByCode, testClock, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { PermanentJobError } from '../job/index';

/** What a write does to its record: makes it, changes it, or removes it. */
type Kind = 'create' | 'update' | 'delete';

interface Step {
  /** The route as the OpenAPI document names it. */
  route: string;
  kind: Kind;
  /** Prepares what the write needs and answers its URL and body. */
  prepare: () => Promise<{ url: string; body?: Record<string, unknown> }>;
  /** Keeps what later steps need from the answer's `data`. */
  keep?: (data: Record<string, unknown>) => void;
  /** Further checks of the audit entry. */
  check?: (entry: AuditEntry, before: Record<string, unknown> | null, after: Record<string, unknown> | null) => void;
}

function parsed(text: string | null): Record<string, unknown> | null {
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

/** `/mng/user/ban/{id}` → `user.ban`. */
function actionOf(route: string): string {
  return route
    .replace(/^\/mng\//, '')
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('{'))
    .join('.');
}

describeEachDatabase('audit log: every /mng write with the record before and after', (target) => {
  const clock = testClock();
  const t = useTestApp(target, {
    overrides: () => ({ clock }),
    // A job that always fails, so 任务's retry and delete have one to act on.
    beforeReady: (app) =>
      app.yiying.context.jobs.handle('audit.probe', async () => {
        throw new PermanentJobError('审计探针任务失败');
      }),
  });
  /** Waits until a job has stopped running (failed again after a retry), as the console's delete expects. */
  const settledJob = async (jobId: string, enqueued?: boolean): Promise<string> => {
    const { jobs } = t.app.yiying.context;
    const id = enqueued ? jobId : (await jobs.enqueue('audit.probe', {}, { key: `audit-probe-${jobId}` })).id;
    for (let i = 0; i < 200 && (await jobs.get(id))?.state !== 'failed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return id;
  };
  const { as, call, data, upload, enroll } = activityKit(t, clock);
  let admin: TestSession;

  const latestAudit = async (): Promise<AuditEntry | undefined> =>
    (await data<PagedList<AuditEntry>>(ADMIN, '/mng/audit/list')).records[0];
  const fresh = () => loginByCode(t.app);
  const post = async <T = Record<string, unknown>>(session: TestSession, url: string, payload: unknown) => {
    const res = await t.app.inject({ method: 'POST', url, headers: authed(session), payload: payload as object });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data as T;
  };
  const newPost = async (author: TestSession, title: string) =>
    (
      await post<{ contentId: string }>(author, '/web/content/create', {
        type: 'pound',
        title,
        content: '内容',
        accessScope: 'public',
      })
    ).contentId;
  /** A post held by the watch list: answers its review-queue item. */
  const heldItem = async (title: string) => {
    const contentId = await newPost(await fresh(), title);
    const queue = await data<PagedList<{ itemId: string; targetId: string | null }>>(
      ADMIN,
      '/mng/moderation/list?kind=content&pageSize=100',
    );
    const item = queue.records.find((i) => i.targetId === contentId);
    if (!item) throw new Error(`${title} was not held`);
    return item.itemId;
  };
  const requestCertificate = async () => {
    const member = await fresh();
    const doc = await upload(member);
    const made = await post<{ certificateId: string }>(member, '/web/user/certificate', {
      identityType: 'doctor',
      realName: '审计',
      organization: '北京协和医院',
      title: '住院医师',
      document: doc.url,
    });
    return made.certificateId;
  };
  const newGuestbookEntry = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/guestbook/create',
      remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      payload: { name: '张三', phone: '13912345678', title: '合作咨询', message: '想合作办一场影展' },
    });
    if (res.statusCode !== 200) throw new Error(`guestbook answered ${res.statusCode}: ${res.body}`);
    return (res.json().data as { guestbookId: string }).guestbookId;
  };

  const ids: Record<string, string> = {};
  const id = (name: string): string => {
    const value = ids[name];
    if (!value) throw new Error(`no ${name} yet`);
    return value;
  };
  const window = () => ({
    validStart: new Date(clock() - HOUR).toISOString(),
    validEnd: new Date(clock() + 10 * DAY).toISOString(),
  });

  const steps: Step[] = [
    {
      route: '/mng/activity/create',
      kind: 'create',
      prepare: async () => ({
        url: '/mng/activity/create',
        body: { title: '审计活动', cover: '/files/demo/cover.jpg', ...window() },
      }),
      keep: (d) => (ids['activity'] = String(d['activityId'])),
    },
    {
      route: '/mng/activity/update/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/activity/update/${id('activity')}`, body: { title: '审计活动 改名' } }),
      check: (_e, before, after) => {
        expect(before).toMatchObject({ activityId: id('activity'), title: '审计活动' });
        expect(after).toMatchObject({ activityId: id('activity'), title: '审计活动 改名' });
      },
    },
    {
      route: '/mng/activity/publish/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/activity/publish/${id('activity')}`, body: {} }),
      check: (_e, before, after) => {
        expect(before?.['state']).toBe('create');
        expect(after?.['state']).not.toBe('create');
      },
    },
    {
      route: '/mng/activityEnroll/review/{id}',
      kind: 'update',
      prepare: async () => {
        const entry = await enroll('13800000001', id('activity'));
        ids['entry'] = entry.enrollId;
        return { url: `/mng/activityEnroll/review/${entry.enrollId}`, body: { state: 'pass', note: '构图不错' } };
      },
      check: (entry, before, after) => {
        expect(entry.targetId).toBe(id('entry'));
        expect(before).toMatchObject({ enrollId: id('entry'), state: 'created' });
        expect(after).toMatchObject({ enrollId: id('entry'), state: 'pass' });
      },
    },
    {
      route: '/mng/activity/down/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/activity/down/${id('activity')}`, body: {} }),
      check: (_e, before, after) => {
        expect(before?.['state']).not.toBe('down');
        expect(after?.['state']).toBe('down');
      },
    },
    {
      route: '/mng/activity/delete/{id}',
      kind: 'delete',
      prepare: async () => {
        const spare = await data<{ activityId: string }>(ADMIN, '/mng/activity/create', {
          title: '审计待删活动',
          cover: '/files/demo/cover.jpg',
          ...window(),
        });
        ids['spareActivity'] = spare.activityId;
        return { url: `/mng/activity/delete/${spare.activityId}`, body: {} };
      },
      check: (_e, before) => expect(before).toMatchObject({ activityId: id('spareActivity'), title: '审计待删活动' }),
    },
    {
      route: '/mng/roadshow/create',
      kind: 'create',
      prepare: async () => ({ url: '/mng/roadshow/create', body: { title: '审计路演', cover: '/r.jpg' } }),
      keep: (d) => (ids['roadshow'] = String(d['roadshowId'])),
    },
    {
      route: '/mng/roadshow/update/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/roadshow/update/${id('roadshow')}`, body: { title: '审计路演 改名' } }),
      check: (_e, before, after) => {
        expect(before?.['title']).toBe('审计路演');
        expect(after?.['title']).toBe('审计路演 改名');
      },
    },
    {
      route: '/mng/roadshow/publish/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/roadshow/publish/${id('roadshow')}`, body: {} }),
      check: (_e, _before, after) => expect(after?.['state']).toBe('publish'),
    },
    {
      route: '/mng/roadshow/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/roadshow/delete/${id('roadshow')}`, body: {} }),
    },
    {
      route: '/mng/circle/create',
      kind: 'create',
      prepare: async () => ({
        url: '/mng/circle/create',
        body: { name: '审计圈子', starFlag: 'yes', sort: 1, enabled: 1 },
      }),
      keep: (d) => (ids['circle'] = String(d['circleId'])),
    },
    {
      route: '/mng/circle/update/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/circle/update/${id('circle')}`, body: { enabled: 0 } }),
      check: (_e, before, after) => {
        expect(before).toMatchObject({ circleId: id('circle'), enabled: 1 });
        expect(after).toMatchObject({ circleId: id('circle'), enabled: 0 });
      },
    },
    {
      route: '/mng/circle/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/circle/delete/${id('circle')}`, body: {} }),
      check: (_e, before) => expect(before).toMatchObject({ circleId: id('circle'), name: '审计圈子' }),
    },
    {
      route: '/mng/notice/create',
      kind: 'create',
      prepare: async () => ({ url: '/mng/notice/create', body: { title: '审计公告', content: '<p>正文</p>' } }),
      keep: (d) => (ids['notice'] = String(d['noticeId'])),
    },
    {
      route: '/mng/notice/update/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/notice/update/${id('notice')}`, body: { state: 'publish' } }),
      check: (_e, before, after) => {
        expect(before?.['state']).toBe('create');
        expect(after?.['state']).toBe('publish');
      },
    },
    {
      route: '/mng/notice/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/notice/delete/${id('notice')}`, body: {} }),
      check: (entry, before, after) => {
        expect(entry.targetId).toBe(id('notice'));
        expect(before).toMatchObject({ noticeId: id('notice'), title: '审计公告', state: 'publish' });
        expect(after).toBeNull();
      },
    },
    {
      route: '/mng/config/params/update/{key}',
      kind: 'update',
      prepare: async () => ({ url: '/mng/config/params/update/address', body: { value: '上海市徐汇区审计路 1 号' } }),
      check: (entry, before, after) => {
        expect(entry.targetId).toBe('address');
        expect(before?.['key']).toBe('address');
        expect(before?.['value']).not.toBe('上海市徐汇区审计路 1 号');
        expect(after).toMatchObject({ key: 'address', value: '上海市徐汇区审计路 1 号' });
      },
    },
    {
      route: '/mng/config/create',
      kind: 'create',
      prepare: async () => ({
        url: '/mng/config/create',
        body: { value: 'apps', label: '审计应用', content: '{"list":[]}' },
      }),
      keep: (d) => (ids['config'] = String(d['configId'])),
    },
    {
      route: '/mng/config/update/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/config/update/${id('config')}`, body: { label: '审计应用 改名' } }),
      check: (_e, before, after) => {
        expect(before?.['label']).toBe('审计应用');
        expect(after?.['label']).toBe('审计应用 改名');
      },
    },
    {
      route: '/mng/config/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/config/delete/${id('config')}`, body: {} }),
    },
    {
      route: '/mng/dict/create',
      kind: 'create',
      prepare: async () => ({ url: '/mng/dict/create', body: { type: 'audit_color', value: 'red', label: '红色' } }),
      keep: (d) => (ids['dict'] = String(d['dictId'] ?? d['id'])),
    },
    {
      route: '/mng/dict/update/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/dict/update/${id('dict')}`, body: { label: '大红' } }),
      check: (_e, before, after) => {
        expect(before?.['label']).toBe('红色');
        expect(after?.['label']).toBe('大红');
      },
    },
    {
      route: '/mng/dict/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/dict/delete/${id('dict')}`, body: {} }),
    },
    {
      route: '/mng/category/create',
      kind: 'create',
      prepare: async () => ({ url: '/mng/category/create', body: { name: '审计分类', sort: 9 } }),
      keep: (d) => (ids['category'] = String(d['categoryId'])),
    },
    {
      route: '/mng/category/update/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/category/update/${id('category')}`, body: { name: '审计分类 改名' } }),
      check: (_e, before, after) => {
        expect(before?.['name']).toBe('审计分类');
        expect(after?.['name']).toBe('审计分类 改名');
      },
    },
    {
      route: '/mng/category/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/category/delete/${id('category')}`, body: {} }),
    },
    {
      route: '/mng/guestbook/update/{id}',
      kind: 'update',
      prepare: async () => {
        ids['guestbook'] = await newGuestbookEntry();
        return { url: `/mng/guestbook/update/${id('guestbook')}`, body: { readFlag: 'yes' } };
      },
      check: (_e, before, after) => {
        expect(before?.['readFlag']).toBe('no');
        expect(after?.['readFlag']).toBe('yes');
      },
    },
    {
      route: '/mng/guestbook/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/guestbook/delete/${id('guestbook')}`, body: {} }),
      check: (_e, before) => expect(before).toMatchObject({ guestbookId: id('guestbook'), name: '张三' }),
    },
    {
      route: '/mng/job/retry/{id}',
      kind: 'update',
      prepare: async () => {
        ids['job'] = await settledJob(target.label);
        return { url: `/mng/job/retry/${id('job')}`, body: {} };
      },
      // After the retry it is queued again (and may already be running or failed anew: it always fails).
      check: (_e, before, after) => {
        expect(before).toMatchObject({ state: 'failed', error: '审计探针任务失败' });
        expect(after).toMatchObject({ id: id('job') });
      },
    },
    {
      route: '/mng/job/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/job/delete/${await settledJob(id('job'), true)}`, body: {} }),
    },
    {
      route: '/mng/banner/create',
      kind: 'create',
      prepare: async () => ({
        url: '/mng/banner/create',
        body: { title: '审计横幅', cover: '/files/demo/banner.jpg', type: 'home-major', state: 'publish' },
      }),
      keep: (d) => (ids['banner'] = String(d['bannerId'])),
    },
    {
      route: '/mng/banner/update/{id}',
      kind: 'update',
      prepare: async () => ({
        url: `/mng/banner/update/${id('banner')}`,
        body: { title: '审计横幅 改名', state: 'down' },
      }),
      check: (entry, before, after) => {
        expect(entry.targetId).toBe(id('banner'));
        expect(before).toMatchObject({ bannerId: id('banner'), title: '审计横幅', state: 'publish' });
        expect(after).toMatchObject({ bannerId: id('banner'), title: '审计横幅 改名', state: 'down' });
      },
    },
    {
      route: '/mng/banner/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/banner/delete/${id('banner')}`, body: {} }),
      check: (_e, before) => expect(before).toMatchObject({ bannerId: id('banner'), title: '审计横幅 改名' }),
    },
    {
      route: '/mng/user/certificate/approve/{id}',
      kind: 'update',
      prepare: async () => {
        ids['certificate'] = await requestCertificate();
        return { url: `/mng/user/certificate/approve/${id('certificate')}`, body: {} };
      },
      check: (_e, before, after) => {
        expect(before).toMatchObject({ certificateId: id('certificate'), state: 'pending' });
        expect(after).toMatchObject({ certificateId: id('certificate'), state: 'approved' });
      },
    },
    {
      route: '/mng/user/certificate/reject/{id}',
      kind: 'update',
      prepare: async () => {
        ids['certificate'] = await requestCertificate();
        return { url: `/mng/user/certificate/reject/${id('certificate')}`, body: { reason: '材料不清晰' } };
      },
      check: (_e, before, after) => {
        expect(before).toMatchObject({ state: 'pending' });
        expect(after).toMatchObject({ state: 'rejected', reason: '材料不清晰' });
      },
    },
    {
      route: '/mng/report/resolve/{id}',
      kind: 'update',
      prepare: async () => {
        const contentId = await newPost(await fresh(), '审计 举报对象');
        const report = await post<{ reportId: string }>(await fresh(), '/web/report/create', {
          contentId,
          reason: '广告',
        });
        return { url: `/mng/report/resolve/${report.reportId}`, body: { action: 'dismiss', note: '无问题' } };
      },
      check: (_e, before, after) => {
        expect(before?.['state']).toBe('pending');
        expect(after?.['state']).toBe('dismissed');
      },
    },
    {
      route: '/mng/user/ban/{id}',
      kind: 'update',
      prepare: async () => {
        ids['user'] = (await fresh()).userId;
        return { url: `/mng/user/ban/${id('user')}`, body: { reason: '发布广告' } };
      },
      check: (_e, before, after) => {
        expect(before).toMatchObject({ userId: id('user'), status: 'active' });
        expect(after).toMatchObject({ userId: id('user'), status: 'banned' });
      },
    },
    {
      route: '/mng/user/unban/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/user/unban/${id('user')}`, body: {} }),
      check: (_e, before, after) => {
        expect(before?.['status']).toBe('banned');
        expect(after?.['status']).toBe('active');
      },
    },
    {
      route: '/mng/content/hide/{id}',
      kind: 'update',
      prepare: async () => {
        ids['content'] = await newPost(await fresh(), '审计 隐藏对象');
        return { url: `/mng/content/hide/${id('content')}`, body: {} };
      },
      check: (_e, before, after) => {
        expect(before?.['state']).toBe('publish');
        expect(after?.['state']).toBe('down');
      },
    },
    {
      route: '/mng/content/restore/{id}',
      kind: 'update',
      prepare: async () => ({ url: `/mng/content/restore/${id('content')}`, body: {} }),
      check: (_e, before, after) => {
        expect(before?.['state']).toBe('down');
        expect(after?.['state']).toBe('publish');
      },
    },
    {
      route: '/mng/comment/delete/{id}',
      kind: 'delete',
      prepare: async () => {
        const made = await post<{ commentId: string }>(await fresh(), '/web/comment/create', {
          contentId: id('content'),
          content: '审计测试的评论',
        });
        ids['comment'] = made.commentId;
        return { url: `/mng/comment/delete/${made.commentId}`, body: {} };
      },
      check: (_e, before) => expect(before).toMatchObject({ commentId: id('comment') }),
    },
    {
      route: '/mng/watchword/create',
      kind: 'create',
      prepare: async () => ({ url: '/mng/watchword/create', body: { word: '审计审核词', action: 'hold' } }),
      keep: (d) => (ids['watchword'] = String(d['watchwordId'])),
    },
    {
      route: '/mng/moderation/approve/{id}',
      kind: 'update',
      prepare: async () => {
        ids['held'] = await heldItem('审计审核词 通过');
        return { url: `/mng/moderation/approve/${id('held')}`, body: {} };
      },
      check: (_e, before, after) => {
        expect(before).toMatchObject({ itemId: id('held'), state: 'pending' });
        expect(after).toMatchObject({ itemId: id('held'), state: 'approved' });
      },
    },
    {
      route: '/mng/moderation/reject/{id}',
      kind: 'update',
      prepare: async () => {
        ids['held'] = await heldItem('审计审核词 驳回');
        return { url: `/mng/moderation/reject/${id('held')}`, body: { reason: '含不当信息' } };
      },
      check: (_e, before, after) => {
        expect(before).toMatchObject({ state: 'pending' });
        expect(after).toMatchObject({ state: 'rejected', note: '含不当信息' });
      },
    },
    {
      route: '/mng/moderation/bulk',
      kind: 'create',
      prepare: async () => ({
        url: '/mng/moderation/bulk',
        body: { ids: [await heldItem('审计审核词 批量')], decision: 'approve' },
      }),
      check: (_e, _before, after) => expect(after).toMatchObject({ done: 1, failed: [] }),
    },
    {
      route: '/mng/watchword/update/{id}',
      kind: 'update',
      prepare: async () => ({
        url: `/mng/watchword/update/${id('watchword')}`,
        body: { word: '审计审核词', action: 'flag' },
      }),
      check: (_e, before, after) => {
        expect(before).toMatchObject({ action: 'hold' });
        expect(after).toMatchObject({ action: 'flag' });
      },
    },
    {
      route: '/mng/watchword/import',
      kind: 'create',
      prepare: async () => ({ url: '/mng/watchword/import', body: { text: '审计导入词\t替换\n' } }),
      check: (_e, _before, after) => expect(after).toMatchObject({ added: 1, updated: 0 }),
    },
    {
      route: '/mng/watchword/delete/{id}',
      kind: 'delete',
      prepare: async () => ({ url: `/mng/watchword/delete/${id('watchword')}`, body: {} }),
      check: (_e, before) => expect(before).toMatchObject({ word: '审计审核词' }),
    },
  ];

  beforeAll(async () => {
    admin = await as(ADMIN);
  });

  it('has a step for every /mng POST route of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path, operations]) => path.startsWith('/mng/') && operations['post'] !== undefined)
      .map(([path]) => path)
      .sort();
    expect(routes.length).toBeGreaterThan(30);
    expect(steps.map((s) => s.route).sort()).toEqual(routes);
  });

  it('records every /mng POST with the admin, the action, and the record before (null on create) and after (null on delete)', async () => {
    for (const step of steps) {
      const { url, body } = await step.prepare();
      const res = await call(admin, url, body ?? {});
      expect([step.route, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([step.route, 200, '']);
      const answer = res.json().data as Record<string, unknown>;
      step.keep?.(answer);
      const entry = await latestAudit();
      expect(entry).toMatchObject({
        actor: expect.objectContaining({ userId: admin.userId }),
        action: actionOf(step.route),
        method: 'POST',
        path: url,
        status: 200,
      });
      if (!entry) continue;
      const before = parsed(entry.before);
      const after = parsed(entry.after);
      const shape = { route: step.route, before: before !== null, after: after !== null };
      expect(shape).toEqual({ route: step.route, before: step.kind !== 'create', after: step.kind !== 'delete' });
      const answerIds = Object.fromEntries(Object.entries(answer).filter(([key]) => /^[a-z]+Id$/.test(key)));
      if (step.kind === 'create') expect(after).toMatchObject(answerIds);
      if (step.kind !== 'create' && url.split('/').length > 3) expect(entry.targetId).toBe(url.split('/').pop());
      step.check?.(entry, before, after);
    }
  }, 180_000);

  it('records nothing for a refused write and leaves the record as it was', async () => {
    const made = await data<{ bannerId: string }>(ADMIN, '/mng/banner/create', {
      title: '审计横幅 拒绝',
      cover: '/files/demo/banner.jpg',
      type: 'home-major',
    });
    const last = await latestAudit();
    const refused = await call(admin, `/mng/banner/update/${made.bannerId}`, { cover: 'https://evil.example/x.png' });
    expect(refused.statusCode).toBe(400);
    expect((await latestAudit())?.auditId).toBe(last?.auditId);
    const missing = await call(admin, '/mng/notice/delete/no-such-notice', {});
    expect(missing.statusCode).toBe(404);
    expect((await latestAudit())?.auditId).toBe(last?.auditId);
    expect(await data(ADMIN, `/mng/banner/detail/${made.bannerId}`)).toMatchObject({ cover: '/files/demo/banner.jpg' });
  });
});
