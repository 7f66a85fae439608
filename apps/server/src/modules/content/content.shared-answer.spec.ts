import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ApiEnvelope, ContentRecord, PagedList } from '@yiying/models';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADDRESSES_KEPT, COMPRESS_FROM_BYTES, SharedAnswerAddresses } from '../../lib/shared-answer';
import { TtlCache } from '../../lib/ttl-cache';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp, type TestContext } from '../../testing/test-app';

type ContentPage = ApiEnvelope<PagedList<ContentRecord>>;

const get = (t: TestContext, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Changes a title behind the services' back: no cache hears of it. */
const retitle = (t: TestContext, contentId: string, title: string) =>
  t.app.yiying.context.db.updateTable('content').set({ title }).where('content_id', '=', contentId).execute();

describeEachDatabase('anonymous lists answered from shared bytes', (target) => {
  const t = useTestApp(target);
  let author: TestSession;

  beforeAll(async () => {
    author = await loginByCode(t.app);
  });

  const publish = async (title: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/content/create',
      headers: authed(author),
      payload: { type: 'pound', title, content: '正文' },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as ApiEnvelope<ContentRecord>).data.contentId;
  };

  it('answers every spelling of one query with the same JSON bytes, as the route serialises them', async () => {
    const first = await get(t, '/api/content/list?pageNum=2&pageSize=5');
    const again = await get(t, '/api/content/list?pageSize=5&currentPage=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const body = first.json() as ContentPage;
    expect(body.msg).toBe('操作成功');
    expect(body.data.current).toBe(2);
    expect(body.data.records).toHaveLength(5);
    // The security headers of every answer are there too.
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps serving the cached answer to visitors until a write, then the very next one is fresh', async () => {
    const id = await publish('共享答案里的新帖');
    const listed = (await get(t, '/api/content/list?pageSize=20')).json() as ContentPage;
    expect(listed.data.records.map((r) => r.contentId)).toContain(id);

    await retitle(t, id, '绕过服务改的标题');
    const cached = (await get(t, '/api/content/list?pageSize=20')).json() as ContentPage;
    expect(cached.data.records.find((r) => r.contentId === id)?.title).toBe('共享答案里的新帖');
    // A member's view is never the shared one.
    const own = (await get(t, '/api/content/list?pageSize=20', authed(author))).json() as ContentPage;
    expect(own.data.records.find((r) => r.contentId === id)?.title).toBe('绕过服务改的标题');

    const next = await publish('之后的一条');
    const fresh = (await get(t, '/api/content/list?pageSize=20')).json() as ContentPage;
    expect(fresh.data.records.map((r) => r.contentId)).toContain(next);
    expect(fresh.data.records.find((r) => r.contentId === id)?.title).toBe('绕过服务改的标题');
    expect(fresh.data.total).toBe(listed.data.total + 1);
  });

  it('shares the hot list the same way', async () => {
    const before = await get(t, '/api/content/hotList?hotNum=4');
    expect(before.statusCode).toBe(200);
    const first = (before.json() as ContentPage).data.records[0];
    if (!first) throw new Error('the demo data has hot posts');
    await retitle(t, first.contentId, '热门标题被直接改了');
    const cached = await get(t, '/api/content/hotList?hotNum=4');
    expect(cached.rawPayload.equals(before.rawPayload)).toBe(true);
    await publish('让缓存失效的一条');
    const fresh = (await get(t, '/api/content/hotList?hotNum=4')).json() as ContentPage;
    expect(fresh.data.records.find((r) => r.contentId === first.contentId)?.title).toBe('热门标题被直接改了');
  });

  it('sends the shared answer compressed to a caller that accepts it, and fresh after a write', async () => {
    const url = '/api/content/list?pageSize=20';
    const plain = await get(t, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const br = await get(t, url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await get(t, url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    // The same compressed bytes again (made once), until a write makes every form fresh.
    expect((await get(t, url, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    const id = await publish('压缩答案之后的新帖');
    const fresh = await get(t, url, { 'accept-encoding': 'br' });
    const records = (JSON.parse(brotliDecompressSync(fresh.rawPayload).toString('utf8')) as ContentPage).data.records;
    expect(records.map((r) => r.contentId)).toContain(id);
  });

  it('sends a short answer as it is, whatever the caller accepts', async () => {
    const res = await get(t, '/api/content/list?pageSize=1&type=activity&categoryId=none', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((res.json() as ContentPage).data.records).toEqual([]);
  });

  it('answers a bad query with the Chinese 400, never from the cache', async () => {
    const res = await get(t, '/api/content/list?pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { msg: string }).msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers an address asked before from its kept bytes before the handler, the same bytes and headers', async () => {
    const addresses = t.app.sharedAnswers;
    if (!addresses) throw new Error('the app keeps shared answer addresses');
    const kept = jest.spyOn(addresses, 'sendKept');
    try {
      const url = '/api/content/hotList?hotNum=6&pageNum=2';
      const ask = (headers: Record<string, string> = {}) => get(t, url, { 'accept-encoding': 'br', ...headers });
      const first = await ask();
      expect(kept).toHaveLastReturnedWith(false);
      const again = await ask();
      expect(kept).toHaveLastReturnedWith(true);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      for (const name of ['content-type', 'content-encoding', 'vary', 'x-content-type-options', 'x-frame-options']) {
        expect(again.headers[name]).toBe(first.headers[name]);
      }
      // Another spelling of the same query is another address: the normal way, then kept too.
      await get(t, '/api/content/hotList?pageNum=2&hotNum=6');
      expect(kept).toHaveLastReturnedWith(false);
      // A member's request never takes it, nor does a request after a write.
      const own = await ask(authed(author));
      expect(kept).toHaveLastReturnedWith(false);
      expect(own.statusCode).toBe(200);
      await publish('让记住的地址失效');
      await ask();
      expect(kept).toHaveLastReturnedWith(false);
      await ask();
      expect(kept).toHaveLastReturnedWith(true);
    } finally {
      kept.mockRestore();
    }
  });
});

describe('SharedAnswerAddresses', () => {
  it('starts over once it holds ADDRESSES_KEPT addresses, so junk queries cannot grow it', async () => {
    const cache = new TtlCache();
    await cache.get('k', async () => ({ identity: Buffer.from('{"a":1}'), encoded: {} }));
    const addresses = new SharedAnswerAddresses();
    const request = (url: string, method = 'GET') => ({ method, url, headers: {} }) as unknown as FastifyRequest;
    const sent: string[] = [];
    const reply = {
      request: { headers: {} },
      headers: () => reply,
      header: () => reply,
      send: (body: Buffer) => sent.push(body.toString()),
    } as unknown as FastifyReply;
    for (let i = 0; i < ADDRESSES_KEPT; i++) addresses.remember(`/a?${i}`, cache, 'k', '/a');
    expect(addresses.sendKept(request('/a?0'), reply)).toBe(true);
    expect(addresses.sendKept(request('/a?0', 'HEAD'), reply)).toBe(false);
    addresses.remember('/b', cache, 'k', '/b');
    expect(addresses.sendKept(request('/a?0'), reply)).toBe(false);
    expect(addresses.sendKept(request('/b'), reply)).toBe(true);
    expect(sent).toEqual(['{"a":1}', '{"a":1}']);
  });
});

describeEachDatabase('anonymous lists with CONTENT_ANSWER_CACHE=false', (target) => {
  const t = useTestApp(target, { env: { CONTENT_ANSWER_CACHE: 'false' } });

  it('answers each visitor from the database: a change behind the services shows on the next request', async () => {
    for (const url of ['/api/content/list?pageSize=5', '/api/content/hotList?hotNum=5']) {
      const before = (await get(t, url)).json() as ContentPage;
      const first = before.data.records[0];
      if (!first) throw new Error('the demo data has posts');
      const title = `不经缓存的标题 ${url.length}`;
      await retitle(t, first.contentId, title);
      const after = await get(t, url);
      expect(after.statusCode).toBe(200);
      expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = after.json() as ContentPage;
      expect(body.data.records.find((r) => r.contentId === first.contentId)?.title).toBe(title);
      expect(body.data.total).toBe(before.data.total);
    }
  });
});
