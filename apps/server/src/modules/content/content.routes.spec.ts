import type { ApiEnvelope, ContentRecord, PagedList } from '@yiying/models';
import { describeEachDatabase, useTestApp, type TestContext } from '../../testing/test-app';

type ContentPage = ApiEnvelope<PagedList<ContentRecord>>;

async function list(t: TestContext, query: Record<string, string | number> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/content/list',
    query: stringify(query),
  });
  return { status: res.statusCode, body: res.json() as ContentPage };
}

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

async function all(t: TestContext, query: Record<string, string | number> = {}): Promise<ContentRecord[]> {
  const { body } = await list(t, { ...query, pageSize: 100 });
  expect(body.data.total).toBeLessThanOrEqual(100);
  return body.data.records;
}

describeEachDatabase('GET /api/content/list', (target) => {
  const t = useTestApp(target);

  it('answers the envelope with a paged list of 9 by default', async () => {
    const { status, body } = await list(t);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.msg).toBe('操作成功');
    expect(Object.keys(body.data).sort()).toEqual(['current', 'nextCursor', 'pages', 'records', 'size', 'total']);
    expect(body.data.size).toBe(9);
    expect(body.data.current).toBe(1);
    expect(body.data.records).toHaveLength(9);
    expect(body.data.total).toBeGreaterThanOrEqual(60);
    expect(body.data.pages).toBe(Math.ceil(body.data.total / 9));
  });

  it('shows only published public posts of every content type', async () => {
    const records = await all(t);
    expect(records.length).toBeGreaterThanOrEqual(60);
    expect(new Set(records.map((r) => r.type))).toEqual(new Set(['image', 'video', 'article', 'activity', 'pound']));
    for (const r of records) {
      expect(r.state).toBe('publish');
      expect(r.accessScope).toBe('public');
    }
    const titles = records.map((r) => r.title);
    for (const hidden of ['只给自己看的随手拍', '粉丝专享：器材清单', '还没写完的草稿', '已下架的旧作品']) {
      expect(titles).not.toContain(hidden);
    }
  });

  it('returns ISO 8601 UTC times and string ids', async () => {
    const [first] = (await list(t, { pageSize: 1 })).body.data.records;
    expect(first?.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(first?.updateTime).toMatch(/Z$/);
    expect(typeof first?.contentId).toBe('string');
  });

  it('pages through with pageNum and its alias currentPage', async () => {
    const first = (await list(t, { pageNum: 1, pageSize: 5 })).body.data;
    const second = (await list(t, { pageNum: 2, pageSize: 5 })).body.data;
    const alias = (await list(t, { currentPage: 2, pageSize: 5 })).body.data;
    expect(second.current).toBe(2);
    expect(second.records.map((r) => r.contentId)).toEqual(alias.records.map((r) => r.contentId));
    const overlap = first.records.filter((r) => second.records.some((s) => s.contentId === r.contentId));
    expect(overlap).toEqual([]);
    const beyond = (await list(t, { pageNum: 999, pageSize: 5 })).body.data;
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('caps pageSize at 100 with a Chinese message', async () => {
    expect((await list(t, { pageSize: 100 })).status).toBe(200);
    for (const bad of ['101', '0', '-1', 'abc', '2.5']) {
      const { status, body } = await list(t, { pageSize: bad });
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.msg).toBe('pageSize 必须是 1 到 100 之间的整数');
      expect(body.errors).toEqual([{ field: 'pageSize', message: 'pageSize 必须是 1 到 100 之间的整数' }]);
    }
    const { status, body } = await list(t, { pageNum: 0 });
    expect(status).toBe(400);
    expect(body.msg).toBe('pageNum 必须是大于 0 的整数');
  });

  it('puts pinned posts first, then newest first', async () => {
    const records = await all(t);
    expect(
      records
        .slice(0, 2)
        .map((r) => r.title)
        .sort(),
    ).toEqual(['如何用手机拍好医学影像资料', '第三届"医者仁心"摄影大赛征稿'].sort());
    const rest = records.slice(2).map((r) => r.createTime);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it('sorts by a whitelisted column in either spelling and direction', async () => {
    const byLikes = await all(t, { sort: 'likes_num', order: 'desc' });
    const likes = byLikes.map((r) => r.likesNum);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const camel = await all(t, { sort: 'likesNum', order: 'desc' });
    expect(camel.map((r) => r.likesNum)).toEqual(likes);
    const oldest = await all(t, { sort: 'create_time', order: 'asc' });
    const times = oldest.map((r) => r.createTime);
    expect(times).toEqual([...times].sort());
  });

  it('refuses a sort outside the whitelist or a bad order', async () => {
    const bad = await list(t, { sort: 'password_hash' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^sort 只能是以下字段之一：create_time、/);
    expect(bad.body.errors?.[0]?.field).toBe('sort');
    const injection = await list(t, {
      sort: 'create_time; drop table content',
    });
    expect(injection.status).toBe(400);
    const order = await list(t, { order: 'sideways' });
    expect(order.status).toBe(400);
    expect(order.body.msg).toBe('order 只能是 asc 或 desc');
  });

  it.each(['image', 'video', 'article', 'activity', 'pound'])('filters by type %s', async (type) => {
    const records = await all(t, { type });
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.type === type)).toBe(true);
  });

  it('refuses an unknown type', async () => {
    const { status, body } = await list(t, { type: 'podcast' });
    expect(status).toBe(400);
    expect(body.msg).toBe('type 只能是 image、video、article、activity、pound 之一');
  });

  it('filters by talkTopic, including titles written with full-width #', async () => {
    const records = await all(t, { talkTopic: '城市光影' });
    expect(records.length).toBeGreaterThanOrEqual(3);
    expect(records.every((r) => r.talkTopic === '#城市光影#' && /[#＃]城市光影[#＃]/.test(r.title))).toBe(true);
    expect(records.some((r) => r.title.includes('＃城市光影＃'))).toBe(true);
    const written = await all(t, { talkTopic: '#城市光影#' });
    expect(written.map((r) => r.contentId)).toEqual(records.map((r) => r.contentId));
  });

  it('filters by categoryId and circleId', async () => {
    const byCategory = await all(t, { categoryId: 'cat-medical' });
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((r) => r.categoryId === 'cat-medical')).toBe(true);
    const byCircle = await all(t, { circleId: 'circle-lens' });
    expect(byCircle.length).toBeGreaterThan(0);
    expect(byCircle.every((r) => r.circleId === 'circle-lens')).toBe(true);
    expect((await list(t, { circleId: 'circle-none' })).body.data.total).toBe(0);
  });

  it('filters by createBy and joins the creator', async () => {
    const [first] = (await list(t, { pageSize: 1 })).body.data.records;
    if (!first?.creator) throw new Error('the list is empty');
    const { userId, username, type } = first.creator;
    const records = await all(t, { createBy: userId });
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) {
      expect(r.createBy).toBe(userId);
      expect(r.creator).toEqual({
        userId,
        username,
        avatar: expect.stringMatching(/^\/files\/demo\/avatar-\d+\.webp$/),
        type,
      });
    }
  });

  it('joins creators of every identity type', async () => {
    const records = await all(t);
    expect(new Set(records.map((r) => r.creator?.type))).toEqual(new Set(['user', 'doctor', 'student']));
    expect(
      records.every((r) => r.creator && r.creator.userId === r.createBy && /[\u4e00-\u9fa5]/.test(r.creator.username)),
    ).toBe(true);
  });

  it('filters forwards and carries the source with its counters', async () => {
    const forwards = await all(t, { forwardedFlag: 'yes' });
    expect(forwards.length).toBeGreaterThanOrEqual(3);
    for (const f of forwards) {
      expect(f.forwardedFlag).toBe('yes');
      expect(f.parent).toBeTruthy();
      expect(f.parent?.contentId).toBe(f.parentId);
      expect(f.parent?.forwardedNum).toBeGreaterThanOrEqual(1);
      expect(typeof f.parent?.likesNum).toBe('number');
      expect(typeof f.parent?.collectNum).toBe('number');
      expect(f.parent?.creator?.userId).toBe(f.parent?.createBy);
    }
    const originals = await all(t, { forwardedFlag: 'no' });
    expect(originals.every((r) => r.forwardedFlag === 'no' && r.parent === undefined && r.parentId === null)).toBe(
      true,
    );
    const total = (await list(t)).body.data.total;
    expect(forwards.length + originals.length).toBe(total);
  });

  it('keeps non-public scopes and unpublished states out of the public list', async () => {
    expect((await list(t, { accessScope: 'private' })).body.data.total).toBe(0);
    expect((await list(t, { accessScope: 'fans' })).body.data.total).toBe(0);
    expect((await list(t, { state: 'down' })).body.data.total).toBe(0);
    expect((await list(t, { state: 'create' })).body.data.total).toBe(0);
    const total = (await list(t)).body.data.total;
    expect((await list(t, { state: 'publish', accessScope: 'public' })).body.data.total).toBe(total);
  });

  it('filters by the comment switch', async () => {
    const closed = await all(t, { comments: 0 });
    const open = await all(t, { comments: 1 });
    expect(closed.every((r) => r.comments === 0)).toBe(true);
    expect(open.every((r) => r.comments === 1)).toBe(true);
    expect(closed.length + open.length).toBe((await list(t)).body.data.total);
    expect((await list(t, { comments: 2 })).status).toBe(400);
  });

  it('serves demo image posts through the upload pipeline: renditions, placeholder and linked media', async () => {
    const images = await all(t, { type: 'image', forwardedFlag: 'no' });
    expect(images.length).toBeGreaterThan(5);
    for (const post of images) {
      expect(post.cover).toMatch(/^\/files\/m\/[\w-]+\.jpg$/);
      expect(post.coverImage?.url).toBe(post.cover);
      expect(post.coverImage?.placeholder).not.toBe('');
      expect(post.coverImage?.renditions.length).toBeGreaterThan(0);
      expect([post.width, post.height]).toEqual([post.coverImage?.width, post.coverImage?.height]);
    }
    const [first] = images;
    const detail = await t.app.inject({ method: 'GET', url: `/api/content/detail/${first?.contentId}` });
    expect(detail.json().data.media.map((m: { url: string }) => m.url)).toEqual([first?.cover]);
  });

  it('combines filters', async () => {
    const records = await all(t, { type: 'image', forwardedFlag: 'yes' });
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.type === 'image' && r.forwardedFlag === 'yes')).toBe(true);
  });
});
