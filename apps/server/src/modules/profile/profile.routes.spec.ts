import type { ContentRecord } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('GET /api/user/extendContent/{contentId}: the author card of a post', (target) => {
  const t = useTestApp(target, { env: { DEMO_DATA: 'false' } });
  let author: TestSession;
  let fan: TestSession;
  let stranger: TestSession;
  const posts: Record<'open' | 'secret' | 'fansOnly', string> = { open: '', secret: '', fansOnly: '' };

  const get = (url: string, session?: TestSession) =>
    t.app.inject({ method: 'GET', url, ...(session ? { headers: authed(session) } : {}) });
  const authorOf = (contentId: string, session?: TestSession) => get(`/api/user/extendContent/${contentId}`, session);

  beforeAll(async () => {
    author = await loginByCode(t.app);
    fan = await loginByCode(t.app);
    stranger = await loginByCode(t.app);
    const follow = await t.app.inject({
      method: 'POST',
      url: `/web/user/behaviour/attention/${author.userId}`,
      headers: authed(fan),
    });
    expect(follow.statusCode).toBe(200);
    const create = async (accessScope: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/web/content/create',
        headers: authed(author),
        payload: { type: 'pound', title: `作者卡片 ${accessScope}`, content: '值班夜里的一张照片', accessScope },
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data as ContentRecord).contentId;
    };
    posts.open = await create('public');
    posts.secret = await create('private');
    posts.fansOnly = await create('fans');
  });

  it('answers the author and the counts the caller may see, as /api/user/extend/{userId} does', async () => {
    const visitor = await authorOf(posts.open);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { userId: author.userId, attentionNum: 0, fansNum: 1, contentNum: 1 },
    });
    const counts = (await get(`/api/user/extend/${author.userId}`)).json().data;
    expect(visitor.json().data).toEqual({ userId: author.userId, ...counts });
    // The follower also sees the fans-only post; the author every post of theirs.
    expect((await authorOf(posts.open, fan)).json().data).toMatchObject({ contentNum: 2 });
    expect((await authorOf(posts.open, author)).json().data).toMatchObject({ contentNum: 3 });
    expect((await authorOf(posts.open, stranger)).json().data).toMatchObject({ contentNum: 1 });
  });

  it('does not reveal the author of a post the caller may not see', async () => {
    for (const [contentId, session] of [
      [posts.secret, undefined],
      [posts.secret, fan],
      [posts.fansOnly, undefined],
      [posts.fansOnly, stranger],
      ['no-such-post', author],
    ] as const) {
      const res = await authorOf(contentId, session);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '内容不存在', data: null });
    }
    expect((await authorOf(posts.fansOnly, fan)).json().data).toMatchObject({ userId: author.userId });
    expect((await authorOf(posts.secret, author)).json().data).toMatchObject({ userId: author.userId });
    const tooLong = await authorOf('x'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toBe('contentId 必须是 1 到 64 个字符');
  });
});
