/** A region of a picture, as fractions of its width and height (0–1). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A face the detector found: its region and score. */
export interface FaceBox extends Region {
  score: number;
}

/** Pixels as a canvas holds them: RGBA rows. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A face's box grown by 15 % on each side, so hair, ears and chin are covered too. */
export function withMargin(region: Region, margin = 0.15): Region {
  const x = Math.max(0, region.x - region.width * margin);
  const y = Math.max(0, region.y - region.height * margin);
  return {
    x,
    y,
    width: Math.min(1, region.x + region.width * (1 + margin)) - x,
    height: Math.min(1, region.y + region.height * (1 + margin)) - y,
  };
}

/** Size of the blocks of a region: about seven across its longer side, never under 12 px (less leaves a face). */
export function blockSize(widthPx: number, heightPx: number): number {
  return Math.max(12, Math.round(Math.max(widthPx, heightPx) / 7));
}

/**
 * Replaces a region by blocks of its average colour, in place: the detail (and a face) goes, every pixel outside the
 * region stays as it was. Answers the region in pixels.
 */
export function pixelate(pixels: Pixels, region: Region): { left: number; top: number; right: number; bottom: number } {
  const { data, width, height } = pixels;
  const left = Math.max(0, Math.floor(region.x * width));
  const top = Math.max(0, Math.floor(region.y * height));
  const right = Math.min(width, Math.ceil((region.x + region.width) * width));
  const bottom = Math.min(height, Math.ceil((region.y + region.height) * height));
  const block = blockSize(right - left, bottom - top);
  for (let by = top; by < bottom; by += block) {
    for (let bx = left; bx < right; bx += block) {
      const ex = Math.min(right, bx + block);
      const ey = Math.min(bottom, by + block);
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let y = by; y < ey; y++) {
        for (let x = bx; x < ex; x++) {
          const i = (y * width + x) * 4;
          r += data[i];
          g += data[i + 1];
          b += data[i + 2];
          a += data[i + 3];
        }
      }
      const n = (ex - bx) * (ey - by);
      for (let y = by; y < ey; y++) {
        for (let x = bx; x < ex; x++) {
          const i = (y * width + x) * 4;
          data[i] = r / n;
          data[i + 1] = g / n;
          data[i + 2] = b / n;
          data[i + 3] = a / n;
        }
      }
    }
  }
  return { left, top, right, bottom };
}

/** Mean absolute difference between neighbouring pixels (luma) inside a region: how much detail it shows. */
export function detail(pixels: Pixels, region: { left: number; top: number; right: number; bottom: number }): number {
  const { data, width } = pixels;
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
  };
  let sum = 0;
  let n = 0;
  for (let y = region.top; y < region.bottom; y++) {
    for (let x = region.left + 1; x < region.right; x++) {
      sum += Math.abs(luma(x, y) - luma(x - 1, y));
      n += 1;
    }
  }
  return n ? sum / n : 0;
}

/** True when two boxes overlap by more than half of the smaller one (a face already covered by a blurred region). */
export function covers(region: Region, face: Region): boolean {
  const w = Math.min(region.x + region.width, face.x + face.width) - Math.max(region.x, face.x);
  const h = Math.min(region.y + region.height, face.y + face.height) - Math.max(region.y, face.y);
  if (w <= 0 || h <= 0) return false;
  return w * h >= 0.5 * face.width * face.height;
}

/** A point of a picture, as fractions of its width and height (0–1). */
export interface Point {
  x: number;
  y: number;
}

/** A brush stroke: the points the pointer went through and the brush's width, a fraction of the picture's long side. */
export interface Stroke {
  points: Point[];
  size: number;
}

/** One thing blurred in a picture: a box (a face found, one drawn) or a brush stroke. */
export type Mark = { kind: 'box'; region: Region } | { kind: 'stroke'; stroke: Stroke };

/** Distance in pixels from (x, y) to a stroke's line (its points in pixels). */
function distanceToLine(x: number, y: number, line: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i < line.length; i++) {
    const a = line[i];
    const b = line[i + 1] ?? a;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = dx * dx + dy * dy;
    const t = length ? Math.min(1, Math.max(0, ((x - a.x) * dx + (y - a.y) * dy) / length)) : 0;
    best = Math.min(best, Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy)));
  }
  return best;
}

/** The stroke in pixels of a `width` × `height` picture: its line and the brush's radius. */
function strokeInPixels(stroke: Stroke, width: number, height: number) {
  return {
    line: stroke.points.map((p) => ({ x: p.x * width, y: p.y * height })),
    radius: (stroke.size * Math.max(width, height)) / 2,
  };
}

/**
 * Pixelates what a brush stroke went over, in place: blocks (about four across the brush, never under 12 px, on one
 * grid so crossing strokes agree) of their average colour, every block any pixel within the brush's radius falls in.
 * Nothing farther than a block beyond the brush changes. Answers the changed area in pixels.
 */
export function pixelateStroke(
  pixels: Pixels,
  stroke: Stroke,
): { left: number; top: number; right: number; bottom: number } {
  const { data, width, height } = pixels;
  const { line, radius } = strokeInPixels(stroke, width, height);
  const none = { left: 0, top: 0, right: 0, bottom: 0 };
  if (!line.length || radius <= 0) return none;
  const block = Math.max(12, Math.round((radius * 2) / 4));
  const reach = radius + (block * Math.SQRT2) / 2;
  const xs = line.map((p) => p.x);
  const ys = line.map((p) => p.y);
  const left = Math.max(0, Math.floor((Math.min(...xs) - radius) / block) * block);
  const top = Math.max(0, Math.floor((Math.min(...ys) - radius) / block) * block);
  const right = Math.min(width, Math.ceil((Math.max(...xs) + radius) / block) * block);
  const bottom = Math.min(height, Math.ceil((Math.max(...ys) + radius) / block) * block);
  let changed = { left: width, top: height, right: 0, bottom: 0 };
  for (let by = top; by < bottom; by += block) {
    for (let bx = left; bx < right; bx += block) {
      const ex = Math.min(width, bx + block);
      const ey = Math.min(height, by + block);
      if (distanceToLine((bx + ex) / 2, (by + ey) / 2, line) > reach) continue;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let y = by; y < ey; y++) {
        for (let x = bx; x < ex; x++) {
          const i = (y * width + x) * 4;
          r += data[i];
          g += data[i + 1];
          b += data[i + 2];
          a += data[i + 3];
        }
      }
      const n = (ex - bx) * (ey - by);
      for (let y = by; y < ey; y++) {
        for (let x = bx; x < ex; x++) {
          const i = (y * width + x) * 4;
          data[i] = r / n;
          data[i + 1] = g / n;
          data[i + 2] = b / n;
          data[i + 3] = a / n;
        }
      }
      changed = {
        left: Math.min(changed.left, bx),
        top: Math.min(changed.top, by),
        right: Math.max(changed.right, ex),
        bottom: Math.max(changed.bottom, ey),
      };
    }
  }
  return changed.right > changed.left ? changed : none;
}

/** Applies one mark (box or stroke) to the pixels, in place. */
export function applyMark(pixels: Pixels, mark: Mark): void {
  if (mark.kind === 'box') pixelate(pixels, mark.region);
  else pixelateStroke(pixels, mark.stroke);
}

/**
 * True when a mark blurs a face: a box over half of it (`covers`), or a stroke whose brush reaches over half of it
 * (sampled on a grid). `width` and `height` are the picture's, in pixels, for the brush's round shape.
 */
export function markCovers(mark: Mark, face: Region, width: number, height: number): boolean {
  if (mark.kind === 'box') return covers(mark.region, face);
  const { line, radius } = strokeInPixels(mark.stroke, width, height);
  if (!line.length) return false;
  const samples = 6;
  let inside = 0;
  for (let row = 0; row < samples; row++) {
    for (let column = 0; column < samples; column++) {
      const x = (face.x + (face.width * (column + 0.5)) / samples) * width;
      const y = (face.y + (face.height * (row + 0.5)) / samples) * height;
      if (distanceToLine(x, y, line) <= radius) inside += 1;
    }
  }
  return inside >= (samples * samples) / 2;
}
