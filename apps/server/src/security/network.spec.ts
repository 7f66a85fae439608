import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { startServer, type RunningServer } from '../app';
import { SQLITE_TARGET, tempDir, testConfig, writeWebApp } from '../testing/test-app';

/** What came back on a raw connection: everything read until the server closed it (or `ms` passed). */
function exchange(port: number, send: (socket: Socket) => void, ms = 5000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed });
    };
    const timer = setTimeout(() => finish(false), ms);
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => send(socket));
  });
}

function bodyOf(text: string): unknown {
  return JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
}

describe('#8 #9 the server on a real socket', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir();
    writeWebApp(path.join(dataDir, 'web'));
    server = await startServer(
      testConfig(SQLITE_TARGET, dataDir, path.join(dataDir, 'web'), undefined, {
        DEMO_DATA: 'false',
        BODY_TIMEOUT_SECONDS: '1',
        HEADERS_TIMEOUT_SECONDS: '1',
        MAX_CONNECTIONS_PER_IP: '4',
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers an oversized header with 431 in the envelope, not echoing it', async () => {
    const { text } = await exchange(server.port, (s) =>
      s.write(`GET /api/banner/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'秘'.repeat(12000)}\r\n\r\n`),
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(text)).toEqual({ code: 431, msg: '请求头过大', data: null });
    expect(text).not.toContain('秘');
  });

  it('answers bad percent-encoding with 400 in Chinese, not echoing the URL', async () => {
    const res = await fetch(`${server.url}/api/%zz-secret`);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 400, msg: '请求地址格式错误', data: null });
    expect(text).not.toContain('secret');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers a 256-character path segment as an unknown address (the page for a browser), not 403', async () => {
    const long = `/${'d'.repeat(256)}`;
    const api = await fetch(`${server.url}${long}`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ code: 404, msg: '请求地址出错', data: null });
    const page = await fetch(`${server.url}${long}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const file = await fetch(`${server.url}/files/${'f'.repeat(300)}.jpg`);
    expect(file.status).toBe(404);
  });

  it('cuts a body sent a byte at a time with 408 once the body timeout passes', async () => {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const { text, closed } = await exchange(
      server.port,
      (s) => {
        s.write(
          'POST /web/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 102400\r\n\r\n{',
        );
        timer = setInterval(() => s.writable && s.write(' '), 200);
      },
      10_000,
    );
    clearInterval(timer);
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(text)).toEqual({ code: 408, msg: '请求超时', data: null });
  });

  it('closes a connection that never finishes its headers', async () => {
    const started = Date.now();
    const { closed } = await exchange(
      server.port,
      (s) => s.write('GET /api/banner/list HTTP/1.1\r\nHost: x\r\n'),
      8000,
    );
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('caps the open connections of one address', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<Socket>((resolve) => {
            const s = connect(server.port, '127.0.0.1', () => resolve(s));
          }),
      ),
    );
    try {
      const extra = await exchange(
        server.port,
        (s) => s.write('GET /api/banner/list HTTP/1.1\r\nHost: x\r\n\r\n'),
        3000,
      );
      expect(extra.closed).toBe(true);
      expect(extra.text).toBe('');
    } finally {
      for (const s of sockets) s.destroy();
    }
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`${server.url}/api/banner/list`)).status).toBe(200);
  });
});
