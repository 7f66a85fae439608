import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('follows, user info and counters', (target) => {
  const t = useTestApp(target);
  let alice: TestSession;
  let bob: TestSession;

  beforeAll(async () => {
    alice = await loginByCode(t.app);
    bob = await loginByCode(t.app);
  });

  const post = (session: TestSession, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: authed(session), ...(payload ? { payload } : {}) });
  const get = (url: string, session?: TestSession) =>
    t.app.inject({ method: 'GET', url, ...(session ? { headers: authed(session) } : {}) });

  it('follows, reports mutual follows, and unfollows', async () => {
    const follow = await post(alice, `/web/user/behaviour/attention/${bob.userId}`);
    expect(follow.json().data).toEqual({ attention: true, mutual: false });
    expect((await post(alice, `/web/user/behaviour/attention/${bob.userId}`)).statusCode).toBe(200);
    const back = await post(bob, `/web/user/behaviour/attention/${alice.userId}`);
    expect(back.json().data).toEqual({ attention: true, mutual: true });
    expect((await get(`/web/user/attention/${bob.userId}`, alice)).json().data).toEqual({
      attention: true,
      mutual: true,
    });

    const fans = (await get(`/api/fans/list?userId=${bob.userId}`)).json().data;
    expect(fans.total).toBe(1);
    expect(fans.size).toBe(10);
    expect(fans.records[0]).toMatchObject({ userId: bob.userId, fansId: alice.userId, enabled: 1 });
    expect(fans.records[0].user.userId).toBe(alice.userId);
    const follows = (await get(`/api/fans/list?fansId=${alice.userId}`)).json().data;
    expect(follows.records[0].user.userId).toBe(bob.userId);

    expect((await get(`/api/user/extend/${bob.userId}`)).json().data).toEqual({
      attentionNum: 1,
      fansNum: 1,
      contentNum: 0,
    });

    const cancel = await post(bob, `/web/user/behaviour/cancel/attention/${alice.userId}`);
    expect(cancel.json().data).toEqual({ attention: false, mutual: false });
    expect((await get(`/web/user/attention/${bob.userId}`, alice)).json().data).toEqual({
      attention: true,
      mutual: false,
    });
  });

  it('refuses to follow yourself or nobody', async () => {
    const self = await post(alice, `/web/user/behaviour/attention/${alice.userId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toBe('不能关注自己');
    expect((await post(alice, '/web/user/behaviour/attention/nobody')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/web/user/behaviour/attention/${bob.userId}` })).statusCode,
    ).toBe(401);
  });

  it('lists my fans and my follows, creates and deletes by relation id', async () => {
    const carol = await loginByCode(t.app);
    const created = await post(carol, '/web/fans/create', { userId: alice.userId });
    expect(created.statusCode).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ userId: alice.userId, fansId: carol.userId });
    expect((await get(`/web/fans/detail/${row.id}`, carol)).json().data.id).toBe(row.id);

    const mine = (await get('/web/fans/personalList?kind=attention', carol)).json().data;
    expect(mine.records.map((r: { user: { userId: string } }) => r.user.userId)).toEqual([alice.userId]);
    const aliceFans = (await get('/web/fans/personalList?kind=fans', alice)).json().data;
    expect(aliceFans.records.map((r: { fansId: string }) => r.fansId)).toContain(carol.userId);

    expect((await post(alice, `/web/fans/delete/${row.id}`)).statusCode).toBe(403);
    expect((await post(carol, `/web/fans/delete/${row.id}`)).statusCode).toBe(200);
    expect((await get(`/web/fans/detail/${row.id}`, carol)).statusCode).toBe(404);
  });

  it('shows others a masked mobile and no private flags', async () => {
    const doctor = await loginByPassword(t.app, '13800000002');
    const info = (await get(`/api/user/info/${doctor.userId}`)).json().data;
    expect(info).toMatchObject({
      userId: doctor.userId,
      mobile: '138****0002',
      type: 'doctor',
      certificateState: 'approved',
      hasPassword: false,
    });
    expect((await get('/api/user/info/nobody')).statusCode).toBe(404);
    const own = (await get('/web/user/extend', doctor)).json().data;
    expect(own.contentNum).toBeGreaterThan(0);
  });
});
