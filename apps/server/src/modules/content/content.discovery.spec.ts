import type { ContentRecord, PagedList } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { sql } from 'kysely';
import { hotScore, refreshHotScores } from './hot-rank';

type CursorPage = PagedList<ContentRecord> & { nextCursor?: string | null };

describe('hot rank formula', () => {
  const now = Date.parse('2026-03-02T12:00:00.000Z');
  const hoursAgo = (h: number) => now - h * 3_600_000;
  const none = { likes: 0, comments: 0, forwards: 0, collections: 0, hits: 0 };

  it('orders a fixed data set: reactions count, forwards most, and age decays', () => {
    const posts = {
      fresh: hotScore({ ...none, likes: 5 }, hoursAgo(1), now),
      freshForwarded: hotScore({ ...none, forwards: 5 }, hoursAgo(1), now),
      oldPopular: hotScore({ ...none, likes: 500, comments: 100 }, hoursAgo(24 * 7), now),
      dayOld: hotScore({ ...none, likes: 20, collections: 5 }, hoursAgo(24), now),
      viewedOnly: hotScore({ ...none, hits: 60 }, hoursAgo(1), now),
      silent: hotScore(none, hoursAgo(1), now),
    };
    const order = Object.entries(posts)
      .sort(([, a], [, b]) => b - a)
      .map(([name]) => name);
    expect(order).toEqual(['freshForwarded', 'fresh', 'viewedOnly', 'dayOld', 'oldPopular', 'silent']);
    expect(posts.silent).toBe(0);
    // The same counters rank lower as the post ages.
    expect(hotScore({ ...none, likes: 5 }, hoursAgo(2), now)).toBeLessThan(posts.fresh);
  });
});

describeEachDatabase('discovery lists', (target) => {
  const t = useTestApp(target);
  let author: TestSession;
  let fan: TestSession;
  let stranger: TestSession;
  const ids: string[] = [];

  const get = async (url: string, session?: TestSession | null) => {
    const res = await t.app.inject({ method: 'GET', url, headers: session ? authed(session) : {} });
    return res;
  };
  const page = async (url: string, session?: TestSession | null) => (await get(url, session)).json().data as CursorPage;

  beforeAll(async () => {
    author = await loginByCode(t.app);
    fan = await loginByCode(t.app);
    stranger = await loginByCode(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/web/content/create',
        headers: authed(author),
        payload: { type: 'pound', title: `发现测试 第${i}篇 暗房`, content: '内容', accessScope: 'public' },
      });
      ids.push((res.json().data as ContentRecord).contentId);
    }
    await t.app.inject({ method: 'POST', url: `/web/user/behaviour/attention/${author.userId}`, headers: authed(fan) });
  });

  it('ranks the hot list by the stored rank, refreshed on interaction', async () => {
    const [a, b, c] = ids as [string, string, string];
    // b gets a like, c a forward: c (3 points) above b (1 point) above the rest of this author's posts.
    await t.app.inject({ method: 'POST', url: `/web/user/behaviour/like/${b}`, headers: authed(fan) });
    await t.app.inject({
      method: 'POST',
      url: `/web/user/behaviour/forward/${c}`,
      headers: authed(stranger),
      payload: { forwardedText: '转发看看' },
    });
    const hot = await page(`/api/content/hotList?userId=${author.userId}`);
    expect(hot.size).toBe(10);
    expect(hot.records.slice(0, 2).map((r) => r.contentId)).toEqual([c, b]);
    expect(hot.records.map((r) => r.contentId)).toContain(a);
    expect((await page(`/api/content/hotList?userId=${author.userId}&hotNum=1`)).records).toHaveLength(1);
    expect((await get('/api/content/hotList?hotNum=0')).json().msg).toBe('hotNum 必须是 1 到 100 之间的整数');
  });

  it('walks a list with the keyset cursor exactly as with page numbers', async () => {
    const byOffset: string[] = [];
    const total = (await page('/api/content/list?pageSize=7')).total;
    for (let n = 1; n <= Math.ceil(total / 7); n++) {
      byOffset.push(...(await page(`/api/content/list?pageSize=7&pageNum=${n}`)).records.map((r) => r.contentId));
    }
    const byCursor: string[] = [];
    let cursor: string | null | undefined;
    do {
      const next: CursorPage = await page(`/api/content/list?pageSize=7${cursor ? `&cursor=${cursor}` : ''}`);
      byCursor.push(...next.records.map((r) => r.contentId));
      cursor = next.nextCursor;
    } while (cursor);
    expect(byCursor).toEqual(byOffset);
    expect(new Set(byCursor).size).toBe(total);

    const sorted = await page('/api/content/list?pageSize=3&sort=likes_num&order=asc');
    const after = await page(`/api/content/list?pageSize=3&sort=likes_num&order=asc&cursor=${sorted.nextCursor}`);
    const second = await page('/api/content/list?pageSize=3&sort=likes_num&order=asc&pageNum=2');
    expect(after.records.map((r) => r.contentId)).toEqual(second.records.map((r) => r.contentId));

    const bad = await get('/api/content/list?cursor=bm90LWpzb24');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('cursor 无效，请从第一页重新加载');
  });

  it('lists the posts of the people I follow, and suggests nothing to a visitor', async () => {
    const mine = await page('/web/content/attentionList', fan);
    expect(mine.records.length).toBeGreaterThanOrEqual(5);
    expect(mine.records.every((r) => r.createBy === author.userId)).toBe(true);
    expect((await page('/web/content/attentionList', stranger)).records.map((r) => r.createBy)).not.toContain(
      author.userId,
    );
    expect((await get('/web/content/attentionList')).statusCode).toBe(401);
    const first = await page('/web/content/attentionList?pageSize=2', fan);
    const next = await page(`/web/content/attentionList?pageSize=2&cursor=${first.nextCursor}`, fan);
    expect(next.records[0]?.contentId).toBe(
      (await page('/web/content/attentionList?pageSize=2&pageNum=2', fan)).records[0]?.contentId,
    );
  });

  it('gives more from the same author beside a post (12 per page), itself excluded', async () => {
    const side = await page(`/api/content/sideList?contentId=${ids[0]}`);
    expect(side.size).toBe(12);
    expect(side.records.map((r) => r.contentId)).not.toContain(ids[0]);
    expect(side.records.every((r) => r.createBy === author.userId)).toBe(true);
    expect(side.records.length).toBeGreaterThanOrEqual(4);
    expect((await get('/api/content/sideList?contentId=nope')).statusCode).toBe(404);
    expect((await get('/api/content/sideList')).json().msg).toBe('请选择内容');
  });

  it('filters the list by search and searchType (no longer ignored)', async () => {
    const found = await page('/api/content/list?search=暗房&pageSize=50');
    expect(found.records.map((r) => r.contentId).sort()).toEqual([...ids].sort());
    expect((await page('/api/content/list?search=暗房&searchType=tag')).total).toBe(0);
    expect((await page('/api/content/list?search=%25')).records.every((r) => r.title.includes('%'))).toBe(true);
  });

  it('shows members whether they liked or collected each post', async () => {
    const liked = (await page(`/api/content/list?createBy=${author.userId}&pageSize=50`, fan)).records;
    expect(liked.find((r) => r.contentId === ids[1])?.liked).toBe(true);
    expect(liked.find((r) => r.contentId === ids[0])?.liked).toBe(false);
    expect(liked.find((r) => r.contentId === ids[0])?.collected).toBe(false);
  });
});

describeEachDatabase('deep pages of 2,500 posts', (target) => {
  const t = useTestApp(target, { env: { DEMO_BULK_POSTS: '2500' } });
  let member: TestSession;

  beforeAll(async () => {
    member = await loginByCode(t.app);
  });

  const ids = async (url: string, session?: TestSession) => {
    const res = await t.app.inject({ method: 'GET', url, headers: session ? authed(session) : {} });
    expect(res.statusCode).toBe(200);
    return ((res.json().data as CursorPage).records ?? []).map((r) => r.contentId);
  };

  if (target.postgresUrl)
    it('refreshes the planner statistics of PostgreSQL after generating the posts', async () => {
      // ANALYZE sets the row estimate at once; before it the estimate is that of the empty table (0 or -1).
      const { rows } = await sql<{ reltuples: number }>`
        select reltuples from pg_class
        where relname = 'content' and relnamespace = current_schema()::regnamespace`.execute(t.app.yiying.context.db);
      expect(Number(rows[0]?.reltuples)).toBeGreaterThanOrEqual(2500);
    });

  it('answers a visitor’s deep pages (from remembered positions) exactly as a member’s (plain offsets)', async () => {
    for (const query of [
      'pageNum=150',
      'pageNum=112&pageSize=9',
      'pageNum=250',
      'pageNum=3&pageSize=100&sort=likes_num',
      // Shallow pages of a visitor come from one compiled statement per shape of query.
      'pageNum=7&type=video',
      'pageNum=2&forwardedFlag=no&comments=1',
      'pageNum=4&pageSize=20&type=image&sort=hit_num',
    ]) {
      const visitor = await ids(`/api/content/list?${query}`);
      expect(visitor.length).toBeGreaterThan(0);
      expect(visitor).toEqual(await ids(`/api/content/list?${query}`, member));
    }
    const hotVisitor = await ids('/api/content/hotList?pageNum=120');
    expect(hotVisitor).toEqual(await ids('/api/content/hotList?pageNum=120', member));
    const typed = await ids('/api/content/list?type=image&pageNum=60');
    expect(typed).toEqual(await ids('/api/content/list?type=image&pageNum=60', member));
  });

  it('finds the remembered positions ahead of the page asked, shared by concurrent deep pages in any order', async () => {
    const queries = ['pageNum=230&sort=likes_num', 'pageNum=120&sort=likes_num', 'pageNum=260&sort=likes_num'];
    const visitor = await Promise.all(queries.map((query) => ids(`/api/content/list?${query}`)));
    for (const [i, query] of queries.entries()) {
      expect(visitor[i]?.length).toBeGreaterThan(0);
      expect(visitor[i]).toEqual(await ids(`/api/content/list?${query}`, member));
    }
    // Past the end: no page, whatever was remembered before.
    expect(await ids('/api/content/list?pageNum=100000&sort=likes_num')).toEqual([]);
  });

  it('ranks every post again in batches, giving way to waiting work between them', async () => {
    const db = t.app.yiying.context.db;
    let finished = false;
    let ranMeanwhile = false;
    // An hour later every rank has decayed: each post is written again.
    const refresh = refreshHotScores(db, Date.now() + 3_600_000, { since: null }).then((changed) => {
      finished = true;
      return changed;
    });
    setImmediate(() => {
      ranMeanwhile = !finished;
    });
    // Nearly every one of the 2,600 posts (a post with no interaction ranks 0 at any age, a very old one nearly so).
    expect(await refresh).toBeGreaterThan(2_500);
    expect(ranMeanwhile).toBe(true);
  });
});
