import type { BehaviourState, Collection, ContentRecord, Like, PagedList, Report } from '@yiying/models';
import { authed, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('likes, collections, forwards, shield and reports', (target) => {
  const t = useTestApp(target);
  let author: TestSession;
  let fan: TestSession;
  let other: TestSession;
  let admin: TestSession;
  let postId: string;
  let privateId: string;

  const post = (session: TestSession | null, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: session ? authed(session) : {}, ...(payload ? { payload } : {}) });
  const get = (url: string, session?: TestSession | null) =>
    t.app.inject({ method: 'GET', url, headers: session ? authed(session) : {} });
  const create = async (session: TestSession, title: string, extra: Record<string, unknown> = {}) => {
    const res = await post(session, '/web/content/create', {
      type: 'pound',
      title,
      content: '说说你的看法',
      accessScope: 'public',
      ...extra,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as ContentRecord).contentId;
  };
  const detail = async (id: string, session?: TestSession | null) =>
    (await get(`/api/content/detail/${id}`, session)).json().data as ContentRecord;
  /** Counters straight from the rows, to compare with the stored ones. */
  const recount = async (id: string) => {
    const db = t.app.yiying.context.db;
    const n = async (q: Promise<{ n: unknown } | undefined>) => Number((await q)?.n ?? 0);
    return {
      likesNum: await n(
        db
          .selectFrom('likes')
          .where('content_id', '=', id)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ),
      collectNum: await n(
        db
          .selectFrom('collection')
          .where('content_id', '=', id)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ),
    };
  };

  beforeAll(async () => {
    author = await loginByCode(t.app);
    fan = await loginByCode(t.app);
    other = await loginByCode(t.app);
    admin = await loginByPassword(t.app, '13800000009');
    postId = await create(author, '互动测试 清晨的手术室');
    privateId = await create(author, '互动测试 私密', { accessScope: 'private' });
  });

  it('likes once however often it is called, cancels by post or like id, and keeps counters equal to rows', async () => {
    const first = await post(fan, `/web/user/behaviour/like/${postId}`);
    expect(first.statusCode).toBe(200);
    const state = first.json().data as BehaviourState;
    expect(state).toMatchObject({ contentId: postId, liked: true, collected: false, likesNum: 1 });
    // Twice, and several at once: still one like.
    await Promise.all([1, 2, 3].map(() => post(fan, `/web/user/behaviour/like/${postId}`)));
    expect((await post(other, `/web/user/behaviour/like/${postId}`)).json().data.likesNum).toBe(2);
    expect((await detail(postId)).likesNum).toBe(2);
    expect(await recount(postId)).toEqual({ likesNum: 2, collectNum: 0 });
    expect((await detail(postId, fan)).liked).toBe(true);
    expect((await detail(postId)).liked).toBeUndefined();

    const byContent = await post(fan, `/web/user/behaviour/cancel/like/${postId}`);
    expect(byContent.json().data).toMatchObject({ liked: false, likesId: null, likesNum: 1 });
    expect((await post(fan, `/web/user/behaviour/cancel/like/${postId}`)).json().data.likesNum).toBe(1);
    expect((await post(other, `/web/user/behaviour/cancel/like/${postId}`)).json().data.likesNum).toBe(0);
    expect(state.likesId).not.toBeNull();
    const again = (await post(other, `/web/user/behaviour/like/${postId}`)).json().data as BehaviourState;
    expect((await post(other, `/web/user/behaviour/cancel/like/${again.likesId}`)).json().data.likesNum).toBe(0);
    expect(await recount(postId)).toEqual({ likesNum: 0, collectNum: 0 });
  });

  it('answers 404 for a post one may not see and 401 without a session, changing nothing', async () => {
    const hidden = await post(fan, `/web/user/behaviour/like/${privateId}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().msg).toBe('内容不存在');
    expect((await post(null, `/web/user/behaviour/like/${postId}`)).statusCode).toBe(401);
    expect((await post(fan, '/web/user/behaviour/collect/nope')).statusCode).toBe(404);
    expect(await recount(privateId)).toEqual({ likesNum: 0, collectNum: 0 });
  });

  it('collects, lists 收藏 and 赞过 with the type filter, updates the note and deletes', async () => {
    const collected = await post(fan, `/web/user/behaviour/collect/${postId}`);
    expect(collected.json().data).toMatchObject({ collected: true, collectNum: 1 });
    const liked = await post(fan, '/web/likes/create', { contentId: postId, remark: '喜欢' });
    expect(liked.statusCode).toBe(200);
    const like = liked.json().data as Like;
    expect(like).toMatchObject({ contentId: postId, contentTitle: '互动测试 清晨的手术室', remark: '喜欢' });
    expect(like.userId).toBe(author.userId);

    const mine = (await get('/web/collection/personalList?type=pound', fan)).json().data as PagedList<Collection>;
    expect(mine.records.map((r) => r.contentId)).toEqual([postId]);
    expect((await get('/web/collection/personalList?type=image', fan)).json().data.total).toBe(0);
    const publicLikes = (await get(`/api/likes/list?userId=${fan.userId}`)).json().data as PagedList<Like>;
    expect(publicLikes.records.map((r) => r.likesId)).toEqual([like.likesId]);
    expect((await get(`/api/likes/list?contentId=${postId}`)).json().data.total).toBe(1);

    const collection = mine.records[0] as Collection;
    const updated = await post(fan, `/web/collection/update/${collection.collectionId}`, { remark: '构图参考' });
    expect(updated.json().data.remark).toBe('构图参考');
    expect((await post(fan, '/web/collection/update/x', { remark: 'a'.repeat(65) })).json().msg).toBe(
      '备注不能超过64个字符',
    );
    expect((await get(`/web/collection/detail/${collection.collectionId}`, other)).statusCode).toBe(404);
    expect((await post(other, `/web/collection/delete/${collection.collectionId}`)).statusCode).toBe(404);
    expect((await post(fan, `/web/collection/delete/${collection.collectionId}`)).statusCode).toBe(200);
    expect(await recount(postId)).toEqual({ likesNum: 1, collectNum: 0 });
    expect((await detail(postId)).collectNum).toBe(0);
    expect((await post(fan, '/web/likes/create', {})).json().msg).toBe('请选择内容');
  });

  it('forwards with a title: a new post of the forwarder carrying its source, the source counted once', async () => {
    const empty = await post(fan, `/web/user/behaviour/forward/${postId}`, { forwardedText: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('必须填写标题');
    const long = await post(fan, `/web/user/behaviour/forward/${postId}`, { forwardedText: '转'.repeat(65) });
    expect(long.json().msg).toBe('标题不能大于64个字符');
    expect((await detail(postId)).forwardedNum).toBe(0);

    const res = await post(fan, `/web/user/behaviour/forward/${postId}`, {
      contentId: postId,
      forwardedText: '值得一看',
    });
    expect(res.statusCode).toBe(200);
    const forwarded = res.json().data as ContentRecord;
    expect(forwarded).toMatchObject({
      title: '值得一看',
      parentId: postId,
      forwardedFlag: 'yes',
      createBy: fan.userId,
    });
    expect(forwarded.parent).toMatchObject({ contentId: postId, forwardedNum: 1, likesNum: 1 });
    const homepage = (await get(`/api/content/list?createBy=${fan.userId}&forwardedFlag=yes`)).json()
      .data as PagedList<ContentRecord>;
    expect(homepage.records.map((r) => r.contentId)).toEqual([forwarded.contentId]);
    expect((await detail(postId)).forwardedNum).toBe(1);
    expect((await post(fan, `/web/user/behaviour/forward/${privateId}`, { forwardedText: '看' })).statusCode).toBe(404);
  });

  it('notifies the author of likes, collections and forwards by others, never of their own', async () => {
    const service = t.app.yiying.context.notifications;
    const db = t.app.yiying.context.db;
    await post(author, `/web/user/behaviour/like/${postId}`);
    const likes = await service.list(db, author.userId, { type: 'likes', pageSize: 50 });
    const actions = likes.records.map((n) => `${n.action}:${n.actor.userId === fan.userId ? 'fan' : 'other'}`);
    expect(actions.filter((a) => a === 'like:fan')).toHaveLength(1);
    expect(actions).toContain('collect:fan');
    // 赞和收藏 holds likes and collects; a forward is listed with comments (评论和转发).
    expect(actions.some((a) => a.startsWith('forward:'))).toBe(false);
    const comments = await service.list(db, author.userId, { type: 'comment', pageSize: 50 });
    expect(comments.records.filter((n) => n.action === 'forward' && n.actor.userId === fan.userId)).toHaveLength(1);
    expect(likes.records.some((n) => n.actor.userId === author.userId)).toBe(false);
  });

  it('gives each notification the cover of its post for a thumbnail', async () => {
    const service = t.app.yiying.context.notifications;
    const db = t.app.yiying.context.db;
    const cover = { url: '/files/c.jpg', width: 1200, height: 800, placeholder: '', renditions: [] };
    await db
      .updateTable('content')
      .set({ cover_image: JSON.stringify(cover) })
      .where('content_id', '=', postId)
      .execute();
    const likes = await service.list(db, author.userId, { type: 'likes', pageSize: 50 });
    const like = likes.records.find((n) => n.action === 'like' && n.contentId === postId);
    expect(like?.coverImage).toEqual(cover);
    const follows = await service.list(db, author.userId, { type: 'attention', pageSize: 50 });
    expect(follows.records.every((n) => n.coverImage === null)).toBe(true);
  });

  it('屏蔽此条 hides a post from the member’s lists only, until cancelled', async () => {
    const listed = async (session: TestSession | null) =>
      (
        (await get(`/api/content/list?createBy=${author.userId}&pageSize=50`, session)).json()
          .data as PagedList<ContentRecord>
      ).records.map((r) => r.contentId);
    expect(await listed(other)).toContain(postId);
    expect((await post(other, `/web/user/behaviour/shield/${postId}`)).statusCode).toBe(200);
    expect(await listed(other)).not.toContain(postId);
    expect(await listed(fan)).toContain(postId);
    expect(await listed(null)).toContain(postId);
    expect((await get(`/api/content/hotList?userId=${author.userId}`, other)).json().data.records).toEqual([]);
    expect((await post(other, `/web/user/behaviour/cancel/shield/${postId}`)).statusCode).toBe(200);
    expect(await listed(other)).toContain(postId);
  });

  it('files 举报 with a reason for the admin queue; resolving hides the post', async () => {
    expect((await post(other, '/web/report/create', { contentId: postId })).json().msg).toBe('请填写举报理由');
    const filed = await post(other, '/web/report/create', { contentId: postId, reason: '含有广告' });
    expect(filed.statusCode).toBe(200);
    const report = filed.json().data as Report;
    expect(report).toMatchObject({
      contentId: postId,
      reason: '含有广告',
      state: 'pending',
      reporter: { userId: other.userId },
    });
    expect((await post(other, '/web/report/create', { contentId: privateId, reason: '广告' })).statusCode).toBe(404);

    expect((await get('/mng/report/list', other)).statusCode).toBe(403);
    const queue = (await get('/mng/report/list', admin)).json().data as PagedList<Report>;
    expect(queue.records.map((r) => r.reportId)).toContain(report.reportId);
    expect((await post(admin, `/mng/report/resolve/${report.reportId}`, { action: 'ban' })).json().msg).toBe(
      '处理方式只能是 resolve 或 dismiss',
    );
    const resolved = await post(admin, `/mng/report/resolve/${report.reportId}`, { action: 'resolve', note: '已隐藏' });
    expect(resolved.json().data).toMatchObject({ state: 'resolved', note: '已隐藏' });
    expect((await get(`/api/content/detail/${postId}`)).statusCode).toBe(404);
    expect((await get('/mng/report/list?state=resolved', admin)).json().data.total).toBeGreaterThanOrEqual(1);
  });
});
