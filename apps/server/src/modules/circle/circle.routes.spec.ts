import type { CircleRecord, CircleSubscriptionRecord, ContentRecord, PagedList } from '@yiying/models';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('circles, subscriptions and circle posts', (target) => {
  const t = useTestApp(target);
  let admin: TestSession;
  let alice: TestSession;
  let bob: TestSession;

  const call = (session: TestSession | null, url: string, payload?: unknown) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: session ? authed(session) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const page = async <T>(session: TestSession | null, url: string) => {
    const res = await call(session, url);
    expect(res.statusCode).toBe(200);
    return res.json().data as PagedList<T>;
  };
  const circle = async (session: TestSession | null, id: string) =>
    (await call(session, `/api/circle/detail/${id}`)).json().data as CircleRecord;

  beforeAll(async () => {
    admin = await loginByPassword(t.app, '13800000009');
    alice = await loginByCode(t.app);
    bob = await loginByCode(t.app);
  });

  it('lists enabled circles with member and post counts, whatever the filter says', async () => {
    const list = await page<CircleRecord>(null, '/api/circle/list?pageSize=100');
    expect(list.size).toBe(100);
    const ids = list.records.map((c) => c.circleId);
    expect(ids).toEqual(expect.arrayContaining(['circle-lens', 'circle-ward', 'circle-campus', 'circle-street']));
    expect(ids).not.toContain('circle-closed');
    expect(list.records.every((c) => c.enabled === 1)).toBe(true);
    expect((await page<CircleRecord>(null, '/api/circle/list?enabled=0')).total).toBe(0);
    const lens = list.records.find((c) => c.circleId === 'circle-lens') as CircleRecord;
    expect(lens.subscribeNum).toBeGreaterThan(0);
    // The post count is the number of published public posts the circle list of posts shows a visitor.
    const posts = await page<ContentRecord>(null, '/api/content/allCircleList?circleId=circle-lens&pageSize=100');
    expect(lens.contentNum).toBe(posts.total);
    expect(lens.contentNum).toBeGreaterThan(0);
    expect(lens).not.toHaveProperty('subscribed');
    const starred = await page<CircleRecord>(null, '/api/circle/list?starFlag=yes');
    expect(starred.records.map((c) => c.circleId).sort()).toEqual(['circle-lens', 'circle-ward']);
    expect((await call(null, '/api/circle/list?starFlag=maybe')).json().msg).toBe('starFlag 只能是 yes 或 no');
    expect((await call(null, '/api/circle/detail/circle-closed')).statusCode).toBe(404);
    expect((await call(null, '/api/circle/detail/circle-closed')).json().msg).toBe('圈子不存在');
  });

  it('joins, lists, cancels and re-joins a circle; counts follow', async () => {
    const before = (await circle(null, 'circle-street')).subscribeNum;
    const joined = await call(alice, '/web/circleSubscribe/create', { circleId: 'circle-street' });
    expect(joined.statusCode).toBe(200);
    const subscription = joined.json().data as CircleSubscriptionRecord;
    expect(subscription).toMatchObject({ circleId: 'circle-street', userId: alice.userId, subscribeFlag: 'yes' });
    expect(subscription.circle).toMatchObject({ subscribed: true, subscribeNum: before + 1 });
    // Joining twice is not an error and does not count twice.
    expect((await call(alice, '/web/circleSubscribe/create', { circleId: 'circle-street' })).statusCode).toBe(200);
    expect((await circle(null, 'circle-street')).subscribeNum).toBe(before + 1);
    const seen = await circle(alice, 'circle-street');
    expect(seen).toMatchObject({ subscribed: true, subscribeId: subscription.subscribeId });
    expect((await circle(bob, 'circle-street')).subscribed).toBe(false);

    const mine = await page<CircleSubscriptionRecord>(alice, '/web/circleSubscribe/list');
    expect(mine.records.map((s) => s.circleId)).toEqual(['circle-street']);
    expect((await call(alice, `/web/circleSubscribe/detail/${subscription.subscribeId}`)).statusCode).toBe(200);
    expect((await call(bob, `/web/circleSubscribe/detail/${subscription.subscribeId}`)).statusCode).toBe(404);

    const left = await call(alice, '/web/user/behaviour/cancel/circleSubscribe/circle-street', {});
    expect(left.statusCode).toBe(200);
    expect((await circle(null, 'circle-street')).subscribeNum).toBe(before);
    expect((await page(alice, '/web/circleSubscribe/list')).total).toBe(0);
    expect((await page(alice, '/web/circleSubscribe/list?subscribeFlag=no')).total).toBe(1);
    const again = await call(alice, `/web/user/behaviour/cancel/circleSubscribe/${subscription.subscribeId}`, {});
    expect([again.statusCode, again.json().msg]).toEqual([404, '未加入该圈子']);

    await call(alice, '/web/circleSubscribe/create', { circleId: 'circle-street' });
    expect((await circle(null, 'circle-street')).subscribeNum).toBe(before + 1);
    expect((await call(alice, `/web/circleSubscribe/delete/${subscription.subscribeId}`, {})).statusCode).toBe(200);
    expect((await circle(null, 'circle-street')).subscribeNum).toBe(before);
  });

  it('refuses joining a disabled or unknown circle, and anonymous calls', async () => {
    const closed = await call(alice, '/web/circleSubscribe/create', { circleId: 'circle-closed' });
    expect([closed.statusCode, closed.json().msg]).toEqual([400, '圈子已停用']);
    const unknown = await call(alice, '/web/circleSubscribe/create', { circleId: 'circle-nowhere' });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '圈子不存在']);
    expect((await call(alice, '/web/circleSubscribe/create', {})).json().msg).toBe('请选择圈子');
    expect((await call(null, '/web/circleSubscribe/create', { circleId: 'circle-lens' })).statusCode).toBe(401);
    expect((await call(null, '/web/circleSubscribe/list')).statusCode).toBe(401);
    expect((await call(null, '/web/content/attentionCircleList')).statusCode).toBe(401);
  });

  it('lets a member create and edit their circle, but not feature it or edit another’s', async () => {
    expect((await call(bob, '/web/circle/create', { name: ' ' })).json().msg).toBe('请输入圈子名称');
    expect((await call(bob, '/web/circle/create', { name: '圈'.repeat(33) })).json().msg).toBe(
      '圈子名称不能超过32个字符',
    );
    const created = await call(bob, '/web/circle/create', {
      name: '夜班摄影',
      description: '夜班路上',
      starFlag: 'yes',
    });
    expect(created.statusCode).toBe(200);
    const mine = created.json().data as CircleRecord;
    // A member's circle is enabled and not featured; its creator has joined it.
    expect(mine).toMatchObject({ name: '夜班摄影', enabled: 1, starFlag: 'no', subscribeNum: 1, subscribed: true });
    expect(mine.createBy).toBe(bob.userId);
    const dup = await call(alice, '/web/circle/create', { name: '夜班摄影' });
    expect([dup.statusCode, dup.json().msg]).toEqual([409, '圈子名称已存在']);

    const renamed = await call(bob, `/web/circle/update/${mine.circleId}`, { description: '下班后的城市' });
    expect(renamed.json().data.description).toBe('下班后的城市');
    expect((await call(bob, `/web/circle/update/${mine.circleId}`, { starFlag: 'yes' })).statusCode).toBe(403);
    expect((await call(alice, `/web/circle/update/${mine.circleId}`, { name: '抢' })).statusCode).toBe(403);
    expect((await call(alice, `/web/circle/delete/${mine.circleId}`, {})).statusCode).toBe(403);
    expect((await circle(null, mine.circleId)).name).toBe('夜班摄影');
    expect((await call(bob, `/web/circle/delete/${mine.circleId}`, {})).statusCode).toBe(200);
    expect((await call(null, `/api/circle/detail/${mine.circleId}`)).statusCode).toBe(404);
  });

  it('posts into an enabled circle only, and lists circle posts 12 a page through the access rules', async () => {
    const bad = await call(alice, '/web/content/create', {
      type: 'pound',
      title: '圈子外',
      content: '不存在的圈子',
      circleId: 'circle-nowhere',
    });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, '圈子不存在']);
    expect(bad.json().errors).toEqual([{ field: 'circleId', message: '圈子不存在' }]);
    const closed = await call(alice, '/web/content/create', {
      type: 'pound',
      title: '停用的圈子',
      content: '停用',
      circleId: 'circle-closed',
    });
    expect([closed.statusCode, closed.json().msg]).toEqual([400, '圈子已停用']);
    const mineBefore = await page<ContentRecord>(alice, '/web/content/personalList');
    expect(mineBefore.total).toBe(0);

    const made = await call(alice, '/web/content/create', {
      type: 'pound',
      title: '街头的白大褂',
      content: '下班路上',
      circleId: 'circle-street',
    });
    expect(made.statusCode).toBe(200);
    const post = made.json().data as ContentRecord;
    expect(post.circleId).toBe('circle-street');
    const hidden = await call(alice, '/web/content/create', {
      type: 'pound',
      title: '仅自己可见的圈子帖',
      content: '私密',
      circleId: 'circle-street',
      accessScope: 'private',
    });
    const privatePost = hidden.json().data as ContentRecord;

    const street = await page<ContentRecord>(null, '/api/content/allCircleList?circleId=circle-street');
    expect(street.size).toBe(12);
    expect(street.records[0]?.contentId).toBe(post.contentId);
    expect(street.records.map((r) => r.contentId)).not.toContain(privatePost.contentId);
    expect(street.records.every((r) => r.circleId === 'circle-street')).toBe(true);
    const asAuthor = await page<ContentRecord>(alice, '/api/content/allCircleList?circleId=circle-street');
    expect(asAuthor.records.map((r) => r.contentId)).toContain(privatePost.contentId);
    expect((await circle(null, 'circle-street')).contentNum).toBe(street.total);

    const all = await page<ContentRecord>(null, '/api/content/allCircleList');
    expect(all.size).toBe(12);
    expect(all.records).toHaveLength(12);
    expect(all.records.every((r) => r.circleId !== null && r.circleId !== 'circle-closed')).toBe(true);
    expect((await call(null, '/api/content/allCircleList?circleId=circle-closed')).statusCode).toBe(404);

    // Moving the post to a disabled circle is refused and changes nothing.
    const move = await call(alice, `/web/content/update/${post.contentId}`, { circleId: 'circle-closed' });
    expect([move.statusCode, move.json().msg]).toEqual([400, '圈子已停用']);
    expect((await call(alice, `/api/content/detail/${post.contentId}`)).json().data.circleId).toBe('circle-street');

    // 我加入的圈子: only the circles bob joined.
    expect((await page<ContentRecord>(bob, '/web/content/attentionCircleList')).total).toBe(0);
    await call(bob, '/web/circleSubscribe/create', { circleId: 'circle-street' });
    const feed = await page<ContentRecord>(bob, '/web/content/attentionCircleList');
    expect(feed.size).toBe(12);
    expect(feed.records.map((r) => r.contentId)).toContain(post.contentId);
    expect(feed.records.every((r) => r.circleId === 'circle-street')).toBe(true);
  });

  it('lets admins manage every circle under /mng; disabling hides it and its posts', async () => {
    const all = await page<CircleRecord>(admin, '/mng/circle/list?pageSize=100');
    expect(all.records.map((c) => c.circleId)).toContain('circle-closed');
    expect((await page<CircleRecord>(admin, '/mng/circle/list?enabled=0')).records.map((c) => c.circleId)).toEqual([
      'circle-closed',
    ]);
    expect((await call(admin, '/mng/circle/detail/circle-closed')).json().data.enabled).toBe(0);
    const created = await call(admin, '/mng/circle/create', { name: '院长推荐', starFlag: 'yes', sort: 1, enabled: 1 });
    expect(created.json().data).toMatchObject({ starFlag: 'yes', sort: 1, subscribeNum: 0 });
    const id = (created.json().data as CircleRecord).circleId;
    expect((await call(admin, '/mng/circle/update/circle-street', { enabled: 0 })).json().data.enabled).toBe(0);
    expect((await call(null, '/api/circle/detail/circle-street')).statusCode).toBe(404);
    const visible = await page<ContentRecord>(null, '/api/content/allCircleList?pageSize=100');
    expect(visible.records.some((r) => r.circleId === 'circle-street')).toBe(false);
    await call(admin, '/mng/circle/update/circle-street', { enabled: 1 });
    expect((await call(admin, `/mng/circle/delete/${id}`, {})).statusCode).toBe(200);
    expect((await call(admin, `/mng/circle/detail/${id}`)).statusCode).toBe(404);
    expect((await call(alice, '/mng/circle/list')).statusCode).toBe(403);
    expect((await call(null, '/mng/circle/list')).statusCode).toBe(401);
  });

  it('keeps the posts of a deleted circle, outside any circle', async () => {
    const made = (await call(alice, '/web/circle/create', { name: '短命的圈子' })).json().data as CircleRecord;
    const post = (
      await call(alice, '/web/content/create', {
        type: 'pound',
        title: '圈子里的帖子',
        content: '留下',
        circleId: made.circleId,
      })
    ).json().data as ContentRecord;
    expect((await call(alice, `/web/circle/delete/${made.circleId}`, {})).statusCode).toBe(200);
    const detail = (await call(alice, `/api/content/detail/${post.contentId}`)).json().data as ContentRecord;
    expect(detail.circleId).toBeNull();
  });
});
