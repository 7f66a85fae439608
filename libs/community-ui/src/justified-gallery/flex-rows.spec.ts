import fc from 'fast-check';
import { CARD_RATIO_BOUNDS, clampRatio, flexRows, flexRowsMaxWidth } from './flex-rows';

const settings = fc.record({
  ratios: fc.array(fc.double({ min: 0.1, max: 8, noNaN: true }), { minLength: 1, maxLength: 60 }),
  containerWidth: fc.integer({ min: 280, max: 1920 }),
  rowHeight: fc.integer({ min: 90, max: 320 }),
  gap: fc.integer({ min: 0, max: 24 }),
});

function rows<T extends { row: number }>(boxes: T[]): T[][] {
  const out: T[][] = [];
  for (const box of boxes) (out[box.row] ??= []).push(box);
  return out;
}

describe('flexRows', () => {
  it('lays out a known set: full lines span the list, the last line stays at the row height', () => {
    const { boxes, rowHeights, height } = flexRows([1.5, 1.5, 1.5, 0.75, 2, 1], {
      containerWidth: 400,
      rowHeight: 100,
      gap: 10,
    });
    // 150 + 10 + 150 fits, a third 150 does not: the first line grows to (400 − 10) / 3 = 130 px; the second holds
    // 150 + 10 + 75 (not the 200 of the panorama) and grows to (400 − 10) / 2.25; the last stays at 100 px.
    expect(rowHeights).toEqual([130, 390 / 2.25, 100]);
    expect(boxes.map((b) => b.row)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(boxes[0]).toMatchObject({ left: 0, width: 195, height: 130 });
    expect(boxes[1]).toMatchObject({ left: 205, width: 195 });
    expect(boxes[3].left + boxes[3].width).toBeCloseTo(400);
    expect(boxes[4]).toMatchObject({ left: 0, width: 200, height: 100 });
    expect(boxes[5]).toMatchObject({ left: 210, width: 100, height: 100 });
    expect(height).toBeCloseTo(130 + 10 + 390 / 2.25 + 10 + 100);
  });

  it('property: every full line spans the list within 1 px, one height per line, gaps exact', () => {
    fc.assert(
      fc.property(settings, ({ ratios, ...options }) => {
        const { boxes } = flexRows(ratios, options);
        expect(boxes).toHaveLength(ratios.length);
        rows(boxes)
          .slice(0, -1)
          .forEach((row) => {
            const last = row[row.length - 1];
            expect(Math.abs(last.left + last.width - options.containerWidth)).toBeLessThanOrEqual(1);
            expect(row[0].left).toBe(0);
            row.forEach((b, i) => {
              expect(b.height).toBeCloseTo(row[0].height, 6);
              if (i > 0) expect(b.left).toBeCloseTo(row[i - 1].left + row[i - 1].width + options.gap, 6);
            });
          });
      }),
      { numRuns: 300 },
    );
  });

  it('property: every box keeps its clamped ratio; lines only grow; the last line is at the row height', () => {
    fc.assert(
      fc.property(settings, ({ ratios, ...options }) => {
        const { boxes, rowHeights } = flexRows(ratios, options);
        boxes.forEach((b, i) => expect(b.width / b.height).toBeCloseTo(clampRatio(ratios[i]), 6));
        const all = rows(boxes);
        all.forEach((row, r) => {
          // A picture wider than the list alone on its line is shrunk to the list's width instead.
          const alone =
            row.length === 1 && clampRatio(ratios[boxes.indexOf(row[0])]) * options.rowHeight > options.containerWidth;
          if (alone) expect(row[0].width).toBeCloseTo(options.containerWidth, 6);
          else if (r === all.length - 1) expect(rowHeights[r]).toBe(options.rowHeight);
          else expect(rowHeights[r]).toBeGreaterThanOrEqual(options.rowHeight - 1e-9);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('clamps a very wide and a very tall picture to the card bounds instead of a strip', () => {
    const { boxes } = flexRows([12, 0.1, 1], { containerWidth: 1000, rowHeight: 200, gap: 8 });
    expect(boxes[0].width / boxes[0].height).toBeCloseTo(CARD_RATIO_BOUNDS.max);
    expect(boxes[1].width / boxes[1].height).toBeCloseTo(CARD_RATIO_BOUNDS.min);
    // 400 + 8 + 150 + 8 + 200 fits in 1000: one last line at the row height.
    expect(boxes.map((b) => b.height)).toEqual([200, 200, 200]);
    expect(clampRatio(Number.NaN)).toBe(1);
    expect(clampRatio(0)).toBe(1);
  });

  it('answers nothing when there is no room', () => {
    expect(flexRows([1, 2], { containerWidth: 0, rowHeight: 100 })).toEqual({ boxes: [], rowHeights: [], height: 0 });
  });
});

describe('flexRowsMaxWidth', () => {
  it('property: no picture is drawn wider than the bound, in any list at least minWidth wide', () => {
    fc.assert(
      fc.property(settings, fc.integer({ min: 0, max: 1200 }), ({ ratios, containerWidth, rowHeight, gap }, extra) => {
        const minWidth = containerWidth;
        const { boxes } = flexRows(ratios, { containerWidth: minWidth + extra, rowHeight, gap });
        boxes.forEach((b, i) => {
          expect(b.width).toBeLessThanOrEqual(flexRowsMaxWidth(ratios[i], { minWidth, rowHeight, gap }) + 1e-6);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('is finite when the widest picture leaves room on a line, Infinity when it may stand alone', () => {
    expect(flexRowsMaxWidth(1.5, { minWidth: 900, rowHeight: 220, gap: 16 })).toBeLessThan(800);
    expect(flexRowsMaxWidth(1.5, { minWidth: 300, rowHeight: 200, gap: 8 })).toBe(Infinity);
  });
});
