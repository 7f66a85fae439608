import { crc32 } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { authed, loginByCode, type TestSession } from '../testing/identity';
import { SQLITE_TARGET, useTestApp } from '../testing/test-app';

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----yiying-security-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function png(chunks: [string, Buffer][]): Buffer {
  const chunk = ([type, data]: [string, Buffer]) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks.map(chunk)]);
}

/** A PNG declaring 100000 × 100000 pixels with almost no data: decoding it would need 30 GB. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return png([
    ['IHDR', ihdr],
    ['IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])],
    ['IEND', Buffer.alloc(0)],
  ]);
}

function gpsPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#204165' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Canon', Copyright: 'home-address' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 54/1 2769/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '116/1 23/1 2000/100',
      },
    })
    .toBuffer();
}

/** Every `/files/...` address in an answer. */
function fileUrls(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/files/') ? [value.split('?')[0] as string] : [];
  if (Array.isArray(value)) return value.flatMap(fileUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(fileUrls);
  return [];
}

describe('upload fixtures through every upload route (SQLite)', () => {
  const t = useTestApp(SQLITE_TARGET);
  let member: TestSession;
  let routes: { method: string; path: string }[] = [];

  beforeAll(async () => {
    member = await loginByCode(t.app);
    // Every route the server registered as taking multipart bodies (the document lists the same routes).
    routes = t.app.yiying.routes
      .filter((r) => ((r.schema['consumes'] as string[] | undefined) ?? []).some((c) => c.startsWith('multipart/')))
      .map((r) => ({ method: r.method, path: r.url }));
  });

  const send = (route: { method: string; path: string }, name: string, bytes: Buffer) => {
    const body = multipart(name, bytes);
    return t.app.inject({
      method: route.method as InjectOptions['method'],
      url: route.path,
      payload: body.payload,
      headers: { ...body.headers, ...authed(member) },
    });
  };

  it('finds the upload routes', () => {
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/web/file/upload']));
    expect(routes.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses renamed types, polyglots and bombs on every upload route, never with a 500', async () => {
    const refused: [string, Buffer][] = [
      ['page.jpg', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['gifar.gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<html><script>alert(1)</script></html>')])],
      ['tool.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
      ['bomb.png', pngBomb()],
    ];
    const wrong: string[] = [];
    for (const route of routes) {
      for (const [name, bytes] of refused) {
        const res = await send(route, name, bytes);
        if (res.statusCode < 400 || res.statusCode >= 500) wrong.push(`${route.path} ${name} → ${res.statusCode}`);
        else if (!/[\u4e00-\u9fff]/.test(res.json().msg)) wrong.push(`${route.path} ${name} → ${res.json().msg}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('keeps a PDF named .jpg only as a document, downloaded as an attachment, never shown as a picture', async () => {
    let checked = 0;
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(alert(1))>>>>endobj\n%%EOF\n',
    );
    for (const route of routes) {
      const res = await send(route, 'pdf.jpg', pdf);
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode !== 200) continue;
      for (const url of fileUrls(res.json().data)) {
        const file = await t.app.inject({ method: 'GET', url });
        expect(String(file.headers['content-type'])).not.toMatch(/^(image|text)\//);
        expect(String(file.headers['content-disposition'])).toMatch(/^attachment/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('serves what it keeps re-encoded: no GPS, no camera owner, no trailing script', async () => {
    let checked = 0;
    const photo = await gpsPhoto();
    const polyglot = Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')]);
    for (const route of routes) {
      for (const [name, bytes] of [
        ['gps.jpg', photo],
        ['polyglot.jpg', polyglot],
      ] as const) {
        const res = await send(route, name, bytes);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode !== 200) continue;
        for (const url of fileUrls(res.json().data)) {
          const file = await t.app.inject({ method: 'GET', url });
          expect(file.statusCode).toBe(200);
          expect(file.headers['x-content-type-options']).toBe('nosniff');
          expect(String(file.headers['content-type'])).toMatch(/^image\//);
          expect(file.rawPayload.includes('<script>')).toBe(false);
          expect(file.rawPayload.includes('home-address')).toBe(false);
          const meta = await sharp(file.rawPayload).metadata();
          if (meta.exif) expect(exifReader(meta.exif).GPSInfo).toBeUndefined();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(routes.length * 2);
  }, 120_000);
});
