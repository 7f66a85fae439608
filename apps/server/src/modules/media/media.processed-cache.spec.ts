import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { MediaRecord } from '@yiying/models';
import { SQLITE_TARGET, tempDir, useTestApp } from '../../testing/test-app';
import { processImage } from './media.image';
import {
  decodeProcessed,
  encodeProcessed,
  folderImageCache,
  processedImageKey,
  type ProcessedImageCache,
} from './media.processed-cache';

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('processed image cache', () => {
  const dir = tempDir();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back every output of the pipeline byte for byte', async () => {
    const image = await processImage(await photo(700, 400), 'jpeg');
    const back = decodeProcessed(encodeProcessed(image));
    expect(back).toEqual(image);
    expect(back?.renditions.map((r) => r.width)).toEqual([320, 640, 700]);
    expect(back?.main.bytes.equals(image.main.bytes)).toBe(true);
  });

  it('keys by the bytes and by how they are processed', async () => {
    const a = await photo(300, 200);
    const b = await photo(300, 201);
    expect(processedImageKey(a, 'jpeg', false)).toBe(processedImageKey(Buffer.from(a), 'jpeg', false));
    expect(processedImageKey(a, 'jpeg', false)).not.toBe(processedImageKey(b, 'jpeg', false));
    expect(processedImageKey(a, 'jpeg', false)).not.toBe(processedImageKey(a, 'jpeg', true));
    expect(processedImageKey(a, 'jpeg', false)).not.toBe(processedImageKey(a, 'png', false));
  });

  it('misses on a file cut short, of something else, or never written, and keeps what it put', async () => {
    const folder = path.join(dir, 'cache');
    const cache = folderImageCache(folder);
    const image = await processImage(await photo(400, 300), 'jpeg');
    expect(await cache.get('absent')).toBeUndefined();
    await cache.put('k', image);
    expect(await cache.get('k')).toEqual(image);
    expect(readdirSync(folder)).toEqual(['k.img']);
    const whole = encodeProcessed(image);
    writeFileSync(path.join(folder, 'short.img'), whole.subarray(0, whole.length - 10));
    writeFileSync(path.join(folder, 'other.img'), Buffer.from('not a cached picture'));
    writeFileSync(path.join(folder, 'tiny.img'), Buffer.from([1]));
    expect(await cache.get('short')).toBeUndefined();
    expect(await cache.get('other')).toBeUndefined();
    expect(await cache.get('tiny')).toBeUndefined();
  });

  it('costs nothing but an encode next time when its folder cannot be written', async () => {
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    const cache = folderImageCache(path.join(blocked, 'cache'));
    const image = await processImage(await photo(200, 200), 'jpeg');
    await expect(cache.put('k', image)).resolves.toBeUndefined();
    expect(await cache.get('k')).toBeUndefined();
  });
});

describe('an upload with a cache of outputs', () => {
  const t = useTestApp(SQLITE_TARGET);
  const dir = tempDir();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is processed once, then stored from the cache as a new upload with the same outputs; without one, always processed', async () => {
    const { media, storage } = t.app.yiying.context;
    const [owner] = (await t.app.yiying.context.db.selectFrom('user').select('user_id').limit(1).execute()).map(
      (u) => u.user_id,
    );
    if (!owner) throw new Error('no demo member');
    const calls: string[] = [];
    const folder = folderImageCache(path.join(dir, 'outputs'));
    const cache: ProcessedImageCache = {
      get: async (key) => {
        const image = await folder.get(key);
        calls.push(image ? 'hit' : 'miss');
        return image;
      },
      put: async (key, image) => {
        calls.push('put');
        await folder.put(key, image);
      },
    };
    const bytes = await photo(900, 600);
    const upload = (imageCache?: ProcessedImageCache): Promise<MediaRecord> =>
      media.ingest(owner, { stream: Readable.from([bytes]), filename: 'ward.jpg' }, { faceCheck: false, imageCache });
    const files = async (record: MediaRecord) =>
      Promise.all(
        [record.url, ...(record.renditions ?? []).map((r) => r.url)].map((url) =>
          buffer(storage.get(url.replace(/^\/files\//, ''))),
        ),
      );

    const first = await upload(cache);
    expect(calls).toEqual(['miss', 'put']);
    const second = await upload(cache);
    expect(calls).toEqual(['miss', 'put', 'hit']);
    expect(second.mediaId).not.toBe(first.mediaId);
    expect(second.url).not.toBe(first.url);
    expect(second.renditions?.map((r) => r.width)).toEqual([320, 640, 900]);
    expect(second.renditions?.map((r) => r.width)).toEqual(first.renditions?.map((r) => r.width));
    const [a, b] = [await files(first), await files(second)];
    expect(b.length).toBe(a.length);
    b.forEach((file, i) => expect(file.equals(a[i] as Buffer)).toBe(true));

    await upload();
    expect(calls).toEqual(['miss', 'put', 'hit']);
  });
});
