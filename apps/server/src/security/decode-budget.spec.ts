import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, MAX_INPUT_SIDE } from '../modules/media/index';
import { loginByCode } from '../testing/identity';
import { SQLITE_TARGET, tempDir, useTestApp } from '../testing/test-app';

const MAIN = path.join(__dirname, '..', 'main.ts');
const MB = 1024 * 1024;

function multipart(bytes: Buffer, name = 'big.png') {
  const boundary = '----yiying-decode-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG whose header declares `width` × `height` and whose data is junk: only a header read can answer for it. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The 6300 × 6300 PNG of the finding: a few KB that decode to about 120 MB of pixels. */
function bigPng(): Promise<Buffer> {
  return sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#ffffff' } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
}

describe('issue 35 #5: picture limits read from the header, and the pixel quota (SQLite)', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { UPLOAD_DAILY_QUOTA_MPX: '60' } });

  const upload = async (token: string, bytes: Buffer) => {
    const body = multipart(bytes);
    return t.app.inject({
      method: 'POST',
      url: '/web/file/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: token },
    });
  };

  it('refuses more than 50 Mpx or 16,384 px a side before decoding, in Chinese', async () => {
    expect(MAX_INPUT_PIXELS).toBe(50_000_000);
    expect(MAX_INPUT_SIDE).toBe(16_384);
    const member = await loginByCode(t.app);
    for (const [w, h] of [
      [7100, 7100],
      [16_385, 16],
      [16, 16_385],
      [100_000, 100_000],
    ] as const) {
      const res = await upload(member.token, declaredPng(w, h));
      expect([w, h, res.statusCode, res.json().msg]).toEqual([w, h, 400, '图片尺寸过大，请缩小后再上传']);
    }
  });

  it('counts decoded pixels against the daily quota: 6300 × 6300 (39.7 Mpx) fits once in 60 Mpx, not twice', async () => {
    const member = await loginByCode(t.app);
    const png = await bigPng();
    expect(png.length).toBeLessThan(64 * 1024);
    const first = await upload(member.token, png);
    expect(first.statusCode).toBe(200);
    const second = await upload(member.token, png);
    expect(second.statusCode).toBe(429);
    expect(second.json().msg).toBe('今日上传已达上限，请明天再试');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    // A small picture still fits in what is left.
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    expect((await upload(member.token, small)).statusCode).toBe(200);
  }, 60_000);
});

interface Started {
  child: ChildProcess;
  base: string;
  log: () => string;
}

async function startServer(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--conditions=@yiying/source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_DATA: 'false',
      SMS_PROVIDER: 'console',
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'web'),
      PORT: '0',
      HOST: '127.0.0.1',
      UPLOAD_DAILY_QUOTA_MPX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const until = Date.now() + 60_000;
  for (;;) {
    const match = /医影已启动：(http:\/\/[\d.]+:\d+)/.exec(log);
    if (match) return { child, base: match[1] as string, log: () => log };
    if (child.exitCode !== null || Date.now() > until) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

describe('issue 35 #5: twelve parallel 6300 × 6300 PNG uploads on a running server', () => {
  let server: Started | undefined;
  let dataDir = '';

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      const exited = new Promise((r) => server?.child.once('exit', r));
      server.child.kill('SIGKILL');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the RSS growth under 600 MB and answers every other request meanwhile', async () => {
    dataDir = tempDir();
    server = await startServer(dataDir);
    const { base, child } = server;
    const pid = child.pid as number;
    const json = async <T>(url: string, init?: RequestInit): Promise<T> =>
      (await fetch(`${base}${url}`, init)).json() as Promise<T>;
    const mobile = '13912345678';
    await json('/web/user/sendSms', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, scope: 'login' }),
    });
    const outbox = await json<{ data: { code: string }[] }>(`/dev/sms/outbox?mobile=${mobile}`);
    const code = outbox.data[0]?.code ?? '';
    const login = await json<{ data: { token: string } }>('/web/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, code }),
    });
    const token = login.data.token;
    const send = async (bytes: Buffer, name = 'big.png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      const res = await fetch(`${base}/web/file/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: token },
      });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: (await res.json()) as { msg: string },
      };
    };
    // Warm up: sharp and the routes loaded, one small picture through the whole pipeline.
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    expect((await send(small, 'warm.jpg')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) await fetch(`${base}/api/content/list`).then((r) => r.arrayBuffer());
    const png = await bigPng();
    const baseline = rssOf(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 50);

    const started = Date.now();
    let uploadsDone = false;
    const probes: { status: number; ms: number }[] = [];
    const probing = (async () => {
      while (!uploadsDone) {
        const t0 = Date.now();
        const res = await fetch(`${base}/api/content/list?pageSize=5`);
        await res.arrayBuffer();
        probes.push({ status: res.status, ms: Date.now() - t0 });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const uploads = await Promise.all(Array.from({ length: 12 }, () => send(png)));
    uploadsDone = true;
    await probing;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    const seconds = (Date.now() - started) / 1000;
    const growthMb = (peak - baseline) / MB;
    const slowest = Math.max(...probes.map((p) => p.ms));
    const statuses = uploads.map((u) => u.status);
    process.stdout.write(
      `decode budget: 12 × ${png.length} B 6300×6300 PNG in ${seconds.toFixed(1)} s; RSS ${(baseline / MB).toFixed(0)} → ` +
        `${(peak / MB).toFixed(0)} MB (+${growthMb.toFixed(0)} MB); uploads ${JSON.stringify(statuses)}; ` +
        `${probes.length} list requests, slowest ${slowest} ms\n`,
    );

    expect(growthMb).toBeLessThan(600);
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.every((p) => p.status === 200)).toBe(true);
    for (const upload of uploads) {
      if (upload.status === 200) continue;
      // A full decode queue answers at once, in Chinese, with when to come back.
      expect(upload.status).toBe(503);
      expect(upload.body.msg).toBe('服务器繁忙，请稍后再试');
      expect(Number(upload.retryAfter)).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
  }, 90_000);
});
