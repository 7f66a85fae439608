import type { Random } from '../lib/random.js';

/**
 * Scenes for the demo pictures, drawn as SVG: landscapes, a lake at dawn, a city at night, a hospital corridor, a
 * flower close up, a figure by a window, a rainy street, the sea at sunset. Soft focus, depth haze and a vignette make
 * them read as photographs at gallery size; no text is drawn into them.
 */
export type SceneName = 'mountains' | 'city' | 'corridor' | 'flower' | 'window' | 'street' | 'sea' | 'forest';

export const SCENES: readonly SceneName[] = [
  'mountains',
  'corridor',
  'city',
  'flower',
  'sea',
  'window',
  'forest',
  'street',
];

interface Canvas {
  w: number;
  h: number;
  r: Random;
}

const f = (n: number) => n.toFixed(1);

function between(r: Random, min: number, max: number): number {
  return min + r.next() * (max - min);
}

/** A smooth ridge line across the picture, filled to the bottom. */
function ridgePath({ w, h, r }: Canvas, base: number, rough: number, steps = 7): string {
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) points.push([(w * i) / steps, h * (base + (r.next() - 0.5) * rough)]);
  let d = `M0 ${f(h)}`;
  let previous: [number, number] | undefined;
  for (const [x1, y1] of points) {
    if (!previous) d += ` L${f(x1)} ${f(y1)}`;
    else {
      const [x0, y0] = previous;
      d += ` Q${f(x0 + (x1 - x0) / 2)} ${f(Math.min(y0, y1) - h * rough * 0.08)} ${f(x1)} ${f(y1)}`;
    }
    previous = [x1, y1];
  }
  return `${d} L${f(w)} ${f(h)} Z`;
}

function defs(c: Canvas, sky: [string, string, string]): string {
  const blur = Math.max(1, Math.round(c.w / 400));
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff6d8" stop-opacity="1"/><stop offset="0.15" stop-color="#ffe3a3" stop-opacity="0.8"/><stop offset="1" stop-color="#ffb36b" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${blur}"/></filter>
<filter id="far" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${blur * 4}"/></filter>
<filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur * 10}"/></filter>
</defs>`;
}

const vignette = ({ w, h }: Canvas) => `<rect width="${w}" height="${h}" fill="url(#vignette)"/>`;

function mountains(c: Canvas): string {
  const { w, h, r } = c;
  const sunX = between(r, 0.2, 0.8) * w;
  const layers = ['#5b6f8f', '#3e5170', '#26354d', '#141d2b'];
  return `${defs(c, ['#f3b27a', '#f7d9b5', '#cfd9e6'])}
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${f(sunX)}" cy="${f(h * 0.42)}" r="${f(h * 0.35)}" fill="url(#glow)"/>
${layers
  .map(
    (colour, i) =>
      `<path d="${ridgePath(c, 0.45 + i * 0.12, 0.22 - i * 0.03)}" fill="${colour}" fill-opacity="${0.55 + i * 0.15}" filter="url(#${i < 2 ? 'far' : 'soft'})"/>`,
  )
  .join('\n')}
<rect y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.12)}" fill="#ffffff" fill-opacity="0.12" filter="url(#far)"/>
${vignette(c)}`;
}

function sea(c: Canvas): string {
  const { w, h, r } = c;
  const horizon = h * between(r, 0.5, 0.62);
  const sunX = between(r, 0.3, 0.7) * w;
  let sparkles = '';
  for (let i = 0; i < 70; i++) {
    const y = horizon + (h - horizon) * Math.pow(r.next(), 1.6);
    const spread = (y - horizon) * 0.9 + w * 0.02;
    const x = sunX + (r.next() - 0.5) * spread;
    sparkles += `<rect x="${f(x)}" y="${f(y)}" width="${f(w * between(r, 0.01, 0.05))}" height="${f(Math.max(1, h / 300))}" fill="#ffe7b0" fill-opacity="${between(r, 0.3, 0.9).toFixed(2)}"/>`;
  }
  return `${defs(c, ['#2b2f5a', '#d9735b', '#f6c27a'])}
<rect width="${w}" height="${f(horizon)}" fill="url(#sky)"/>
<circle cx="${f(sunX)}" cy="${f(horizon - h * 0.04)}" r="${f(h * 0.3)}" fill="url(#glow)"/>
<circle cx="${f(sunX)}" cy="${f(horizon - h * 0.03)}" r="${f(h * 0.05)}" fill="#fff4d6"/>
<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="#2a3552"/>
<rect y="${f(horizon)}" width="${w}" height="${f((h - horizon) * 0.5)}" fill="#c96d57" fill-opacity="0.35" filter="url(#far)"/>
<g filter="url(#soft)">${sparkles}</g>
${vignette(c)}`;
}

function city(c: Canvas): string {
  const { w, h, r } = c;
  let buildings = '';
  let x = -w * 0.02;
  while (x < w) {
    const bw = w * between(r, 0.05, 0.12);
    const top = h * between(r, 0.15, 0.55);
    buildings += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(h - top)}" fill="#0d1424"/>`;
    const cols = Math.max(2, Math.round(bw / (w * 0.014)));
    const rows = Math.round((h * 0.8 - top) / (h * 0.03));
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++) {
        if (!r.chance(0.42)) continue;
        buildings += `<rect x="${f(x + (bw * (i + 0.25)) / cols)}" y="${f(top + h * 0.02 + j * h * 0.03)}" width="${f((bw / cols) * 0.5)}" height="${f(h * 0.014)}" fill="${r.chance(0.8) ? '#ffd58a' : '#9fd3ff'}" fill-opacity="${between(r, 0.5, 1).toFixed(2)}"/>`;
      }
    x += bw + w * between(r, 0, 0.01);
  }
  let lights = '';
  for (let i = 0; i < 26; i++) {
    lights += `<circle cx="${f(r.next() * w)}" cy="${f(h * between(r, 0.8, 1))}" r="${f(h * between(r, 0.02, 0.06))}" fill="${r.pick(['#ff9f43', '#ffd32a', '#ff5e57', '#ffffff'])}" fill-opacity="0.55"/>`;
  }
  return `${defs(c, ['#050b1f', '#1b2a4e', '#4a3f6b'])}
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<g filter="url(#soft)">${buildings}</g>
<rect y="${f(h * 0.72)}" width="${w}" height="${f(h * 0.28)}" fill="#ff9f43" fill-opacity="0.18" filter="url(#far)"/>
<g filter="url(#bokeh)">${lights}</g>
${vignette(c)}`;
}

function corridor(c: Canvas): string {
  const { w, h, r } = c;
  const vx = w * between(r, 0.42, 0.58);
  const vy = h * 0.45;
  const hole = { x0: vx - w * 0.06, x1: vx + w * 0.06, y0: vy - h * 0.07, y1: vy + h * 0.07 };
  let panels = '';
  for (let i = 1; i <= 7; i++) {
    const t = 1 - Math.pow(0.72, i);
    const y = f(0 + (hole.y0 - 0) * t);
    const half = (w / 2) * (1 - t) * 0.5 + w * 0.01;
    panels += `<rect x="${f(vx - half)}" y="${y}" width="${f(half * 2)}" height="${f(h * 0.03 * (1 - t) + 2)}" fill="#fbfff7"/>`;
  }
  let doors = '';
  for (let i = 1; i <= 4; i++) {
    const t = 1 - Math.pow(0.68, i);
    const left = 0 + (hole.x0 - 0) * t;
    const right = w + (hole.x1 - w) * t;
    const top = 0 + (hole.y0 - 0) * t + h * 0.12 * (1 - t);
    const bottom = h + (hole.y1 - h) * t;
    const dw = w * 0.05 * (1 - t) + 2;
    doors += `<rect x="${f(left)}" y="${f(top)}" width="${f(dw)}" height="${f(bottom - top)}" fill="#6f9aa0" fill-opacity="0.7"/>`;
    doors += `<rect x="${f(right - dw)}" y="${f(top)}" width="${f(dw)}" height="${f(bottom - top)}" fill="#6f9aa0" fill-opacity="0.7"/>`;
  }
  return `${defs(c, ['#dfe9e8', '#cfdedc', '#b8cbc8'])}
<rect width="${w}" height="${h}" fill="#e8efee"/>
<polygon points="0,0 ${f(w)},0 ${f(hole.x1)},${f(hole.y0)} ${f(hole.x0)},${f(hole.y0)}" fill="#f4f8f7"/>
<polygon points="0,0 ${f(hole.x0)},${f(hole.y0)} ${f(hole.x0)},${f(hole.y1)} 0,${f(h)}" fill="#d6e4e2"/>
<polygon points="${f(w)},0 ${f(hole.x1)},${f(hole.y0)} ${f(hole.x1)},${f(hole.y1)} ${f(w)},${f(h)}" fill="#cddcda"/>
<polygon points="0,${f(h)} ${f(hole.x0)},${f(hole.y1)} ${f(hole.x1)},${f(hole.y1)} ${f(w)},${f(h)}" fill="#9fb5b3"/>
<rect x="${f(hole.x0)}" y="${f(hole.y0)}" width="${f(hole.x1 - hole.x0)}" height="${f(hole.y1 - hole.y0)}" fill="#fffdf2"/>
<g filter="url(#soft)">${doors}${panels}</g>
<polygon points="${f(vx - w * 0.05)},${f(h)} ${f(vx - w * 0.01)},${f(hole.y1)} ${f(vx + w * 0.01)},${f(hole.y1)} ${f(vx + w * 0.05)},${f(h)}" fill="#ffffff" fill-opacity="0.35" filter="url(#far)"/>
<circle cx="${f(vx)}" cy="${f(vy)}" r="${f(h * 0.25)}" fill="url(#glow)" fill-opacity="0.5"/>
${vignette(c)}`;
}

function flower(c: Canvas): string {
  const { w, h, r } = c;
  const cx = w * between(r, 0.38, 0.62);
  const cy = h * between(r, 0.4, 0.55);
  const size = Math.min(w, h) * between(r, 0.22, 0.3);
  const hue = r.pick([
    ['#f7a8c4', '#d9487e'],
    ['#ffd1a1', '#f08a3c'],
    ['#f4f0ff', '#b9a5f0'],
  ]);
  let petals = '';
  const count = r.int(8, 12);
  for (let i = 0; i < count; i++) {
    const angle = (360 * i) / count + r.next() * 8;
    petals += `<ellipse cx="${f(cx)}" cy="${f(cy - size * 0.55)}" rx="${f(size * 0.28)}" ry="${f(size * 0.6)}" fill="url(#petal)" transform="rotate(${angle.toFixed(1)} ${f(cx)} ${f(cy)})"/>`;
  }
  let blobs = '';
  for (let i = 0; i < 14; i++) {
    blobs += `<circle cx="${f(r.next() * w)}" cy="${f(r.next() * h)}" r="${f(Math.min(w, h) * between(r, 0.06, 0.2))}" fill="${r.pick(['#6b8f4e', '#a7c76b', '#f3f0c9', '#3d5c36'])}" fill-opacity="0.6"/>`;
  }
  return `${defs(c, ['#29462d', '#4f7a45', '#8fb06a'])}
<defs><radialGradient id="petal" cx="0.5" cy="0.9" r="0.9"><stop offset="0" stop-color="${hue[1]}"/><stop offset="1" stop-color="${hue[0]}"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<g filter="url(#bokeh)">${blobs}</g>
<path d="M${f(cx)} ${f(cy)} C ${f(cx + size * 0.2)} ${f(cy + h * 0.25)}, ${f(cx - size * 0.3)} ${f(cy + h * 0.35)}, ${f(cx)} ${f(h)}" stroke="#3e6b34" stroke-width="${f(size * 0.08)}" fill="none"/>
<g filter="url(#soft)" opacity="0.97">${petals}</g>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.22)}" fill="#f2c14e"/>
<circle cx="${f(cx - size * 0.05)}" cy="${f(cy - size * 0.05)}" r="${f(size * 0.1)}" fill="#ffe28a" filter="url(#soft)"/>
${vignette(c)}`;
}

function windowScene(c: Canvas): string {
  const { w, h, r } = c;
  const wx = w * between(r, 0.45, 0.6);
  const ww = w * 0.32;
  let blinds = '';
  for (let y = h * 0.12; y < h * 0.7; y += h * 0.035) {
    blinds += `<rect x="${f(wx)}" y="${f(y)}" width="${f(ww)}" height="${f(h * 0.012)}" fill="#2a2f3a" fill-opacity="0.55"/>`;
  }
  const px = wx - w * 0.08;
  return `${defs(c, ['#fff3df', '#ffe2b8', '#f5c98f'])}
<rect width="${w}" height="${h}" fill="#1c1f27"/>
<rect x="${f(wx)}" y="${f(h * 0.1)}" width="${f(ww)}" height="${f(h * 0.62)}" fill="url(#sky)"/>
<g filter="url(#soft)">${blinds}</g>
<polygon points="${f(wx)},${f(h * 0.72)} ${f(wx + ww)},${f(h * 0.72)} ${f(wx + ww * 0.7)},${f(h)} ${f(wx - ww * 0.6)},${f(h)}" fill="#ffcf8a" fill-opacity="0.18" filter="url(#far)"/>
<g fill="#0b0d12" filter="url(#soft)">
<ellipse cx="${f(px)}" cy="${f(h * 0.36)}" rx="${f(h * 0.075)}" ry="${f(h * 0.09)}"/>
<rect x="${f(px - h * 0.03)}" y="${f(h * 0.42)}" width="${f(h * 0.06)}" height="${f(h * 0.06)}"/>
<path d="M${f(px - w * 0.2)} ${f(h)} C ${f(px - w * 0.19)} ${f(h * 0.58)}, ${f(px - w * 0.07)} ${f(h * 0.47)}, ${f(px)} ${f(h * 0.47)} C ${f(px + w * 0.07)} ${f(h * 0.47)}, ${f(px + w * 0.19)} ${f(h * 0.58)}, ${f(px + w * 0.2)} ${f(h)} Z"/>
</g>
<circle cx="${f(wx + ww / 2)}" cy="${f(h * 0.4)}" r="${f(h * 0.45)}" fill="url(#glow)" fill-opacity="0.25"/>
${vignette(c)}`;
}

function forest(c: Canvas): string {
  const { w, h, r } = c;
  let trees = '';
  for (let layer = 0; layer < 3; layer++) {
    const count = 7 + layer * 3;
    for (let i = 0; i < count; i++) {
      const tw = w * (0.012 + layer * 0.014) * between(r, 0.7, 1.3);
      const x = r.next() * w;
      trees += `<rect x="${f(x)}" y="0" width="${f(tw)}" height="${h}" fill="#1f2a1c" fill-opacity="${(0.35 + layer * 0.3).toFixed(2)}" filter="url(#${layer === 0 ? 'far' : 'soft'})"/>`;
    }
  }
  const sx = w * between(r, 0.25, 0.75);
  let rays = '';
  for (let i = 0; i < 5; i++) {
    const spread = w * between(r, 0.1, 0.4) * (i % 2 ? 1 : -1);
    rays += `<polygon points="${f(sx)},0 ${f(sx + w * 0.03)},0 ${f(sx + spread + w * 0.08)},${f(h)} ${f(sx + spread)},${f(h)}" fill="#fff6cf" fill-opacity="0.12"/>`;
  }
  return `${defs(c, ['#cfe3c0', '#8fb27b', '#3e5a35'])}
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${f(sx)}" cy="${f(h * 0.1)}" r="${f(h * 0.4)}" fill="url(#glow)"/>
<g filter="url(#far)">${rays}</g>
${trees}
<rect y="${f(h * 0.82)}" width="${w}" height="${f(h * 0.18)}" fill="#2f4526" filter="url(#soft)"/>
${vignette(c)}`;
}

function street(c: Canvas): string {
  const { w, h, r } = c;
  const vx = w * between(r, 0.4, 0.6);
  const vy = h * 0.48;
  let lamps = '';
  for (let i = 0; i < 5; i++) {
    const t = 1 - Math.pow(0.6, i + 1);
    for (const side of [-1, 1]) {
      const x = vx + side * (w * 0.55) * (1 - t);
      const y = vy - h * 0.4 * (1 - t);
      lamps += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.08 * (1 - t) + 3)}" fill="#ffc978" fill-opacity="0.85"/>`;
      lamps += `<rect x="${f(x - w * 0.01 * (1 - t))}" y="${f(vy + (h - vy) * (1 - t) * 0.6)}" width="${f(w * 0.02 * (1 - t) + 1)}" height="${f(h * 0.5 * (1 - t) + 4)}" fill="#ffb347" fill-opacity="0.35"/>`;
    }
  }
  const fx = vx + w * between(r, -0.12, 0.12);
  return `${defs(c, ['#1a2233', '#3b4a66', '#6d6f86'])}
<rect width="${w}" height="${f(vy)}" fill="url(#sky)"/>
<polygon points="0,${f(vy)} ${f(w)},${f(vy)} ${f(w)},${f(h)} 0,${f(h)}" fill="#1b1f29"/>
<polygon points="${f(vx - w * 0.02)},${f(vy)} ${f(vx + w * 0.02)},${f(vy)} ${f(w * 0.9)},${f(h)} ${f(w * 0.1)},${f(h)}" fill="#2c3445"/>
<polygon points="0,0 ${f(vx - w * 0.05)},${f(vy - h * 0.1)} ${f(vx - w * 0.05)},${f(vy)} 0,${f(h * 0.8)}" fill="#121622"/>
<polygon points="${f(w)},0 ${f(vx + w * 0.05)},${f(vy - h * 0.1)} ${f(vx + w * 0.05)},${f(vy)} ${f(w)},${f(h * 0.8)}" fill="#151a27"/>
<g filter="url(#bokeh)">${lamps}</g>
<g fill="#07090d" filter="url(#soft)">
<path d="M${f(fx - w * 0.07)} ${f(h * 0.6)} Q ${f(fx)} ${f(h * 0.5)} ${f(fx + w * 0.07)} ${f(h * 0.6)} Z"/>
<rect x="${f(fx - w * 0.002)}" y="${f(h * 0.58)}" width="${f(w * 0.004 + 1)}" height="${f(h * 0.06)}"/>
<rect x="${f(fx - w * 0.018)}" y="${f(h * 0.62)}" width="${f(w * 0.036)}" height="${f(h * 0.2)}" rx="${f(w * 0.01)}"/>
</g>
<rect y="${f(h * 0.82)}" width="${w}" height="${f(h * 0.18)}" fill="#ffb347" fill-opacity="0.07" filter="url(#far)"/>
${vignette(c)}`;
}

const DRAW: Record<SceneName, (c: Canvas) => string> = {
  mountains,
  sea,
  city,
  corridor,
  flower,
  window: windowScene,
  forest,
  street,
};

/**
 * The SVG of one scene at `width` × `height`; the same seed draws the same picture on every machine. Pictures are
 * drawn at half size and enlarged (`renderScene`), which softens them as a lens would and costs a quarter of the work.
 */
export function sceneSvg(scene: SceneName, random: Random, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${DRAW[scene]({ w: width, h: height, r: random })}
</svg>`;
}

/** Film grain: seeded noise around mid grey, laid over a picture with `soft-light`. */
function grain(random: Random, width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 128 + Math.round((random.next() - 0.5) * 44);
  return pixels;
}

/** One scene as a picture: drawn at half size, enlarged, with a light film grain. */
export async function renderScene(
  scene: SceneName,
  random: Random,
  width: number,
  height: number,
): Promise<import('sharp').Sharp> {
  const { default: sharp } = await import('sharp');
  const half = [Math.round(width / 2), Math.round(height / 2)] as const;
  const drawn = await sharp(Buffer.from(sceneSvg(scene, random, half[0], half[1])))
    .resize(width, height, { kernel: 'lanczos3' })
    .toBuffer();
  const noise = await sharp(grain(random, width, height), { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  return sharp(drawn).composite([{ input: noise, blend: 'soft-light' }]);
}
