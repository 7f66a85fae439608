import type { AddressInfo } from 'node:net';
import type { ContentRecord, PagedList } from '@yiying/models';
import {
  ADMIN_MESSAGES,
  type AdminComment,
  type AdminContent,
  type AdminMember,
  type AuditEntry,
} from '@yiying/validation';
import { authed, freshMobile, latestCode, loginByCode, sendSms, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { WebSocket } from 'ws';

/** Opens the member's chat socket; resolves once open with its close code to come, rejects with the HTTP refusal. */
function openChatSocket(base: string, userId: string, token: string): Promise<{ closed: Promise<{ code: number }> }> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/websocket/${userId}/web?token=${encodeURIComponent(token)}`);
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ closed }));
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error('refused'), { status: res.statusCode })),
    );
    ws.once('error', reject);
  });
}

describeEachDatabase('admin console: members, ban / unban, moderation and the audit log', (target) => {
  // Real time, moved ahead by hand past the SMS resend gap.
  let ahead = 0;
  const clock = () => Date.now() + ahead;
  // No demo data: this suite makes its own members and admin, and starts faster.
  const t = useTestApp(target, { env: { DEMO_DATA: 'false' }, overrides: () => ({ clock }) });
  let base: string;
  let admin: TestSession;
  let member: TestSession;

  const post = (session: TestSession | null, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: session ? authed(session) : {}, ...(payload ? { payload } : {}) });
  const get = (session: TestSession | null, url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, query, headers: session ? authed(session) : {} });
  const auditOf = async (query: Record<string, string>) =>
    (await get(admin, '/mng/audit/list', query)).json().data as PagedList<AuditEntry>;
  const signupWithPassword = async (password = 'Passw0rd!x') => {
    const mobile = freshMobile();
    await sendSms(t.app, mobile, 'register');
    const code = await latestCode(t.app, mobile);
    const res = await post(null, '/web/sso/signup', {
      mobile,
      code,
      password,
      nickname: `封禁测试${mobile.slice(-4)}`,
    });
    expect(res.statusCode).toBe(200);
    return { mobile, password, session: res.json().data as TestSession };
  };

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const adminSession = await loginByCode(t.app);
    await t.app.yiying.context.db
      .updateTable('user')
      .set({ role: 'admin' })
      .where('user_id', '=', adminSession.userId)
      .execute();
    admin = adminSession;
    member = await loginByCode(t.app);
  });

  describe('who may call', () => {
    it.each([
      ['GET', '/mng/user/list'],
      ['GET', '/mng/audit/list'],
      ['GET', '/mng/content/list'],
      ['GET', '/mng/comment/list'],
      ['POST', '/mng/user/ban/x'],
      ['POST', '/mng/user/unban/x'],
      ['POST', '/mng/content/hide/x'],
      ['POST', '/mng/content/restore/x'],
      ['POST', '/mng/comment/delete/x'],
    ] as const)('%s %s: 401 without a token, 403 for a member', async (method, url) => {
      const anonymous = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { reason: 'x' } } : {}) });
      expect(anonymous.statusCode).toBe(401);
      const asMember = await t.app.inject({
        method,
        url,
        headers: authed(member),
        ...(method === 'POST' ? { payload: { reason: 'x' } } : {}),
      });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().msg).toBe('拒绝访问');
    });

    it('documents every /mng route of the console in the OpenAPI document', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const path of [
        '/mng/user/list',
        '/mng/user/ban/{id}',
        '/mng/user/unban/{id}',
        '/mng/audit/list',
        '/mng/content/list',
        '/mng/content/hide/{id}',
        '/mng/content/restore/{id}',
        '/mng/comment/list',
        '/mng/comment/delete/{id}',
      ]) {
        expect(doc.paths[path]).toBeDefined();
      }
    });
  });

  describe('members', () => {
    it('lists and searches members with their status', async () => {
      const { session } = await signupWithPassword();
      const name = String(session.user['username']);
      const res = await get(admin, '/mng/user/list', { search: name });
      expect(res.statusCode).toBe(200);
      const page = res.json().data as PagedList<AdminMember>;
      expect(page.records.map((m) => m.userId)).toEqual([session.userId]);
      expect(page.records[0]).toMatchObject({ status: 'active', banReason: null, role: 'member' });
      const bad = await get(admin, '/mng/user/list', { status: 'gone' });
      expect(bad.statusCode).toBe(400);
    });

    it('a ban refuses every login, revokes the tokens and closes the chat sockets at once; unban lets them back', async () => {
      const { mobile, password, session } = await signupWithPassword();
      const socket = await openChatSocket(base, session.userId, session.token);
      expect((await get(session, '/web/user/current')).statusCode).toBe(200);

      const missingReason = await post(admin, `/mng/user/ban/${session.userId}`, { reason: '' });
      expect(missingReason.statusCode).toBe(400);
      expect(missingReason.json().msg).toBe(ADMIN_MESSAGES.banReasonRequired);
      expect((await get(session, '/web/user/current')).statusCode).toBe(200);

      const banned = await post(admin, `/mng/user/ban/${session.userId}`, { reason: '发布广告' });
      expect(banned.statusCode).toBe(200);
      expect(banned.json().data).toMatchObject({ userId: session.userId, status: 'banned', banReason: '发布广告' });

      expect((await socket.closed).code).toBe(4401);
      expect((await get(session, '/web/user/current')).statusCode).toBe(401);
      const refresh = await post(null, '/web/sso/refreshToken', { refreshToken: session.refreshToken });
      expect([401, 403]).toContain(refresh.statusCode);
      await expect(openChatSocket(base, session.userId, session.token)).rejects.toMatchObject({ status: 401 });

      const byPassword = await post(null, '/web/user/login', { type: 'password', mobile, password });
      expect(byPassword.statusCode).toBe(403);
      expect(byPassword.json().msg).toBe(ADMIN_MESSAGES.banned);
      // Past the resend gap of the sign-up code.
      ahead += 5 * 60_000;
      expect((await sendSms(t.app, mobile, 'login')).statusCode).toBe(200);
      const byCode = await post(null, '/web/user/login', { mobile, code: await latestCode(t.app, mobile) });
      expect(byCode.statusCode).toBe(403);
      expect(byCode.json().msg).toBe(ADMIN_MESSAGES.banned);
      // The QR login and every other way in end in the same token issue.
      await expect(t.app.yiying.context.identity.tokens.issue(session.userId, 'qrcode')).rejects.toMatchObject({
        status: 403,
      });

      const listed = (await get(admin, '/mng/user/list', { status: 'banned' })).json().data as PagedList<AdminMember>;
      expect(listed.records.map((m) => m.userId)).toContain(session.userId);

      const unbanned = await post(admin, `/mng/user/unban/${session.userId}`);
      expect(unbanned.statusCode).toBe(200);
      expect(unbanned.json().data).toMatchObject({ status: 'active', banReason: null, banTime: null });
      const again = await post(null, '/web/user/login', { type: 'password', mobile, password });
      expect(again.statusCode).toBe(200);
      // The old tokens stay revoked.
      expect((await get(session, '/web/user/current')).statusCode).toBe(401);
    });

    it('refuses to ban oneself, another admin or nobody, changing nothing', async () => {
      const self = await post(admin, `/mng/user/ban/${admin.userId}`, { reason: '测试' });
      expect(self.statusCode).toBe(400);
      expect(self.json().msg).toBe(ADMIN_MESSAGES.banSelf);
      const nobody = await post(admin, '/mng/user/ban/no-such-user', { reason: '测试' });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().msg).toBe('用户不存在');
      expect((await get(admin, '/web/user/current')).statusCode).toBe(200);
      const log = await auditOf({ targetId: admin.userId });
      expect(log.total).toBe(0);
    });
  });

  describe('moderation', () => {
    let postId: string;

    beforeAll(async () => {
      const res = await post(member, '/web/content/create', {
        type: 'pound',
        title: '管理测试 清晨查房',
        content: '说说你的看法',
        accessScope: 'public',
      });
      expect(res.statusCode).toBe(200);
      postId = (res.json().data as ContentRecord).contentId;
    });

    it('hides a published post from everyone but its author and restores it', async () => {
      const listed = (await get(admin, '/mng/content/list', { search: '管理测试' })).json()
        .data as PagedList<AdminContent>;
      expect(listed.records.map((c) => c.contentId)).toEqual([postId]);

      const hidden = await post(admin, `/mng/content/hide/${postId}`);
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json().data).toMatchObject({ contentId: postId, state: 'down' });
      expect((await get(null, `/api/content/detail/${postId}`)).statusCode).toBe(404);
      const publicList = (await get(null, '/api/content/list', { pageSize: '50' })).json()
        .data as PagedList<ContentRecord>;
      expect(publicList.records.map((c) => c.contentId)).not.toContain(postId);

      const twice = await post(admin, `/mng/content/hide/${postId}`);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().msg).toBe('只能隐藏已发布的内容');

      const restored = await post(admin, `/mng/content/restore/${postId}`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data).toMatchObject({ state: 'publish' });
      expect((await get(null, `/api/content/detail/${postId}`)).statusCode).toBe(200);
      expect((await post(admin, '/mng/content/hide/nothing-here')).statusCode).toBe(404);
    });

    it('lists and removes comments with their replies', async () => {
      const made = await post(member, '/web/comment/create', { contentId: postId, content: '管理测试的评论' });
      expect(made.statusCode).toBe(200);
      const commentId = made.json().data.commentId as string;
      const listed = (await get(admin, '/mng/comment/list', { search: '管理测试的评论' })).json()
        .data as PagedList<AdminComment>;
      expect(listed.records).toEqual([
        expect.objectContaining({ commentId, contentId: postId, contentTitle: '管理测试 清晨查房', replyNum: 0 }),
      ]);
      const removed = await post(admin, `/mng/comment/delete/${commentId}`);
      expect(removed.statusCode).toBe(200);
      const after = (await get(admin, '/mng/comment/list', { contentId: postId })).json()
        .data as PagedList<AdminComment>;
      expect(after.total).toBe(0);
      expect((await get(null, `/api/content/detail/${postId}`)).json().data.commentNum).toBe(0);
      expect((await post(admin, `/mng/comment/delete/${commentId}`)).statusCode).toBe(404);
    });
  });

  describe('audit log', () => {
    it('records every admin write with who, what, when and before / after, and filters it', async () => {
      const { session } = await signupWithPassword();
      await post(admin, `/mng/user/ban/${session.userId}`, { reason: '审计测试' });
      await post(admin, `/mng/user/unban/${session.userId}`);
      const log = await auditOf({ targetType: 'user', targetId: session.userId });
      expect(log.records.map((e) => e.action)).toEqual(['user.unban', 'user.ban']);
      const ban = log.records[1] as AuditEntry;
      expect(ban).toMatchObject({ method: 'POST', path: `/mng/user/ban/${session.userId}`, status: 200 });
      expect(ban.actor.userId).toBe(admin.userId);
      expect(JSON.parse(ban.body ?? 'null')).toEqual({ reason: '审计测试' });
      expect(JSON.parse(ban.before ?? 'null')).toMatchObject({ status: 'active' });
      expect(JSON.parse(ban.after ?? 'null')).toMatchObject({ status: 'banned', banReason: '审计测试' });
      expect(Date.parse(ban.createTime)).not.toBeNaN();

      const byAction = await auditOf({ action: 'user.ban', actorId: admin.userId });
      expect(byAction.records.every((e) => e.action === 'user.ban')).toBe(true);
      const future = await auditOf({ from: '2999-01-01' });
      expect(future.total).toBe(0);
      const badDate = await get(admin, '/mng/audit/list', { from: 'yesterday' });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().msg).toBe(ADMIN_MESSAGES.dateInvalid);
    });

    it('joins other modules’ /mng writes without their help and never records failures or reads', async () => {
      const mobile = freshMobile();
      const someone = await loginByCode(t.app, mobile);
      const made = await post(someone, '/web/content/create', {
        type: 'pound',
        title: '审计测试 举报',
        content: '内容',
        accessScope: 'public',
      });
      const contentId = made.json().data.contentId as string;
      const report = await post(member, '/web/report/create', { contentId, reason: '广告' });
      const reportId = report.json().data.reportId as string;
      const failed = await post(admin, `/mng/report/resolve/${reportId}`, { action: 'nothing' });
      expect(failed.statusCode).toBe(400);
      expect((await auditOf({ targetId: reportId })).total).toBe(0);
      const resolved = await post(admin, `/mng/report/resolve/${reportId}`, { action: 'resolve', note: '已隐藏' });
      expect(resolved.statusCode).toBe(200);
      const log = await auditOf({ targetId: reportId });
      expect(log.records).toHaveLength(1);
      expect(log.records[0]).toMatchObject({ action: 'report.resolve', targetType: 'report' });
      expect(JSON.parse(log.records[0]?.after ?? 'null')).toMatchObject({ state: 'resolved' });
      expect((await auditOf({ action: 'user.list' })).total).toBe(0);
    });

    it('records the site’s banner writes with the record after the write', async () => {
      const made = await post(admin, '/mng/banner/create', {
        title: '审计横幅',
        cover: '/files/demo/banner.jpg',
        type: 'home-major',
        state: 'publish',
      });
      expect(made.statusCode).toBe(200);
      const bannerId = made.json().data.bannerId as string;
      const log = await auditOf({ targetType: 'banner' });
      const entry = log.records.find((e) => e.targetId === null || e.after?.includes(bannerId));
      expect(entry).toMatchObject({
        action: 'banner.create',
        actor: expect.objectContaining({ userId: admin.userId }),
      });
      expect(JSON.parse(entry?.after ?? 'null')).toMatchObject({ bannerId, title: '审计横幅' });
    });

    it('masks secrets and records writes made outside a call through the service', async () => {
      const id = await t.app.yiying.context.audit.record({
        actorId: admin.userId,
        action: 'config.update',
        targetType: 'config',
        targetId: 'site',
        body: { password: 'secret-value', title: '医影' },
        before: { title: '旧' },
        after: { title: '医影' },
      });
      const [entry] = (await auditOf({ targetType: 'config', targetId: 'site' })).records;
      expect(entry?.auditId).toBe(id);
      expect(entry?.method).toBe('SERVICE');
      expect(entry?.body).not.toContain('secret-value');
      expect(JSON.parse(entry?.body ?? 'null')).toEqual({ password: '******', title: '医影' });
    });
  });
});
