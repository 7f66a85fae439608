import type { CommentRecord, ContentRecord, Mute, PagedList, SearchResult } from '@yiying/models';
import { authed, freshMobile, loginByCode, testClock, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('personal mutes (屏蔽词)', (target) => {
  const clock = testClock(Date.parse('2026-03-02T02:00:00.000Z'));
  const t = useTestApp(target, { overrides: () => ({ clock }), env: { DEMO_DATA: 'false' } });
  const readerMobile = freshMobile();
  const authorMobile = freshMobile();
  let author: TestSession;
  let reader: TestSession;
  let postId: string;

  const call = <T = unknown>(session: TestSession | null, url: string, payload?: Record<string, unknown>) =>
    t.app
      .inject({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        ...(payload === undefined ? {} : { payload }),
        headers: session ? authed(session) : {},
      })
      .then((res) => ({ status: res.statusCode, body: res.json() as { msg: string; data: T } }));

  const list = async (session: TestSession | null, query: string) =>
    (
      await call<PagedList<ContentRecord>>(
        session,
        `/api/content/list?search=${encodeURIComponent('静音测试')}&${query}`,
      )
    ).body.data;

  beforeAll(async () => {
    author = await loginByCode(t.app, authorMobile);
    reader = await loginByCode(t.app, readerMobile);
    const titles = [
      '静音测试 一 春天的花',
      '静音测试 二 剧透警告',
      '静音测试 三 夏天的雨',
      '静音测试 四 秋天的叶',
      '静音测试 五 冬天的雪',
      '静音测试 六 结局是什么',
      '静音测试 七 晨光里的剧透',
    ];
    for (const [i, title] of titles.entries()) {
      clock.advance(1000);
      const res = await call<ContentRecord>(author, '/web/content/create', {
        type: 'pound',
        title,
        // Titles are what is matched: a word only in the body does not count.
        content: i === 2 ? '这里有结局和剧透' : '说说你的看法',
        accessScope: 'public',
      });
      expect(res.status).toBe(200);
      postId = res.body.data.contentId;
    }
    // Every post sits in one circle, so the circle list is checked too.
    const db = t.app.yiying.context.db;
    await db
      .insertInto('circle')
      .values({
        circle_id: 'mute-circle',
        name: '静音测试圈',
        cover: '',
        description: '',
        enabled: 1,
        star_flag: 'no',
        sort: 0,
        create_by: null,
        create_time: '2026-03-02T02:00:00.000Z',
        update_time: '2026-03-02T02:00:00.000Z',
      })
      .execute();
    await db.updateTable('content').set({ circle_id: 'mute-circle' }).where('title', 'like', '静音测试%').execute();
    for (const text of ['拍得真好', '剧透：最后他走了', '结局太意外了', '赞一个']) {
      const res = await call(author, '/web/comment/create', { contentId: postId, content: text });
      expect(res.status).toBe(200);
    }
  });

  it('needs a session and checks what it is given', async () => {
    expect((await call(null, '/web/user/mute/list')).status).toBe(401);
    const empty = await call(reader, '/web/user/mute/create', { word: '   ', action: 'hide' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请输入要屏蔽的词');
    const long = await call(reader, '/web/user/mute/create', { word: '长'.repeat(21), action: 'hide' });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('屏蔽词不能超过 20 个字');
    const badAction = await call(reader, '/web/user/mute/create', { word: '好', action: 'drop' });
    expect(badAction.status).toBe(400);
    expect(badAction.body.msg).toBe('请选择隐藏或折叠');
    expect((await call<Mute[]>(reader, '/web/user/mute/list')).body.data).toEqual([]);
  });

  it('hides matching posts in the query itself, so pages stay full and the total is right', async () => {
    const before = await list(reader, 'pageSize=3');
    expect(before.total).toBe(7);
    const made = await call<Mute>(reader, '/web/user/mute/create', { word: ' 剧透 ', action: 'hide', duration: '1d' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ word: '剧透', action: 'hide', expireTime: '2026-03-03T02:00:07.000Z' });

    const pages = [await list(reader, 'pageSize=3&pageNum=1'), await list(reader, 'pageSize=3&pageNum=2')];
    expect(pages[0]?.total).toBe(5);
    expect(pages[0]?.pages).toBe(2);
    expect(pages[0]?.records).toHaveLength(3);
    expect(pages[1]?.records).toHaveLength(2);
    const titles = pages.flatMap((p) => p?.records.map((r) => r.title) ?? []);
    expect(titles).toHaveLength(5);
    expect(new Set(titles).size).toBe(5);
    expect(titles.some((title) => title.includes('剧透') || title.includes('七'))).toBe(false);
    // The member's total is kept while they page, and a new post counts at once.
    const added = await call<ContentRecord>(author, '/web/content/create', {
      type: 'pound',
      title: '静音测试 八 新的一天',
      content: '说说你的看法',
    });
    expect((await list(reader, 'pageSize=3')).total).toBe(6);
    expect((await call(author, `/web/content/delete/${added.body.data.contentId}`, {})).status).toBe(200);
    expect((await list(reader, 'pageSize=3')).total).toBe(5);
    // Hot list and search leave them out too; visitors and other members still see everything.
    const hot = (await call<PagedList<ContentRecord>>(reader, '/api/content/hotList?pageSize=50')).body.data;
    expect(hot.records.some((r) => r.title.includes('剧透'))).toBe(false);
    const search = (
      await call<PagedList<SearchResult>>(reader, `/api/ee/search?title=${encodeURIComponent('静音测试')}`)
    ).body.data;
    expect(search.total).toBe(5);
    expect(search.records.some((r) => r.title.includes('剧透'))).toBe(false);
    const circle = (
      await call<PagedList<ContentRecord>>(reader, '/api/content/allCircleList?circleId=mute-circle&pageSize=4')
    ).body.data;
    expect(circle.total).toBe(5);
    expect(circle.records).toHaveLength(4);
    expect(circle.records.some((r) => r.title.includes('剧透'))).toBe(false);
    expect((await list(null, 'pageSize=3')).total).toBe(7);
    expect((await list(author, 'pageSize=3')).total).toBe(7);
  });

  it('hides matching comments from the page and the total', async () => {
    const comments = (await call<PagedList<CommentRecord>>(reader, `/api/comment/list?contentId=${postId}`)).body.data;
    expect(comments.total).toBe(3);
    expect(comments.records.map((c) => c.content)).not.toContain('剧透：最后他走了');
    const visitor = (await call<PagedList<CommentRecord>>(null, `/api/comment/list?contentId=${postId}`)).body.data;
    expect(visitor.total).toBe(4);
  });

  it('folds matching items with the word instead of removing them', async () => {
    clock.advance(1000);
    const made = await call<Mute>(reader, '/web/user/mute/create', { word: '结局', action: 'fold', duration: '7d' });
    expect(made.status).toBe(200);
    const page = await list(reader, 'pageSize=10');
    expect(page.total).toBe(5);
    const folded = page.records.filter((r) => r.folded);
    expect(folded.map((r) => r.title)).toEqual(['静音测试 六 结局是什么']);
    expect(folded[0]?.foldedWord).toBe('结局');
    const circle = (await call<PagedList<ContentRecord>>(reader, '/api/content/allCircleList?circleId=mute-circle'))
      .body.data;
    expect(circle.records.filter((r) => r.folded).map((r) => r.foldedWord)).toEqual(['结局']);
    expect(page.records.filter((r) => !r.folded).every((r) => r.foldedWord === undefined)).toBe(true);

    const comments = (await call<PagedList<CommentRecord>>(reader, `/api/comment/list?contentId=${postId}`)).body.data;
    expect(comments.records.find((c) => c.content === '结局太意外了')).toMatchObject({
      folded: true,
      foldedWord: '结局',
    });
    const search = (await call<PagedList<SearchResult>>(reader, `/api/ee/search?title=${encodeURIComponent('结局')}`))
      .body.data;
    expect(search.records[0]).toMatchObject({ folded: true, foldedWord: '结局' });
    const mutes = (await call<Mute[]>(reader, '/web/user/mute/list')).body.data;
    expect(mutes.map((m) => [m.word, m.action])).toEqual([
      ['结局', 'fold'],
      ['剧透', 'hide'],
    ]);
  });

  it('stops applying a mute once it expires', async () => {
    clock.advance(DAY + 60_000);
    // The access token lived two hours: sign in again.
    reader = await loginByCode(t.app, readerMobile);
    const page = await list(reader, 'pageSize=10');
    expect(page.total).toBe(7);
    expect(page.records.filter((r) => r.folded).map((r) => r.foldedWord)).toEqual(['结局']);
    expect((await call<Mute[]>(reader, '/web/user/mute/list')).body.data.map((m) => m.word)).toEqual(['结局']);
    clock.advance(7 * DAY);
    reader = await loginByCode(t.app, readerMobile);
    author = await loginByCode(t.app, authorMobile);
    expect((await list(reader, 'pageSize=10')).records.some((r) => r.folded)).toBe(false);
    expect(await t.app.yiying.context.mutes.prune()).toBe(2);
  });

  it("deletes only the member's own mute, and caps the list at 50 words", async () => {
    const mine = (await call<Mute>(reader, '/web/user/mute/create', { word: '夏天', action: 'hide' })).body.data;
    expect(mine.expireTime).toBeNull();
    expect((await list(reader, 'pageSize=10')).total).toBe(6);
    expect((await call(author, `/web/user/mute/delete/${mine.muteId}`, {})).status).toBe(404);
    expect((await call(reader, `/web/user/mute/delete/${mine.muteId}`, {})).status).toBe(200);
    expect((await list(reader, 'pageSize=10')).total).toBe(7);

    for (let i = 0; i < 50; i += 1) {
      const res = await call(author, '/web/user/mute/create', { word: `词${i}`, action: 'fold' });
      expect(res.status).toBe(200);
    }
    const over = await call(author, '/web/user/mute/create', { word: '再来一个', action: 'fold' });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('屏蔽词最多 50 个，请先删除一些');
    // The same word again renews it rather than counting twice.
    expect((await call(author, '/web/user/mute/create', { word: '词3', action: 'hide' })).status).toBe(200);
  });
});
