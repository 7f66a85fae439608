import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { findRepoRoot } from '../config.js';
import { typeOfKey, type ObjectStorage } from '../lib/storage/index.js';
import { writeWhole } from '../lib/write-whole.js';

/** A demo picture: its public path under `/files` and its pixel size. */
export interface DemoImage {
  url: string;
  width: number;
  height: number;
}

/** What a demo photograph shows, as its catalogue (`photos.json`) groups them. */
export type DemoSubject = 'landscape' | 'macro' | 'medical' | 'portrait' | 'street' | 'still-life';

/** A demo photograph: `url` is its cover for lists (960 px WebP), `original` the photograph as shipped. */
export interface DemoPhoto extends DemoImage {
  /** File name in the catalogue without its extension, e.g. `lake-boats`. */
  name: string;
  subject: DemoSubject;
  original: DemoImage;
}

export interface DemoImages {
  banners: DemoImage[];
  /** Every demo photograph, in catalogue order. */
  covers: DemoPhoto[];
  avatars: DemoImage[];
}

/** The demo photographs shipped with the server, with their sources and licences in the folder's README. */
export function demoPhotoFolder(): string {
  const root = findRepoRoot() ?? findRepoRoot(process.cwd()) ?? process.cwd();
  return path.join(root, 'apps', 'server', 'assets', 'demo-photos');
}

interface CatalogueEntry {
  file: string;
  subject: DemoSubject;
  width: number;
  height: number;
}

async function readCatalogue(folder: string): Promise<CatalogueEntry[]> {
  try {
    return JSON.parse(await readFile(path.join(folder, 'photos.json'), 'utf8')) as CatalogueEntry[];
  } catch (error) {
    throw new Error(`演示图片目录缺失或无法读取：${folder}`, { cause: error });
  }
}

/** Banners are wide strips cut from these photographs. */
const BANNER_PHOTOS = ['lake-boats', 'mountain-meadow', 'island-pier', 'twilight-lake', 'bridge', 'sunset-hills'];
/** Avatars are close crops of these (pets, flowers and places, as members choose). */
const AVATAR_PHOTOS = ['dogs-window', 'ladybird', 'nuthatch', 'leaf-macro', 'picos-trail', 'cups'];
const BANNER_SIZE = [1600, 600] as const;
const AVATAR_SIZE = 128;
/** The long side of the covers drawn in lists for posts that do not go through the upload pipeline. */
const COVER_SIDE = 960;

interface Job {
  /** Storage key, `demo/<name>`. */
  key: string;
  bytes: () => Promise<Buffer>;
}

/**
 * Banners and avatars cut from the photographs are kept in the machine's temporary folder, named by this version, so
 * every fresh data folder after the first (test suites, e2e runs, a reset demo) copies them instead of cutting them
 * again. Bump it when a cut changes.
 */
const RENDER_VERSION = 4;
const renderCache = path.join(tmpdir(), `yiying-demo-images-v${RENDER_VERSION}`);

/** A demo picture as a camera would send it (JPEG), for a demo file in another format; cut once per machine. */
export function demoUploadJpeg(key: string, bytes: Buffer): Promise<Buffer> {
  return cached(`${key}-upload.jpg`, () => sharp(bytes).jpeg({ quality: 90 }).toBuffer());
}

async function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(renderCache, key.replace(/\//g, '_'));
  try {
    return await readFile(file);
  } catch {
    const bytes = await render();
    await writeWhole(file, bytes);
    return bytes;
  }
}

async function runJobs(storage: ObjectStorage, jobs: Job[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job !== undefined; job = jobs[next++]) {
      if (((await storage.size(job.key)) ?? 0) > 0) continue;
      const bytes = await job.bytes();
      await storage.put(job.key, Readable.from([bytes]), { contentType: typeOfKey(job.key) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The list cover (960 px WebP) made from a demo photograph's original, by its URL; other URLs are kept. */
export function demoCoverOf(url: string): string {
  const match = /^(\/files\/demo\/[\w-]+)\.jpg$/.exec(url);
  return match && !url.includes('/banner-') ? `${match[1]}-${COVER_SIDE}.webp` : url;
}

/** The photograph as shipped (JPEG, up to 1600 px) that a demo list cover was made from, by its URL; other URLs are kept. */
export function demoOriginalOf(url: string): string {
  const match = new RegExp(`^(/files/demo/[\\w-]+)-${COVER_SIDE}\\.webp$`).exec(url);
  return match ? `${match[1]}.jpg` : url;
}

/**
 * Puts the demo pictures into the store under `demo/`: the photographs as shipped (JPEG, at most 1600 px on the long
 * side, camera data kept) for image posts, which send them through the upload pipeline; covers for lists (960 px
 * WebP); banners (1600×600 JPEG) and avatars (128×128 WebP) cut from them. Existing files are kept, so a second run
 * costs nothing.
 */
export async function generateDemoImages(storage: ObjectStorage, folder = demoPhotoFolder()): Promise<DemoImages> {
  const catalogue = await readCatalogue(folder);
  const jobs: Job[] = [];
  const images: DemoImages = { banners: [], covers: [], avatars: [] };
  const source = (name: string) => {
    const entry = catalogue.find((e) => e.file === `${name}.jpg`) ?? catalogue[0];
    if (!entry) throw new Error(`演示图片目录为空：${folder}`);
    return path.join(folder, entry.file);
  };

  for (const entry of catalogue) {
    const name = path.basename(entry.file, path.extname(entry.file));
    const key = `demo/${entry.file}`;
    const coverKey = `demo/${name}-${COVER_SIDE}.webp`;
    const scale = Math.min(1, COVER_SIDE / Math.max(entry.width, entry.height));
    images.covers.push({
      url: `/files/${coverKey}`,
      width: Math.round(entry.width * scale),
      height: Math.round(entry.height * scale),
      name,
      subject: entry.subject,
      original: { url: `/files/${key}`, width: entry.width, height: entry.height },
    });
    jobs.push({ key, bytes: () => readFile(path.join(folder, entry.file)) });
    jobs.push({
      key: coverKey,
      bytes: () =>
        cached(coverKey, () =>
          sharp(path.join(folder, entry.file))
            .resize(COVER_SIDE, COVER_SIDE, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 78, effort: 2 })
            .toBuffer(),
        ),
    });
  }
  BANNER_PHOTOS.forEach((photo, i) => {
    const key = `demo/banner-${pad(i + 1)}.jpg`;
    const [width, height] = BANNER_SIZE;
    images.banners.push({ url: `/files/${key}`, width, height });
    jobs.push({
      key,
      bytes: () =>
        cached(key, () =>
          sharp(source(photo))
            .resize(width, height, { fit: 'cover', position: 'attention' })
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer(),
        ),
    });
  });
  AVATAR_PHOTOS.forEach((photo, i) => {
    const key = `demo/avatar-${pad(i + 1)}.webp`;
    images.avatars.push({ url: `/files/${key}`, width: AVATAR_SIZE, height: AVATAR_SIZE });
    jobs.push({
      key,
      bytes: () =>
        cached(key, () =>
          sharp(source(photo))
            .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
            .webp({ quality: 80, effort: 2 })
            .toBuffer(),
        ),
    });
  });

  await runJobs(storage, jobs, 2);
  return images;
}
