import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ContentRecord, PagedList } from '@yiying/models';
import { buildApp } from '../../app';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { dropSchema, freshSchemaName, tempDir, testConfig, testPostgresUrl } from '../../testing/test-app';

const redisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;

const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Over real sockets, as a browser would ask the next process behind a load balancer. */
const list = async (app: FastifyInstance) =>
  ((await (await fetch(`${origin(app)}/api/content/list?pageSize=100`)).json()) as { data: PagedList<ContentRecord> })
    .data;

const post = async (app: FastifyInstance, session: TestSession, url: string, payload: Record<string, unknown>) => {
  const res = await fetch(`${origin(app)}${url}`, {
    method: 'POST',
    headers: { ...authed(session), 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { statusCode: res.status, json: async () => (await res.json()) as { data: unknown } };
};

if (redisUrl) {
  describe(`content list cache shared by two server processes through Redis (${testPostgresUrl ? 'PostgreSQL' : 'one SQLite file'})`, () => {
    const schema = testPostgresUrl ? freshSchemaName() : undefined;
    const dataDir = tempDir();
    let a: FastifyInstance;
    let b: FastifyInstance;
    let author: TestSession;

    const start = async (demo: boolean) => {
      const target = testPostgresUrl ? { label: 'PostgreSQL', postgresUrl: testPostgresUrl } : { label: 'SQLite' };
      // Both processes read the same database: one PostgreSQL schema, or one SQLite file in one data folder.
      const config = testConfig(target, dataDir, path.join(dataDir, 'web'), schema, {
        REDIS_URL: redisUrl,
        DEMO_DATA: demo ? 'true' : 'false',
      });
      const app = await buildApp(config);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    };

    beforeAll(async () => {
      a = await start(true);
      b = await start(false);
      author = await loginByCode(a);
    }, 60_000);

    afterAll(async () => {
      await a?.close();
      await b?.close();
      if (testPostgresUrl && schema) await dropSchema(testPostgresUrl, schema);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps B’s cached page while nothing told it, and drops it on the very next request after a write on A', async () => {
      const before = await list(b);
      const first = before.records[0];
      if (!first) throw new Error('the demo data has posts');
      // A change behind the services' back reaches no cache: B keeps answering the page it holds.
      await b.yiying.context.db
        .updateTable('content')
        .set({ title: '绕过服务改的标题' })
        .where('content_id', '=', first.contentId)
        .execute();
      expect((await list(b)).records[0]?.title).toBe(first.title);

      const created = await post(a, author, '/web/content/create', {
        type: 'pound',
        title: '在 A 上发布',
        content: 'B 的下一次请求就能看到',
      });
      expect(created.statusCode).toBe(200);
      const id = ((await created.json()).data as ContentRecord).contentId;
      const after = await list(b);
      expect(after.total).toBe(before.total + 1);
      expect(after.records.some((r) => r.contentId === id)).toBe(true);
      expect(after.records.find((r) => r.contentId === first.contentId)?.title).toBe('绕过服务改的标题');
    });

    it('shows a like and a comment made on A in B’s next answer', async () => {
      const liker = await loginByCode(a);
      const made = await post(a, author, '/web/content/create', {
        type: 'pound',
        title: '等人点赞',
        content: '来评论',
      });
      const id = ((await made.json()).data as ContentRecord).contentId;
      const target = (await list(b)).records.find((r) => r.contentId === id);
      if (!target) throw new Error('the new post is listed');
      expect((await post(a, liker, `/web/user/behaviour/like/${target.contentId}`, {})).statusCode).toBe(200);
      expect((await list(b)).records.find((r) => r.contentId === target.contentId)?.likesNum).toBe(target.likesNum + 1);
      const commented = await post(a, liker, '/web/comment/create', { contentId: target.contentId, content: '拍得好' });
      expect(commented.statusCode).toBe(200);
      expect((await list(b)).records.find((r) => r.contentId === target.contentId)?.commentNum).toBe(
        target.commentNum + 1,
      );
    });
  });
} else {
  describe.skip('content list cache across two server processes — 未设置 TEST_REDIS_URL，已跳过', () => {
    it('invalidates across processes', () => undefined);
  });
}
