import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { WebSocket } from 'ws';
import { tempDir } from '../testing/test-app';

const MAIN = path.join(__dirname, '..', 'main.ts');

interface Started {
  child: ChildProcess;
  url: string;
  port: number;
  log: () => string;
  exited: Promise<number | null>;
}

/** The real entry point (main.ts) in production on an empty folder, as an operator starts it. */
async function startMain(dataDir: string, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--conditions=@yiying/source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'console',
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'web'),
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 60_000;
  for (;;) {
    const match = /医影已启动：(http:\/\/[\d.]+:(\d+))/.exec(log);
    if (match) return { child, url: match[1] as string, port: Number(match[2]), log: () => log, exited };
    if (child.exitCode !== null || Date.now() > until) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function get(
  port: number,
  urlPath: string,
  agent?: Agent,
  onSent?: () => void,
): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.on('finish', () => onSent?.());
    req.end();
  });
}

/** A POST whose body arrives over `ms` milliseconds (a slow upload). */
function slowPost(port: number, ms: number): Promise<{ status: number }> {
  const body = JSON.stringify({ type: 'password', mobile: '13800000001', password: 'wrong-pass' });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/web/user/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    setTimeout(() => req.end(body.slice(half)), ms);
  });
}

describe('production start and graceful shutdown of main.ts', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDir();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('#1 #2 starts without demo accounts and never logs an SMS code, even at debug level', async () => {
    const server = await startMain(dataDir, { LOG_LEVEL: 'debug' });
    try {
      const res = await fetch(`${server.url}/web/user/sendSms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '13912345678', scope: 'login' }),
      });
      expect(res.status).toBe(200);
      const login = await fetch(`${server.url}/web/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'password', mobile: '13800000009', password: 'Yiying@2026' }),
      });
      expect(login.status).toBe(400);
      expect((await fetch(`${server.url}/dev/sms/outbox`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
    expect(server.log()).not.toContain('13800000009');
    expect(server.log()).not.toMatch(/短信验证码 \d{6}/);
    expect(server.log()).not.toMatch(/"code":"\d{6}"/);
  }, 90_000);

  it('#6 answers every request under way at SIGTERM, finishes a slow upload, closes keep-alive and chat sockets, exits 0', async () => {
    const server = await startMain(dataDir, { LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: '10', DEMO_DATA: 'true' });
    const login = await fetch(`${server.url}/web/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'password', mobile: '13800000001', password: 'Yiying@2026' }),
    });
    const session = ((await login.json()) as { data: unknown }).data as { token: string; userId: string };
    const ws = new WebSocket(
      `${server.url.replace(/^http/, 'ws')}/websocket/${session.userId}/web?token=${encodeURIComponent(session.token)}`,
      { origin: server.url },
    );
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const chatClosed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(server.port, '/api/banner/list', agent)).status).toBe(200);
    const slow = slowPost(server.port, 2000);
    let sent = 0;
    const burst = Array.from({ length: 120 }, (_, i) =>
      get(server.port, `/api/content/list?pageNum=${(i % 5) + 1}`, undefined, () => (sent += 1)),
    );
    // Every request is on the wire, then the operator stops the server.
    while (sent < 120) await new Promise((r) => setTimeout(r, 1));
    const stopped = Date.now();
    server.child.kill('SIGTERM');
    while (!server.log().includes('正在关闭服务器')) await new Promise((r) => setTimeout(r, 5));
    // A keep-alive client asking again while the server drains is answered, and told to close.
    const kept = get(server.port, '/api/banner/list', agent);
    const answers = await Promise.allSettled(burst);
    const statuses = answers.map((a) => (a.status === 'fulfilled' ? a.value.status : 'reset'));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const keptAnswer = await kept;
    expect(keptAnswer.status).toBe(200);
    expect(keptAnswer.connection).toBe('close');
    expect((await slow).status).toBe(400);
    expect(await chatClosed).toBe(1001);
    expect(await server.exited).toBe(0);
    // Done when the work was: an open chat socket does not hold the stop for the whole grace.
    expect(Date.now() - stopped).toBeLessThan(9000);
    agent.destroy();
  }, 90_000);

  it('exits at once on SIGTERM with nothing in flight, even with a connection that never sent a request', async () => {
    const server = await startMain(dataDir, { LOG_LEVEL: 'info' });
    // A browser opens spare connections before it knows it needs them; one of them sits idle here.
    const idle = connect(server.port, '127.0.0.1');
    await new Promise((resolve, reject) => idle.once('connect', resolve).once('error', reject));
    idle.on('error', () => undefined);
    expect((await get(server.port, '/api/banner/list')).status).toBe(200);
    const stopped = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(5000);
    expect(server.log()).toMatch(/"drained":true/);
    idle.destroy();
  }, 90_000);
});
