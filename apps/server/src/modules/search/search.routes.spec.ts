import type { ContentRecord, PagedList, SearchResult } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('GET /api/ee/search', (target) => {
  const t = useTestApp(target);
  let author: TestSession;
  let stranger: TestSession;
  const ids: Record<string, string> = {};

  const search = async (title: string, session?: TestSession | null, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ee/search?title=${encodeURIComponent(title)}${extra}`,
      headers: session ? authed(session) : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as PagedList<SearchResult>;
  };
  const found = async (title: string, session?: TestSession | null) =>
    (await search(title, session, '&pageSize=100')).records
      .map((r) => r.id)
      .filter((id) => Object.values(ids).includes(id));
  const create = async (name: string, title: string, accessScope = 'public') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/content/create',
      headers: authed(author),
      payload: { type: 'pound', title, content: '内容', accessScope },
    });
    expect(res.statusCode).toBe(200);
    ids[name] = (res.json().data as ContentRecord).contentId;
  };

  beforeAll(async () => {
    author = await loginByCode(t.app);
    stranger = await loginByCode(t.app);
    await create('lamp', '骁龙搜索测试 手术室里的无影灯');
    await create('hall', '骁龙搜索测试 术后的走廊');
    await create('room', '骁龙搜索测试 值班室 手术');
    await create('secret', '骁龙搜索测试 私密的手术笔记', 'private');
  });

  it('finds 1-, 2- and 3-character Chinese words, newest first, with highlights', async () => {
    expect(await found('灯')).toEqual([ids['lamp']]);
    expect(await found('手术')).toEqual([ids['room'], ids['lamp']]);
    expect(await found('术')).toEqual([ids['room'], ids['hall'], ids['lamp']]);
    expect(await found('手术室')).toEqual([ids['lamp']]);
    // The characters must be in a row: 值班室 … 手术 has both bigrams' characters but not 手术室.
    expect(await found('术室')).toEqual([ids['lamp']]);
    expect(await found('骁龙搜索测试 走廊')).toEqual([ids['hall']]);
    const page = await search('无影灯');
    const hit = page.records.find((r) => r.id === ids['lamp']);
    expect(hit).toMatchObject({ type: 'content', title: '骁龙搜索测试 手术室里的无影灯' });
    expect(hit?.highlight).toEqual([
      { text: '骁龙搜索测试 手术室里的', match: false },
      { text: '无影灯', match: true },
    ]);
    expect(hit?.highlight?.map((h) => h.text).join('')).toBe(hit?.title);
  });

  it('applies the access scope: a private post only for its author', async () => {
    expect(await found('笔记')).toEqual([]);
    expect(await found('笔记', stranger)).toEqual([]);
    expect(await found('笔记', author)).toEqual([ids['secret']]);
    // Totals too: a visitor's is counted in the index, and never counts what they may not see.
    expect((await search('私密的手术笔记')).total).toBe(0);
    expect((await search('私密的手术笔记', stranger)).total).toBe(0);
    expect((await search('私密的手术笔记', author)).total).toBe(1);
    expect((await search('骁龙搜索测试')).total).toBe(3);
  });

  it('follows edits and deletions at once', async () => {
    const edit = await t.app.inject({
      method: 'POST',
      url: `/web/content/update/${ids['hall']}`,
      headers: authed(author),
      payload: { title: '骁龙搜索测试 雨后的花园' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await found('走廊')).toEqual([]);
    expect(await found('花园')).toEqual([ids['hall']]);
    await t.app.inject({ method: 'POST', url: `/web/content/delete/${ids['hall']}`, headers: authed(author) });
    expect(await found('花园')).toEqual([]);
    expect((await search('骁龙搜索测试')).total).toBe(2);
    // The deleted post left the index with it: nothing is left for the periodic clean-up.
    expect(await t.app.yiying.context.searchIndex.prune()).toBe(0);
  });

  it('searches members by name, answers an empty activity page, and refuses an empty query', async () => {
    const users = await search(String(author.user['username']).slice(0, 2), null, '&type=user');
    expect(users.records.some((r) => r.type === 'user' && r.id === author.userId)).toBe(true);
    expect((await search('手术', null, '&type=activity')).total).toBe(0);
    const empty = await t.app.inject({ method: 'GET', url: '/api/ee/search?title=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('请输入搜索内容');
    const bad = await t.app.inject({ method: 'GET', url: '/api/ee/search?title=a&type=poem' });
    expect(bad.statusCode).toBe(400);
  });
});
