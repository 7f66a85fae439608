/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  applyMark,
  covers,
  detail,
  markCovers,
  pixelate,
  pixelateStroke,
  withMargin,
  type Pixels,
  type Stroke,
} from './pixelate';

// A portrait face-api ships with its demo, read from node_modules at test time (never committed). The face boxes are
// what the tiny face detector finds in it (the server's spec runs the detector itself on the same file).
const PORTRAIT = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample2.jpg');
const FACE = { x: 0.7312, y: 0.1283, width: 0.1427, height: 0.1899 };

/** Byte equality of two pixel buffers (jest's deep equality would walk millions of entries one by one). */
const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

async function pixels(): Promise<Pixels> {
  const { data, info } = await sharp(readFileSync(PORTRAIT)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

describe('pixelate', () => {
  it('drops the detail of the face region below a threshold and changes nothing outside it', async () => {
    const before = await pixels();
    const after = { ...before, data: new Uint8ClampedArray(before.data) };
    const region = withMargin(FACE);
    const box = pixelate(after, region);
    const detailBefore = detail(before, box);
    const detailAfter = detail(after, box);
    expect(detailBefore).toBeGreaterThan(2);
    // Blocks of one colour: only their edges differ, about one column in seven.
    expect(detailAfter).toBeLessThan(detailBefore * 0.35);
    expect(detailAfter).toBeLessThan(2);
    let changedOutside = 0;
    for (let y = 0; y < before.height; y++) {
      for (let x = 0; x < before.width; x++) {
        if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) continue;
        const i = (y * before.width + x) * 4;
        if (before.data[i] !== after.data[i] || before.data[i + 1] !== after.data[i + 1]) changedOutside += 1;
      }
    }
    expect(changedOutside).toBe(0);
  });

  it('grows a face box by a margin within the picture', () => {
    expect(withMargin({ x: 0, y: 0.9, width: 0.2, height: 0.2 })).toEqual({
      x: 0,
      y: expect.closeTo(0.87, 5),
      width: expect.closeTo(0.23, 5),
      height: expect.closeTo(0.13, 5),
    });
  });

  it('tells when a blurred region covers a face', () => {
    expect(covers(withMargin(FACE), FACE)).toBe(true);
    expect(covers({ x: 0, y: 0, width: 0.2, height: 0.2 }, FACE)).toBe(false);
    expect(covers({ x: FACE.x, y: FACE.y, width: FACE.width / 4, height: FACE.height }, FACE)).toBe(false);
  });

  describe('brush strokes', () => {
    /** A stroke across the face, as wide as 1.2 times its height: its whole box is within the brush. */
    function acrossFace(picture: Pixels): Stroke {
      const y = FACE.y + FACE.height / 2;
      return {
        points: [
          { x: FACE.x, y },
          { x: FACE.x + FACE.width / 2, y: y + 0.001 },
          { x: FACE.x + FACE.width, y },
        ],
        size: (FACE.height * picture.height * 1.2) / Math.max(picture.width, picture.height),
      };
    }

    it('drop the detail under the brush below a threshold and change nothing beyond it', async () => {
      const before = await pixels();
      const after = { ...before, data: new Uint8ClampedArray(before.data) };
      const stroke = acrossFace(before);
      const changed = pixelateStroke(after, stroke);
      const face = {
        left: Math.floor(FACE.x * before.width),
        top: Math.floor(FACE.y * before.height),
        right: Math.ceil((FACE.x + FACE.width) * before.width),
        bottom: Math.ceil((FACE.y + FACE.height) * before.height),
      };
      const detailBefore = detail(before, face);
      expect(detailBefore).toBeGreaterThan(2);
      expect(detail(after, face)).toBeLessThan(detailBefore * 0.35);
      expect(changed.right).toBeGreaterThan(changed.left);

      // Every changed pixel lies within the brush's radius plus one block's diagonal of the line.
      const long = Math.max(before.width, before.height);
      const radius = (stroke.size * long) / 2;
      const block = Math.max(12, Math.round(radius / 2));
      const line = stroke.points.map((p) => ({ x: p.x * before.width, y: p.y * before.height }));
      const far = (x: number, y: number) =>
        line.every((a, i) => {
          const b = line[i + 1] ?? a;
          const dx = b.x - a.x;
          const dy = b.y - a.y;
          const t = Math.min(1, Math.max(0, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy || 1)));
          return Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy)) > radius + block * Math.SQRT2;
        });
      let changedFar = 0;
      let changedNear = 0;
      for (let y = 0; y < before.height; y++) {
        for (let x = 0; x < before.width; x++) {
          const i = (y * before.width + x) * 4;
          if (before.data[i] === after.data[i] && before.data[i + 1] === after.data[i + 1]) continue;
          if (far(x, y)) changedFar += 1;
          else changedNear += 1;
        }
      }
      expect(changedNear).toBeGreaterThan(0);
      expect(changedFar).toBe(0);
    });

    it('count as covering a face when the brush went over most of it', async () => {
      const picture = await pixels();
      const stroke = acrossFace(picture);
      expect(markCovers({ kind: 'stroke', stroke }, FACE, picture.width, picture.height)).toBe(true);
      const aside = { ...stroke, points: stroke.points.map((p) => ({ x: p.x - 0.5, y: p.y })) };
      expect(markCovers({ kind: 'stroke', stroke: aside }, FACE, picture.width, picture.height)).toBe(false);
      const thin = { ...stroke, size: stroke.size / 8 };
      expect(markCovers({ kind: 'stroke', stroke: thin }, FACE, picture.width, picture.height)).toBe(false);
      expect(markCovers({ kind: 'box', region: withMargin(FACE) }, FACE, picture.width, picture.height)).toBe(true);
    });

    it('apply boxes and strokes alike, and an empty stroke changes nothing', async () => {
      const before = await pixels();
      const boxed = { ...before, data: new Uint8ClampedArray(before.data) };
      applyMark(boxed, { kind: 'box', region: withMargin(FACE) });
      const direct = { ...before, data: new Uint8ClampedArray(before.data) };
      pixelate(direct, withMargin(FACE));
      expect(same(boxed.data, direct.data)).toBe(true);
      const untouched = { ...before, data: new Uint8ClampedArray(before.data) };
      applyMark(untouched, { kind: 'stroke', stroke: { points: [], size: 0.1 } });
      expect(same(untouched.data, before.data)).toBe(true);
    });
  });
});
