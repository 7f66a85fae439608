/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { covers, detail, pixelate, withMargin, type Pixels } from './pixelate';

// A portrait face-api ships with its demo, read from node_modules at test time (never committed). The face boxes are
// what the tiny face detector finds in it (the server's spec runs the detector itself on the same file).
const PORTRAIT = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample2.jpg');
const FACE = { x: 0.7312, y: 0.1283, width: 0.1427, height: 0.1899 };

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
});
