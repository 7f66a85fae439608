import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { cyclic, seededRandom } from '../lib/random.js';
import { renderScene, SCENES, type SceneName } from './demo-scenes.js';
import { typeOfKey, type ObjectStorage } from '../lib/storage/index.js';

/** A generated picture: its public path under `/files` and its pixel size. */
export interface DemoImage {
  url: string;
  width: number;
  height: number;
}

export interface DemoImages {
  banners: DemoImage[];
  covers: DemoImage[];
  avatars: DemoImage[];
}

const BANNER_COUNT = 6;
const COVER_COUNT = 24;
const AVATAR_COUNT = 6;
/** Banners are wide: the scenes that read well as a strip. */
const BANNER_SCENES: readonly SceneName[] = ['mountains', 'city', 'sea', 'corridor', 'forest', 'street'];

/** Colour pairs for the avatars' gradients. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#050B1F', '#204165', '#f2d7c9'],
  ['#0f2027', '#2c5364', '#f4d35e'],
  ['#134e5e', '#71b280', '#fefae0'],
  ['#3a1c71', '#d76d77', '#ffe0cc'],
  ['#16222a', '#3a6073', '#e9c46a'],
  ['#42275a', '#734b6d', '#f1c0e8'],
];

/** A head-and-shoulders portrait in soft light, no letters. */
function avatarSvg(seed: number, size: number): string {
  const [dark, mid, light] = cyclic(PALETTES, seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><radialGradient id="g" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
<filter id="s"><feGaussianBlur stdDeviation="${size / 80}"/></filter></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>
<g fill="${light}" filter="url(#s)">
<ellipse cx="${size / 2}" cy="${size * 0.42}" rx="${size * 0.17}" ry="${size * 0.2}"/>
<path d="M${size * 0.12} ${size} C ${size * 0.14} ${size * 0.72}, ${size * 0.32} ${size * 0.66}, ${size / 2} ${size * 0.66} C ${size * 0.68} ${size * 0.66}, ${size * 0.86} ${size * 0.72}, ${size * 0.88} ${size} Z"/>
</g>
</svg>`;
}

interface Job {
  /** Storage key, `demo/<name>`. */
  key: string;
  render: () => sharp.Sharp | Promise<sharp.Sharp>;
}

/**
 * Rendered demo pictures are kept in the machine's temporary folder, named by this version, so every fresh data folder
 * after the first (test suites, e2e runs, a reset demo) copies them instead of drawing them again. Bump it when a
 * scene changes.
 */
const RENDER_VERSION = 3;
const renderCache = path.join(tmpdir(), `yiying-demo-images-v${RENDER_VERSION}`);

async function rendered(job: Job): Promise<Buffer> {
  const cached = path.join(renderCache, job.key.replace(/\//g, '_'));
  try {
    return await readFile(cached);
  } catch {
    const bytes = await (await job.render()).toBuffer();
    try {
      await mkdir(renderCache, { recursive: true });
      const partial = `${cached}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, cached);
    } catch {
      // A read-only temporary folder only costs the next run a redraw.
    }
    return bytes;
  }
}

async function runJobs(storage: ObjectStorage, jobs: Job[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job !== undefined; job = jobs[next++]) {
      if (((await storage.size(job.key)) ?? 0) > 0) continue;
      const bytes = await rendered(job);
      await storage.put(job.key, Readable.from([bytes]), { contentType: typeOfKey(job.key) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Cover sizes cycle through the shapes cameras and phones take (3:2, 4:3, 3:4, 1:1, 16:9, 2:3). */
const COVER_SIZES: readonly (readonly [number, number])[] = [
  [960, 640],
  [960, 720],
  [720, 960],
  [960, 960],
  [960, 540],
  [640, 960],
];

/**
 * Draws the demo pictures into the store under `demo/` (banners 1600×600 JPEG, covers 960 px on the long edge, WebP,
 * avatars 128×128 WebP). Existing files are kept, so a second run costs nothing.
 */
export async function generateDemoImages(storage: ObjectStorage): Promise<DemoImages> {
  const jobs: Job[] = [];
  const images: DemoImages = { banners: [], covers: [], avatars: [] };

  for (let i = 1; i <= BANNER_COUNT; i++) {
    const name = `banner-${String(i).padStart(2, '0')}.jpg`;
    const [width, height] = [1600, 600];
    images.banners.push({ url: `/files/demo/${name}`, width, height });
    jobs.push({
      key: `demo/${name}`,
      render: async () =>
        (await renderScene(cyclic(BANNER_SCENES, i - 1), seededRandom(100 + i), width, height)).jpeg({
          quality: 82,
          mozjpeg: true,
        }),
    });
  }
  for (let i = 1; i <= COVER_COUNT; i++) {
    const name = `cover-${String(i).padStart(2, '0')}.webp`;
    const [width, height] = COVER_SIZES[i % COVER_SIZES.length] ?? [600, 360];
    images.covers.push({ url: `/files/demo/${name}`, width, height });
    jobs.push({
      key: `demo/${name}`,
      render: async () =>
        (await renderScene(cyclic(SCENES, i - 1), seededRandom(i), width, height)).webp({
          quality: 78,
          effort: 2,
        }),
    });
  }
  for (let i = 1; i <= AVATAR_COUNT; i++) {
    const name = `avatar-${String(i).padStart(2, '0')}.webp`;
    images.avatars.push({
      url: `/files/demo/${name}`,
      width: 128,
      height: 128,
    });
    jobs.push({
      key: `demo/${name}`,
      render: () =>
        sharp(Buffer.from(avatarSvg(i, 128))).webp({
          quality: 80,
          effort: 2,
        }),
    });
  }

  await runJobs(storage, jobs, 2);
  return images;
}
