import { execFileSync } from 'node:child_process';
import { asKysely } from '../../db/narrow.js';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { MediaRecord } from '@yiying/models';
import { authed, loginByCode, testClock, type TestSession } from '../../testing/identity';
import { testFfmpeg } from '../../testing/ffmpeg';
import { compoundFile } from '../../testing/ole';
import { startS3Peer, type S3Peer } from '../../testing/s3-peer';
import {
  describeEachDatabase,
  SQLITE_TARGET,
  useTestApp,
  type DatabaseTarget,
  type TestContext,
} from '../../testing/test-app';

const UPLOAD = '/web/file/upload?siteId=1';

function multipart(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = '----yiying-media-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(app: FastifyInstance, session: TestSession | undefined, fileName: string, bytes: Buffer, url = UPLOAD) {
  const body = multipart(fileName, bytes);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(session ? authed(session) : {}) },
  });
}

/** A camera JPEG carrying make/model/exposure and a GPS position. */
function cameraPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#204165' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R5', Copyright: 'secret-place' },
      IFD2: {
        FNumber: '28/10',
        ExposureTime: '1/125',
        ISOSpeedRatings: '400',
        FocalLength: '50/1',
        LensModel: 'RF24-70mm F2.8 L IS USM',
        DateTimeOriginal: '2026:01:02 03:04:05',
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 54/1 2769/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '116/1 23/1 2000/100',
      },
    })
    .toBuffer();
}

/** A zip archive of stored (uncompressed) entries: enough for Office Open XML typing. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const DOCX = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** A PNG whose header declares 100000 × 100000 pixels but carries almost nothing. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 2-second 320×240 test-pattern MP4 made by ffmpeg. */
function testVideo(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'yiying-video-'));
  try {
    const out = path.join(dir, 'clip.mp4');
    execFileSync(testFfmpeg().ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240:rate=10',
      '-pix_fmt',
      'yuv420p',
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function mediaCount(t: TestContext): Promise<number> {
  const row = await t.app.yiying.context.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every file under data/uploads (dot files included). */
function localFiles(t: TestContext): string[] {
  const root = path.join(t.dataDir, 'uploads');
  return existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
}

/** Every stored file: under data/uploads (dot files included) for the local store, every object of any other. */
async function storedFiles(t: TestContext): Promise<string[]> {
  const { storage } = t.app.yiying.context;
  if (storage.kind === 'local') return localFiles(t);
  const keys: string[] = [];
  for await (const item of storage.list()) keys.push(item.key);
  return keys;
}

function tempFiles(t: TestContext): string[] {
  const dir = path.join(t.dataDir, 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describeEachDatabase('media uploads', (target) => {
  mediaUploads(target);
});

describe('media uploads on an S3-compatible store（SQLite + s3rver）', () => {
  let peer: S3Peer | undefined;
  beforeAll(async () => {
    peer = await startS3Peer();
  }, 30_000);
  afterAll(async () => {
    await peer?.close();
  });
  const t = mediaUploads(SQLITE_TARGET, () => peer?.env ?? {});

  it('writes nothing under DATA_DIR/uploads: every file is in the bucket and served from it', async () => {
    expect(localFiles(t)).toEqual([]);
    const keys = await storedFiles(t);
    expect(keys.some((k) => k.startsWith('m/'))).toBe(true);
    expect(t.app.yiying.context.storage.kind).toBe('s3');
  });
});

function mediaUploads(target: DatabaseTarget, env?: () => Record<string, string>): TestContext {
  const clock = testClock(Date.parse('2026-03-02T02:00:00.000Z'));
  const t = useTestApp(target, { overrides: () => ({ clock }), env });
  let member: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    member = await loginByCode(t.app);
    other = await loginByCode(t.app);
  });

  it('re-encodes a camera JPEG: renditions at the standard widths, camera data kept, no EXIF or GPS served', async () => {
    const res = await upload(t.app, member, '../手术室.jpg', await cameraPhoto(2600, 1300));
    expect(res.statusCode).toBe(200);
    const media: MediaRecord = res.json().data;
    expect(media).toMatchObject({ kind: 'image', name: '手术室.jpg', type: 'image/jpeg', width: 2600, height: 1300 });
    expect(media.url).toMatch(/^\/files\/m\/[\w-]{22}\.jpg$/);
    expect(media.camera).toEqual({
      make: 'Canon',
      model: 'EOS R5',
      lens: 'RF24-70mm F2.8 L IS USM',
      focalLength: 50,
      aperture: 2.8,
      exposureTime: '1/125',
      iso: 400,
      takenAt: '2026-01-02T03:04:05',
    });
    expect(Buffer.from(media.placeholder ?? '', 'base64').length).toBeGreaterThan(5);
    expect(media.renditions?.map((r) => [r.width, r.height, r.type])).toEqual([
      [320, 160, 'image/webp'],
      [640, 320, 'image/webp'],
      [960, 480, 'image/webp'],
      [1280, 640, 'image/webp'],
      [2048, 1024, 'image/webp'],
    ]);
    for (const url of [media.url, ...(media.renditions ?? []).map((r) => r.url)]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('secret-place'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('Canon'))).toBe(false);
      // The GPS IFD tag (0x8825) would be there in either byte order.
      expect(served.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);
    }
    const webp = await t.app.inject({ method: 'GET', url: media.renditions?.[1]?.url ?? '' });
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    expect(webp.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the camera data away from the stored files even for the owner, and never reads GPS', async () => {
    const photo = await cameraPhoto(64, 48);
    const meta = await sharp(photo).metadata();
    expect(exifReader(meta.exif as Buffer).GPSInfo).toBeDefined();
    const media: MediaRecord = (await upload(t.app, member, 'gps.jpg', photo)).json().data;
    expect(JSON.stringify(media)).not.toMatch(/GPS|39\.9|116\.3/);
  });

  it('makes one WebP at its own width for a picture narrower than 320 px, and turns phone photos upright', async () => {
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#D70D19' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const media: MediaRecord = (await upload(t.app, member, 'phone.jpg', sideways)).json().data;
    expect([media.width, media.height]).toEqual([100, 200]);
    expect(media.renditions?.map((r) => [r.width, r.height])).toEqual([[100, 200]]);
  });

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['#D70D19', '#050B1F', '#204165'].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const res = await upload(t.app, member, 'moving.gif', gif);
    expect(res.statusCode).toBe(200);
    const media: MediaRecord = res.json().data;
    expect(media).toMatchObject({ kind: 'image', type: 'image/gif', animated: true, width: 40, height: 30 });
    const served = await t.app.inject({ method: 'GET', url: media.url });
    expect((await sharp(served.rawPayload, { animated: true }).metadata()).pages).toBe(3);
  });

  it('refuses what is not what it claims, stores nothing and leaves no temporary file', async () => {
    const rowsBefore = await mediaCount(t);
    const filesBefore = (await storedFiles(t)).length;
    const jpegHead = (await cameraPhoto(64, 48)).subarray(0, 300);
    const cases: [string, Buffer, string][] = [
      ['zip.jpg', zip({ 'a.txt': 'hello' }), '上传图片只能是 JPG/PNG/GIF 格式!'],
      ['page.jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), '上传图片只能是 JPG/PNG/GIF 格式!'],
      [
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        '上传图片只能是 JPG/PNG/GIF 格式!',
      ],
      [
        'gifar.gif',
        Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<html><script>alert(1)</script></html>')]),
        '上传图片只能是 JPG/PNG/GIF 格式!',
      ],
      ['cut.jpg', jpegHead, '上传图片只能是 JPG/PNG/GIF 格式!'],
      ['bomb.png', pngBomb(), '图片尺寸过大，请缩小后再上传'],
      ['empty.txt', Buffer.alloc(0), '文件内容为空，请重新选择'],
      [
        'tool.exe',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
        expect.stringContaining('不支持的文件格式') as unknown as string,
      ],
      [
        'notes.txt',
        Buffer.from([0x68, 0x69, 0x00, 0x21]),
        expect.stringContaining('不支持的文件格式') as unknown as string,
      ],
      ['bad.txt', Buffer.from([0x68, 0xc3, 0x28]), expect.stringContaining('不支持的文件格式') as unknown as string],
      ['text.doc', Buffer.from('plain words'), expect.stringContaining('不支持的文件格式') as unknown as string],
    ];
    for (const [name, bytes, msg] of cases) {
      const res = await upload(t.app, member, name, bytes);
      expect({ name, status: res.statusCode, msg: res.json().msg }).toEqual({ name, status: 400, msg });
    }
    expect(await mediaCount(t)).toBe(rowsBefore);
    expect(await storedFiles(t)).toHaveLength(filesBefore);
    expect(tempFiles(t)).toEqual([]);
  });

  it('refuses an image over 5 MB with the spec text', async () => {
    const big = Buffer.concat([(await cameraPhoto(64, 48)).subarray(0, 20), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(t.app, member, 'big.jpg', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('上传图片大小不能超过 5MB!');
    expect(tempFiles(t)).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await upload(t.app, undefined, 'a.jpg', await cameraPhoto(10, 10))).statusCode).toBe(401);
  });

  it('stores documents as they are and serves them as attachments', async () => {
    const pdf = await upload(
      t.app,
      member,
      '病例报告.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    );
    expect(pdf.json().data).toMatchObject({ kind: 'file', type: 'application/pdf', name: '病例报告.pdf' });
    const docx = (await upload(t.app, member, '讲义.docx', DOCX())).json().data;
    expect(docx.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const ole = compoundFile();
    expect((await upload(t.app, member, '旧表格.xls', ole)).json().data.type).toBe('application/vnd.ms-excel');
    expect((await upload(t.app, member, '旧文档.doc', ole)).json().data.type).toBe('application/msword');
    expect((await upload(t.app, member, 'odd.bin', ole)).statusCode).toBe(400);
    const txt = (await upload(t.app, member, '说明.txt', Buffer.from('术前须知：禁食 8 小时。\n'))).json().data;
    expect(txt).toMatchObject({ kind: 'file', type: 'text/plain; charset=utf-8' });

    const served = await t.app.inject({ method: 'GET', url: docx.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="__.docx"; filename*=UTF-8''${encodeURIComponent('讲义.docx')}`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(DOCX())).toBe(true);
    const text = await t.app.inject({ method: 'GET', url: txt.url });
    expect(text.headers['content-disposition']).toMatch(/^attachment;/);
    expect(text.body).toBe('术前须知：禁食 8 小时。\n');
    expect((await t.app.inject({ method: 'GET', url: '/files/f/nothing-here.pdf' })).statusCode).toBe(404);

    // Without OFFICE_VIEWER_URL every document opens as itself (downloaded).
    const view = (url: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/file/view?url=${encodeURIComponent(url)}`,
        headers: { host: 'yiying.test' },
      });
    const viewedDocx = await view(docx.url);
    expect(viewedDocx.statusCode).toBe(302);
    expect(viewedDocx.headers.location).toBe(docx.url);
    expect((await view(`http://yiying.test${docx.url}`)).headers.location).toBe(docx.url);
    for (const foreign of ['http://evil.example/files/f/x.docx', '/files/m/nothing.jpg', '/api/content/list', '%%'])
      expect((await view(foreign)).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/file/view' });
    expect(missing.statusCode).toBe(400);
  });

  it('transcodes a video with ffmpeg: duration, size, four frames as images, the first as poster; serves ranges', async () => {
    const source = testVideo();
    const res = await upload(t.app, member, '手术演示.mp4', source);
    expect(res.statusCode).toBe(200);
    const accepted: MediaRecord = res.json().data;
    expect(accepted).toMatchObject({ kind: 'video', type: 'video/mp4', status: 'processing' });
    let video = accepted;
    for (let i = 0; i < 600 && video.status === 'processing'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      video = (
        await t.app.inject({ method: 'GET', url: `/web/file/status/${accepted.mediaId}`, headers: authed(member) })
      ).json().data;
    }
    expect(video).toMatchObject({ kind: 'video', type: 'video/mp4', width: 320, height: 240, status: 'ready' });
    expect(video.duration).toBeCloseTo(2, 0);
    expect(video.frames).toHaveLength(4);
    expect(video.poster).toBe(video.frames?.[0]);
    const clip = (await t.app.inject({ method: 'GET', url: video.url })).rawPayload;
    expect(clip.length).toBe(video.size);
    const frame = await t.app.yiying.context.media.ownedByUrl(
      t.app.yiying.context.db,
      member.userId,
      video.poster ?? '',
    );
    expect(frame).toMatchObject({ kind: 'image', width: 320, height: 240 });
    expect(frame?.renditions?.map((r) => r.width)).toEqual([320]);

    const whole = await t.app.inject({ method: 'GET', url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBe('inline');
    expect(whole.rawPayload.equals(clip)).toBe(true);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(clip.subarray(clip.length - 10))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url: video.url, headers: { range: `bytes=${clip.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('links media to posts in order, checks ownership, and releases files no other post uses', async () => {
    const { media, db } = t.app.yiying.context;
    const a: MediaRecord = (await upload(t.app, member, 'a.jpg', await cameraPhoto(700, 400))).json().data;
    const b: MediaRecord = (await upload(t.app, member, 'b.jpg', await cameraPhoto(100, 100))).json().data;
    const foreign: MediaRecord = (await upload(t.app, other, 'c.jpg', await cameraPhoto(50, 50))).json().data;

    expect((await media.owned(db, member.userId, [b.mediaId, a.mediaId])).map((m) => m.mediaId)).toEqual([
      b.mediaId,
      a.mediaId,
    ]);
    await expect(media.owned(db, member.userId, [a.mediaId, foreign.mediaId])).rejects.toMatchObject({
      status: 400,
      message: '请先上传文件',
    });
    await expect(media.owned(db, member.userId, ['nope'])).rejects.toMatchObject({ status: 400 });
    expect((await media.ownedByUrl(db, member.userId, a.renditions?.[1]?.url ?? ''))?.mediaId).toBe(a.mediaId);
    expect(await media.ownedByUrl(db, member.userId, foreign.url)).toBeUndefined();
    expect(await media.ownedByUrl(db, member.userId, '/files/m/unknown-640.webp')).toBeUndefined();

    await db.transaction().execute((trx) => media.link(asKysely(trx), 'post-1', [b.mediaId, a.mediaId], a.mediaId));
    await media.link(db, 'post-2', [a.mediaId]);
    const byPost = await media.ofContents(db, ['post-1', 'post-2', 'post-3']);
    expect(byPost.get('post-1')?.map((m) => m.mediaId)).toEqual([b.mediaId, a.mediaId]);
    expect(byPost.get('post-2')?.map((m) => m.mediaId)).toEqual([a.mediaId]);
    expect(byPost.has('post-3')).toBe(false);

    await media.releaseContent('post-1');
    // b was only in post-1: row and every file gone; a is still used by post-2.
    expect(await media.ownedByUrl(db, member.userId, b.url)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: b.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: b.renditions?.[0]?.url ?? '' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: a.url })).statusCode).toBe(200);
    await media.releaseContent('post-2');
    expect((await t.app.inject({ method: 'GET', url: a.url })).statusCode).toBe(404);
  });

  it('prunes post uploads no post linked within 24 hours, keeps linked ones and profile images', async () => {
    const { media, db } = t.app.yiying.context;
    const kept: MediaRecord = (await upload(t.app, other, 'kept.jpg', await cameraPhoto(40, 40))).json().data;
    const dropped: MediaRecord = (await upload(t.app, other, 'dropped.jpg', await cameraPhoto(40, 40))).json().data;
    const avatar = (await upload(t.app, other, 'me.jpg', await cameraPhoto(40, 40), '/web/user/uploadOss')).json().data;
    await media.link(db, 'post-kept', [kept.mediaId]);
    clock.advance(23 * 60 * 60 * 1000);
    await t.app.yiying.pruning.run();
    expect(await media.ownedByUrl(db, other.userId, dropped.url)).toBeDefined();
    clock.advance(2 * 60 * 60 * 1000);
    expect(await media.prune()).toBeGreaterThanOrEqual(1);
    expect(await media.ownedByUrl(db, other.userId, dropped.url)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: dropped.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: avatar.url })).statusCode).toBe(200);
  });
  return t;
}

describeEachDatabase('media uploads without ffmpeg, and the daily quota', (target) => {
  const t = useTestApp(target, {
    env: { FFMPEG_PATH: 'none', UPLOAD_DAILY_QUOTA_MB: '1', OFFICE_VIEWER_URL: 'https://viewer.example/view?src=' },
  });

  it('opens Office documents through OFFICE_VIEWER_URL with their absolute address, other files directly', async () => {
    const member = await loginByCode(t.app);
    const docx = (await upload(t.app, member, '讲义.docx', DOCX())).json().data;
    const pdf = (await upload(t.app, member, '报告.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))).json().data;
    const view = (url: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/file/view?url=${encodeURIComponent(url)}`,
        headers: { host: 'yiying.test' },
      });
    const viewed = await view(docx.url);
    expect(viewed.statusCode).toBe(302);
    expect(viewed.headers.location).toBe(
      `https://viewer.example/view?src=${encodeURIComponent(`http://yiying.test${docx.url}`)}`,
    );
    expect((await view(pdf.url)).headers.location).toBe(pdf.url);
  });

  it('stores a video without poster or frames when ffmpeg is off', async () => {
    const member = await loginByCode(t.app);
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mp42isom'),
      Buffer.alloc(5000),
    ]);
    const res = await upload(t.app, member, 'clip.mp4', mp4);
    expect(res.statusCode).toBe(200);
    const video: MediaRecord = res.json().data;
    expect(video).toMatchObject({ kind: 'video', type: 'video/mp4', size: mp4.length });
    expect(video.poster).toBeUndefined();
    expect(video.frames).toBeUndefined();
    expect(video.duration).toBeUndefined();
    const rm = Buffer.concat([Buffer.from('.RMF'), Buffer.alloc(100)]);
    expect((await upload(t.app, member, 'old.rmvb', rm)).json().data).toMatchObject({
      kind: 'video',
      url: expect.stringMatching(/\.rmvb$/),
    });
  });

  it('answers 429 with Retry-After once the day’s quota is used, and stores nothing more', async () => {
    const member = await loginByCode(t.app);
    const text = Buffer.from('病'.repeat(200_000));
    expect((await upload(t.app, member, 'a.txt', text)).statusCode).toBe(200);
    const res = await upload(t.app, member, 'b.txt', text);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('今日上传已达上限，请明天再试');
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(24 * 60 * 60);
    expect(tempFiles(t)).toEqual([]);
    const someoneElse = await loginByCode(t.app);
    expect((await upload(t.app, someoneElse, 'c.txt', Buffer.from('你好'))).statusCode).toBe(200);
  });
});
