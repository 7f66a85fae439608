import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { WebSocket } from 'ws';
import sharp from 'sharp';
import type { ContentRecord, MediaRecord } from '@yiying/models';
import { findRepoRoot } from '../config';
import { startS3Peer, type S3Peer } from '../testing/s3-peer';
import { dropSchema, freshSchemaName, tempDir, testPostgresUrl } from '../testing/test-app';

const redisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;
const postgresUrl = testPostgresUrl;
const root = findRepoRoot() as string;

/** One built server process of the cluster. */
interface Node {
  name: 'A' | 'B';
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Parsed JSON log lines of the process. */
  logs: Record<string, unknown>[];
}

/** Starts the built server and waits for its start line; answers its address. */
async function startNode(name: 'A' | 'B', bundle: string, env: Record<string, string>): Promise<Node> {
  const dataDir = tempDir(`yiying-node-${name}-`);
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', ...env, DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'web') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join('\n')}`)), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join('\n')}`));
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (line) => {
        output.push(line);
        if (line.startsWith('{')) {
          try {
            logs.push(JSON.parse(line));
          } catch {
            // not a log line
          }
        }
        const started = /医影已启动：(http:\/\/[^\s（]+)/.exec(line);
        if (started?.[1]) {
          clearTimeout(timer);
          resolve(started[1]);
        }
      });
    }
  });
  return { name, url, dataDir, child, logs };
}

async function stopNode(node: Node): Promise<void> {
  if (node.child.exitCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await exited;
}

/**
 * The load balancer of the test: round robin over the processes; a request may name its process
 * (`x-test-backend: A|B`) so the test knows which one answered.
 */
async function startProxy(nodes: Node[]): Promise<{ url: string; served: string[]; close(): Promise<void> }> {
  let next = 0;
  const served: string[] = [];
  const server = http.createServer((request, response) => {
    const pinned = request.headers['x-test-backend'];
    const node = nodes.find((n) => n.name === pinned) ?? (nodes[next++ % nodes.length] as Node);
    served.push(node.name);
    const target = new URL(node.url);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: `${target.hostname}:${target.port}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every file under a data folder's uploads. */
function localUploads(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
}

if (postgresUrl && redisUrl) {
  describe('two server processes acting as one (PostgreSQL + Redis + S3 behind a round-robin proxy)', () => {
    const schema = freshSchemaName();
    const prefix = `yiying-test-${randomBytes(4).toString('hex')}:`;
    const buildDir = path.join(root, 'tmp', `cluster-${randomBytes(4).toString('hex')}`);
    let peer: S3Peer;
    let a: Node;
    let b: Node;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let startedAt = 0;

    const call = async (
      backend: 'A' | 'B' | undefined,
      method: 'GET' | 'POST',
      url: string,
      options: { token?: string; body?: unknown; form?: FormData } = {},
    ) => {
      const headers: Record<string, string> = {};
      if (backend) headers['x-test-backend'] = backend;
      if (options.token) headers['authorization'] = options.token;
      let body: string | FormData | undefined;
      if (options.form) body = options.form;
      else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(proxy.url + url, { method, headers, body, redirect: 'manual' });
      return response;
    };
    const json = async <T = Record<string, unknown>>(response: Response) =>
      (await response.json()) as { code: number; msg: string; data: T };

    /** Logs in by SMS code through `backend`. */
    const login = async (backend: 'A' | 'B') => {
      const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      expect((await call(backend, 'POST', '/web/user/sendSms', { body: { mobile, scope: 'login' } })).status).toBe(200);
      const outbox = await json<{ code: string }[]>(await call(backend, 'GET', `/dev/sms/outbox?mobile=${mobile}`));
      const code = outbox.data[0]?.code ?? '';
      const res = await call(backend, 'POST', '/web/user/login', { body: { mobile, code } });
      expect(res.status).toBe(200);
      return (await json<{ token: string; userId: string }>(res)).data;
    };

    beforeAll(async () => {
      mkdirSync(buildDir, { recursive: true });
      const bundle = path.join(buildDir, 'main.js');
      await promisify(execFile)(process.execPath, ['apps/server/esbuild.mjs', '--outfile', bundle], { cwd: root });
      peer = await startS3Peer();
      const env = {
        ...peer.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATABASE_URL: postgresUrl,
        DATABASE_SCHEMA: schema,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        DEMO_DATA: 'false',
        FFMPEG_PATH: 'none',
        PRUNE_INTERVAL_SECONDS: '1',
      };
      // One after the other: the first creates the schema and runs the migrations.
      a = await startNode('A', bundle, env);
      b = await startNode('B', bundle, env);
      startedAt = Date.now();
      proxy = await startProxy([a, b]);
    }, 120_000);

    afterAll(async () => {
      await proxy?.close();
      for (const node of [a, b]) if (node) await stopNode(node);
      await peer?.close();
      await dropSchema(postgresUrl, schema);
      for (const node of [a, b]) if (node) rmSync(node.dataDir, { recursive: true, force: true });
      rmSync(buildDir, { recursive: true, force: true });
    }, 60_000);

    it('is ready on both processes only with the database, Redis and the store answering', async () => {
      for (const backend of ['A', 'B'] as const) {
        const res = await call(backend, 'GET', '/health');
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({
          status: 'ok',
          checks: { database: 'ok', redis: 'ok', storage: 'ok' },
        });
      }
      // Unpinned requests alternate between the processes.
      const before = proxy.served.length;
      await call(undefined, 'GET', '/health/live');
      await call(undefined, 'GET', '/health/live');
      expect(new Set(proxy.served.slice(before))).toEqual(new Set(['A', 'B']));
    });

    it('recognises on B a member who logged in through A, and a logout through B ends the token on A', async () => {
      const session = await login('A');
      const current = await call('B', 'GET', '/web/user/current', { token: session.token });
      expect(current.status).toBe(200);
      expect((await json<{ userId: string }>(current)).data.userId).toBe(session.userId);
      expect((await call('B', 'POST', '/web/user/logout', { token: session.token })).status).toBe(200);
      const after = await call('A', 'GET', '/web/user/current', { token: session.token });
      expect(after.status).toBe(401);
    });

    it('serves through B an image uploaded through A, with every rendition, and writes nothing under DATA_DIR', async () => {
      const member = await login('A');
      const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#204165' } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), '跨进程.jpg');
      const uploaded = await call('A', 'POST', '/web/file/upload?siteId=1', { token: member.token, form });
      expect(uploaded.status).toBe(200);
      const media = (await json<MediaRecord>(uploaded)).data;
      expect(media.renditions?.length).toBeGreaterThan(0);
      for (const url of [media.url, ...(media.renditions ?? []).map((r) => r.url)]) {
        const res = await call('B', 'GET', url);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toContain('immutable');
        const bytes = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.width).toBeGreaterThan(0);
      }
      const ranged = await fetch(`${proxy.url}${media.url}`, {
        headers: { 'x-test-backend': 'B', range: 'bytes=0-9' },
      });
      expect(ranged.status).toBe(206);
      expect((await ranged.arrayBuffer()).byteLength).toBe(10);
      expect(localUploads(a.dataDir)).toEqual([]);
      expect(localUploads(b.dataDir)).toEqual([]);
    });

    it('shows a post and a like written through A in B’s very next list', async () => {
      const author = await login('A');
      const fan = await login('B');
      const list = async () =>
        (
          await json<{ total: number; records: ContentRecord[] }>(
            await call('B', 'GET', '/api/content/list?pageSize=50'),
          )
        ).data;
      // B has the list page in its cache now.
      const before = await list();
      const title = `两个进程 ${randomBytes(3).toString('hex')}`;
      const created = await call('A', 'POST', '/web/content/create', {
        token: author.token,
        body: { type: 'pound', title, content: '同一个站点', accessScope: 'public' },
      });
      expect(created.status).toBe(200);
      const post = (await json<ContentRecord>(created)).data;
      const after = await list();
      expect(after.total).toBe(before.total + 1);
      const row = after.records.find((r) => r.contentId === post.contentId);
      expect(row?.title).toBe(title);
      expect(row?.likesNum ?? 0).toBe(0);

      expect((await call('A', 'POST', `/web/user/behaviour/like/${post.contentId}`, { token: fan.token })).status).toBe(
        200,
      );
      const liked = (await list()).records.find((r) => r.contentId === post.contentId);
      expect(liked?.likesNum).toBe(1);
    });

    it('delivers a chat message sent through A to a socket held by B', async () => {
      const alice = await login('A');
      const bob = await login('B');
      const socket = new WebSocket(
        `${b.url.replace(/^http/, 'ws')}/websocket/${bob.userId}/web?token=${encodeURIComponent(bob.token)}`,
      );
      const delivered = new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message reached the socket on B')), 5_000);
        socket.on('message', (raw) => {
          const frame = JSON.parse(raw.toString()) as Record<string, unknown>;
          if (frame['type'] !== 'private') return;
          clearTimeout(timer);
          socket.send(JSON.stringify({ type: 'ensure', messageId: frame['messageId'], status: 'received' }));
          resolve(frame);
        });
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      try {
        const sent = await call('A', 'POST', '/web/imMsg/create', {
          token: alice.token,
          body: { content: '负载均衡后面的问候', senderId: alice.userId, receiverId: bob.userId },
        });
        expect(sent.status).toBe(200);
        expect(await delivered).toMatchObject({ content: '负载均衡后面的问候', status: 'ready_send' });
      } finally {
        socket.close();
      }
    });

    it('runs the periodic clean-up once per period for the whole cluster, never on both processes at once', async () => {
      // Both processes tick every second; give them a few periods.
      const waitUntil = startedAt + 5_000;
      if (Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, waitUntil - Date.now()));
      // Counted from the moment both processes run.
      const runs = [a, b]
        .flatMap((node) =>
          node.logs.filter((l) => l['job'] === 'prune').map((l) => ({ node: node.name, time: Number(l['time']) })),
        )
        .filter((run) => run.time >= startedAt)
        .sort((x, y) => x.time - y.time);
      const seconds = (Date.now() - startedAt) / 1000;
      expect(runs.length).toBeGreaterThanOrEqual(Math.floor(seconds) - 2);
      // Two processes without a shared claim would run about twice per second.
      expect(runs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
      // Claims are at least 950 ms apart; a run logs when its delete has finished, which a loaded machine can delay by a
      // few hundred milliseconds. Unclaimed ticks of two processes would often land within a few milliseconds.
      const gaps = runs.slice(1).map((run, i) => run.time - (runs[i] as { time: number }).time);
      expect(Math.min(...gaps)).toBeGreaterThan(500);
    }, 30_000);
  });
} else {
  describe.skip('two server processes acting as one — 未设置 TEST_DATABASE_URL 和 TEST_REDIS_URL，已跳过', () => {
    it('runs with PostgreSQL and Redis', () => undefined);
  });
}
