import { createServer } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { authed, loginByCode } from '../testing/identity';
import { startS3Peer, type S3Peer } from '../testing/s3-peer';
import { SQLITE_TARGET, tempDir, testConfig, useTestApp } from '../testing/test-app';

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----yiying-health-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#204165' } })
    .jpeg()
    .toBuffer();

async function mediaRows(app: FastifyInstance): Promise<number> {
  const row = await app.yiying.context.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('readiness on one process with the embedded defaults', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { DEMO_DATA: 'false' } });

  it('is ready when the database and the local store answer; Redis is not used', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'ok',
      msg: '服务正常',
      checks: { database: 'ok', redis: 'off', storage: 'ok' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    expect(t.app.yiying.context.storage.kind).toBe('local');
  });
});

describe('an S3 store that stops answering', () => {
  let peer: S3Peer;
  beforeAll(async () => {
    peer = await startS3Peer();
  }, 30_000);
  const t = useTestApp(SQLITE_TARGET, { env: () => ({ ...peer.env, FFMPEG_PATH: 'none', DEMO_DATA: 'false' }) });

  it('answers uploads and files with a Chinese 503, keeps no row, and reports not ready', async () => {
    const member = await loginByCode(t.app);
    const body = multipart('好照片.jpg', await photo());
    const first = await t.app.inject({
      method: 'POST',
      url: '/web/file/upload?siteId=1',
      payload: body.payload,
      headers: { ...body.headers, ...authed(member) },
    });
    expect(first.statusCode).toBe(200);
    const url = first.json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const rows = await mediaRows(t.app);

    await peer.close();

    const failed = await t.app.inject({
      method: 'POST',
      url: '/web/file/upload?siteId=1',
      payload: body.payload,
      headers: { ...body.headers, ...authed(member) },
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ code: 503, msg: '文件存储暂时不可用，请稍后再试', data: null });
    expect(await mediaRows(t.app)).toBe(rows);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(503);
    expect(file.json().msg).toBe('文件存储暂时不可用，请稍后再试');

    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', storage: 'down' } });
  }, 30_000);
});

describe('starting against a store that does not answer', () => {
  it('stops with the store and the reason named, before the database is touched', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const dataDir = tempDir();
    const config = testConfig(SQLITE_TARGET, dataDir, path.join(dataDir, 'web'), undefined, {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'yiying',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    await expect(buildApp(config)).rejects.toThrow(new RegExp(`^对象存储 http://127.0.0.1:${port}/yiying 无法使用：`));
  }, 30_000);
});
