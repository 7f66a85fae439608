import { Readable } from 'node:stream';
import sharp from 'sharp';
import { cyclic, seededRandom, type Random } from '../lib/random.js';
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

/** Colour pairs for gradients; the first uses the site's primary, secondary and accent colours. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#050B1F', '#204165', '#D70D19'],
  ['#0f2027', '#2c5364', '#f4d35e'],
  ['#1d2b64', '#f8cdda', '#ffffff'],
  ['#134e5e', '#71b280', '#fefae0'],
  ['#3a1c71', '#d76d77', '#ffaf7b'],
  ['#000428', '#004e92', '#9ad0ec'],
  ['#16222a', '#3a6073', '#e9c46a'],
  ['#42275a', '#734b6d', '#f1c0e8'],
  ['#0b486b', '#f56217', '#ffe8d6'],
  ['#283c86', '#45a247', '#f1faee'],
];

function bokeh(random: Random, width: number, height: number, colour: string, count: number): string {
  let circles = '';
  for (let i = 0; i < count; i++) {
    const r = random.int(Math.round(height * 0.04), Math.round(height * 0.22));
    circles += `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="${colour}" fill-opacity="${(
      0.08 +
      random.next() * 0.25
    ).toFixed(2)}"/>`;
  }
  return circles;
}

/** A hill-and-sky landscape silhouette: reads as a photograph at thumbnail size. */
function ridge(random: Random, width: number, height: number, colour: string, base: number, opacity: number): string {
  const steps = 8;
  let d = `M0 ${height} L0 ${Math.round(height * base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = Math.round((width * i) / steps);
    const y = Math.round(height * (base + (random.next() - 0.5) * 0.25));
    d += ` L${x} ${y}`;
  }
  d += ` L${width} ${height} Z`;
  return `<path d="${d}" fill="${colour}" fill-opacity="${opacity}"/>`;
}

function sceneSvg(seed: number, width: number, height: number, label: string): string {
  const random = seededRandom(seed);
  const [dark, mid, light] = cyclic(PALETTES, seed);
  const angle = random.int(0, 1) === 0 ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  const sunX = random.int(Math.round(width * 0.15), Math.round(width * 0.85));
  const sunY = random.int(Math.round(height * 0.15), Math.round(height * 0.45));
  const fontSize = Math.round(Math.min(width, height) * 0.09);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" ${angle}><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="${light}" stop-opacity="0.95"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * 0.3)}" fill="url(#sun)"/>
${bokeh(random, width, height, light, 14)}
${ridge(random, width, height, mid, 0.62, 0.55)}
${ridge(random, width, height, dark, 0.78, 0.85)}
<text x="${Math.round(width * 0.04)}" y="${height - Math.round(height * 0.06)}" font-family="DejaVu Sans, Liberation Sans, sans-serif"
 font-size="${fontSize}" font-weight="700" fill="#ffffff" fill-opacity="0.85">${label}</text>
</svg>`;
}

function avatarSvg(seed: number, size: number, initial: string): string {
  const [dark, mid, light] = cyclic(PALETTES, seed * 3 + 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>
<circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.2}" fill="${light}" fill-opacity="0.9"/>
<ellipse cx="${size / 2}" cy="${size * 0.95}" rx="${size * 0.36}" ry="${size * 0.3}" fill="${light}" fill-opacity="0.9"/>
<text x="${size - 6}" y="${size - 8}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(
    size * 0.2,
  )}" font-weight="700" fill="#ffffff">${initial}</text>
</svg>`;
}

interface Job {
  /** Storage key, `demo/<name>`. */
  key: string;
  render: () => sharp.Sharp;
}

async function runJobs(storage: ObjectStorage, jobs: Job[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job !== undefined; job = jobs[next++]) {
      if (((await storage.size(job.key)) ?? 0) > 0) continue;
      const bytes = await job.render().toBuffer();
      await storage.put(job.key, Readable.from([bytes]), { contentType: typeOfKey(job.key) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Cover sizes cycle through landscape, 4:3 and portrait so waterfall layouts have variety. */
const COVER_SIZES: readonly (readonly [number, number])[] = [
  [600, 360],
  [600, 450],
  [600, 360],
  [600, 750],
];

/**
 * Draws the demo pictures into the store under `demo/` (banners 1600×600 JPEG, covers 600 wide WebP,
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
      render: () => sharp(Buffer.from(sceneSvg(100 + i, width, height, `YIYING ${i}`))).jpeg({ quality: 78 }),
    });
  }
  for (let i = 1; i <= COVER_COUNT; i++) {
    const name = `cover-${String(i).padStart(2, '0')}.webp`;
    const [width, height] = COVER_SIZES[i % COVER_SIZES.length] ?? [600, 360];
    images.covers.push({ url: `/files/demo/${name}`, width, height });
    jobs.push({
      key: `demo/${name}`,
      render: () =>
        sharp(Buffer.from(sceneSvg(i, width, height, `No.${i}`))).webp({
          quality: 72,
          effort: 2,
        }),
    });
  }
  const initials = ['U', 'D', 'S', 'P', 'Z', 'L'];
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
        sharp(Buffer.from(avatarSvg(i, 128, initials[i - 1] ?? 'Y'))).webp({
          quality: 80,
          effort: 2,
        }),
    });
  }

  await runJobs(storage, jobs, 2);
  return images;
}
