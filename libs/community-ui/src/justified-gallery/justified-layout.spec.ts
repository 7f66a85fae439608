import fc from 'fast-check';
import { justifiedLayout } from './justified-layout';

const settings = fc.record({
  ratios: fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 1, maxLength: 60 }),
  containerWidth: fc.integer({ min: 280, max: 1920 }),
  targetRowHeight: fc.integer({ min: 100, max: 360 }),
  gap: fc.integer({ min: 0, max: 24 }),
});

function rows<T extends { row: number }>(boxes: T[]): T[][] {
  const out: T[][] = [];
  for (const box of boxes) (out[box.row] ??= []).push(box);
  return out;
}

describe('justifiedLayout', () => {
  it('lays out a known set: two full rows and a last row at the target height', () => {
    const layout = justifiedLayout([1.5, 1, 1.5, 0.75, 1.5, 1.5, 1], {
      containerWidth: 1000,
      targetRowHeight: 250,
      gap: 10,
    });
    // Row 2 closes before the last picture: 261 px is nearer 250 than the 204 px the last one would bring.
    expect(layout.rowHeights).toEqual([245, 261, 250]);
    expect(layout.boxes.map((b) => [b.left, b.width])).toEqual([
      [0, 368],
      [378, 245],
      [633, 367],
      [0, 196],
      [206, 392],
      [608, 392],
      [0, 250],
    ]);
    expect(layout.height).toBe(245 + 10 + 261 + 10 + 250);
  });

  it('property: every full row spans the container to the pixel, with exact gaps and one height', () => {
    fc.assert(
      fc.property(settings, ({ ratios, ...options }) => {
        const { boxes } = justifiedLayout(ratios, options);
        expect(boxes).toHaveLength(ratios.length);
        const all = rows(boxes);
        all.slice(0, -1).forEach((row) => {
          const widths = row.reduce((sum, b) => sum + b.width, 0);
          expect(widths + options.gap * (row.length - 1)).toBe(options.containerWidth);
          row.forEach((b, i) => {
            expect(b.height).toBe(row[0].height);
            if (i > 0) expect(b.left).toBe(row[i - 1].left + row[i - 1].width + options.gap);
          });
          expect(row[0].left).toBe(0);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('property: rows never pass the maximum height and the last row is never stretched past the target', () => {
    fc.assert(
      fc.property(settings, ({ ratios, ...options }) => {
        const { rowHeights, boxes } = justifiedLayout(ratios, options);
        const last = rows(boxes).at(-1) ?? [];
        rowHeights.forEach((h) => expect(h).toBeLessThanOrEqual(Math.round(options.targetRowHeight * 1.5)));
        expect(rowHeights.at(-1)).toBeLessThanOrEqual(options.targetRowHeight);
        const lastWidth = last.reduce((sum, b) => sum + b.width, 0) + options.gap * (last.length - 1);
        expect(lastWidth).toBeLessThanOrEqual(options.containerWidth);
        // With room for four pictures at the target, a full row is never squeezed below half of it.
        if (options.containerWidth >= 4 * options.targetRowHeight)
          rows(boxes)
            .slice(0, -1)
            .forEach((row) => expect(row[0].height).toBeGreaterThanOrEqual(Math.floor(options.targetRowHeight / 2)));
      }),
      { numRuns: 300 },
    );
  });

  it('property: each picture keeps its ratio within a pixel of rounding, rows stack without overlap', () => {
    fc.assert(
      fc.property(settings, ({ ratios, ...options }) => {
        const { boxes, height } = justifiedLayout(ratios, options);
        boxes.forEach((b, i) => {
          const ratio = Math.min(3, Math.max(0.33, ratios[i]));
          const row = rows(boxes)[b.row];
          const isLast = row[row.length - 1] === b;
          // The last box of a justified row takes the rounding of the whole row (at most a pixel per picture).
          expect(Math.abs(b.width - ratio * b.height)).toBeLessThanOrEqual(isLast ? row.length + 1 : 1.5 + ratio / 2);
        });
        const tops = rows(boxes).map((r) => r[0].top);
        tops.slice(1).forEach((t, i) => expect(t).toBe(tops[i] + rows(boxes)[i][0].height + options.gap));
        const lastRow = rows(boxes).at(-1) as { top: number; height: number }[];
        expect(height).toBe(lastRow[0].top + lastRow[0].height);
      }),
      { numRuns: 200 },
    );
  });

  it('answers nothing for no room or no pictures, and treats a broken ratio as square', () => {
    expect(justifiedLayout([1, 2], { containerWidth: 0, targetRowHeight: 200 }).boxes).toEqual([]);
    expect(justifiedLayout([], { containerWidth: 800, targetRowHeight: 200 }).height).toBe(0);
    const [box] = justifiedLayout([Number.NaN], { containerWidth: 800, targetRowHeight: 200 }).boxes;
    expect(box).toEqual({ top: 0, left: 0, width: 200, height: 200, row: 0 });
  });
});
