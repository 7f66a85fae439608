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
