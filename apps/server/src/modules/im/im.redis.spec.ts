import { rmSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { authed, loginByCode } from '../../testing/identity';
import { dropSchema, freshSchemaName, tempDir, testConfig, testPostgresUrl } from '../../testing/test-app';
import { randomBytes } from 'node:crypto';
import { RedisBus, type BusMessage } from './im.bus';
import { openChatSocket, privates } from './im.testing';

const redisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;

const postgresUrl = testPostgresUrl;

if (redisUrl && postgresUrl) {
  describe('chat across two server processes (PostgreSQL + Redis)', () => {
    const schema = freshSchemaName();
    const dirs: string[] = [];
    const apps: FastifyInstance[] = [];

    const start = async (demo: boolean) => {
      const dataDir = tempDir();
      dirs.push(dataDir);
      const config = testConfig({ label: 'PostgreSQL', postgresUrl }, dataDir, path.join(dataDir, 'web'), schema, {
        REDIS_URL: redisUrl,
        DEMO_DATA: demo ? 'true' : 'false',
      });
      const app = await buildApp(config);
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      await (app.yiying.context.chatBus as RedisBus).ready;
      return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
    };

    afterAll(async () => {
      for (const app of apps) await app.close();
      await dropSchema(postgresUrl, schema);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('carries what one tick publishes, in order, to the other processes only', async () => {
      const log = { error: () => undefined } as unknown as ConstructorParameters<typeof RedisBus>[1];
      const channel = `yiying:test:${randomBytes(4).toString('hex')}`;
      const a = new RedisBus(redisUrl, log, channel);
      const b = new RedisBus(redisUrl, log, channel);
      try {
        await Promise.all([a.ready, b.ready]);
        const heardByA: BusMessage[] = [];
        const heardByB: BusMessage[] = [];
        a.subscribe((m) => heardByA.push(m));
        b.subscribe((m) => heardByB.push(m));
        const frames: BusMessage[] = ['一', '二', '三'].map((data) => ({ kind: 'frame', userId: 'u1', data }));
        for (const frame of frames) a.publish(frame);
        a.publish({ kind: 'revoke', revocation: { familyId: 'f1' } });
        const deadline = Date.now() + 5000;
        while (heardByB.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        expect(heardByB).toEqual([...frames, { kind: 'revoke', revocation: { familyId: 'f1' } }]);
        expect(heardByA).toEqual([]);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it('delivers a message sent through process A to a socket on process B, and its ensure back to A', async () => {
      const a = await start(true);
      const b = await start(false);
      const alice = await loginByCode(a.app);
      const bob = await loginByCode(a.app);
      const bobSocket = await openChatSocket(b.url, bob.userId, bob.token, { autoAck: true });
      const aliceSocket = await openChatSocket(a.url, alice.userId, alice.token);
      try {
        const sent = await a.app.inject({
          method: 'POST',
          url: '/web/imMsg/create',
          headers: authed(alice),
          payload: { content: '跨进程的问候', senderId: alice.userId, receiverId: bob.userId },
        });
        expect(sent.statusCode).toBe(200);
        const [frame] = privates(await bobSocket.waitFor((f) => privates(f).length === 1));
        expect(frame).toMatchObject({ content: '跨进程的问候', messageId: sent.json().data.msgId });
        // Bob's acknowledgement lands on B; Alice's socket on A hears it through Redis.
        await aliceSocket.waitFor((f) => f.some((x) => x['type'] === 'ensure' && x['status'] === 'received'));

        // Sent on Alice's socket on A: answered there, pushed to Bob on B, his acknowledgement heard back on A.
        aliceSocket.ws.send(
          JSON.stringify({ type: 'private', clientId: 'c-1', receiverId: bob.userId, content: '套接字跨进程' }),
        );
        const answered = await aliceSocket.waitFor((f) => f.some((x) => x['type'] === 'response'));
        const response = answered.find((x) => x['type'] === 'response') as { ok: boolean; message: { msgId: string } };
        expect(response.ok).toBe(true);
        const pushed = privates(await bobSocket.waitFor((f) => privates(f).length === 2))[1];
        expect(pushed).toMatchObject({ content: '套接字跨进程', messageId: response.message.msgId });
        await aliceSocket.waitFor((f) =>
          f.some((x) => x['type'] === 'ensure' && x['messageId'] === response.message.msgId),
        );

        // Logging out on A closes Bob's socket on B.
        await a.app.inject({ method: 'POST', url: '/web/user/logout', headers: authed(bob) });
        expect((await bobSocket.closed).code).toBe(4401);
      } finally {
        bobSocket.close();
        aliceSocket.close();
      }
    }, 60_000);
  });
} else {
  describe.skip('chat across two server processes — 未设置 TEST_REDIS_URL 与 TEST_DATABASE_URL，已跳过', () => {
    it('delivers across processes', () => undefined);
  });
}
