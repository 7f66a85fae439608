import type { JustifiedBox } from './justified-layout';

/**
 * The CSS-only justified rows: a wrapping flex list whose items have `flex-basis: ratio × rowHeight` and
 * `flex-grow: ratio`, followed by a filler that takes the free room of the last line. Each line holds what fits at the
 * target height; growing by the ratio scales every picture of a full line by the same factor, so they share one height
 * and the line spans the list edge to edge; the last line keeps the target height. Needs no measuring, so a page
 * rendered on the server lays out the same before and after hydration.
 */
export interface FlexRowsOptions {
  /** Inner width of the list in px. */
  containerWidth: number;
  /** Height of a picture at its flex basis (the height of the last line; full lines are at least as tall). */
  rowHeight: number;
  /** Gap between pictures, across and down, in px. */
  gap?: number;
  /** Ratios are held within [minRatio, maxRatio]: a panorama or a tall strip is cropped, not shrunk to a line. */
  minRatio?: number;
  maxRatio?: number;
}

export interface FlexRows {
  boxes: JustifiedBox[];
  rowHeights: number[];
  /** Total height in px. */
  height: number;
}

/** Default ratio bounds of a gallery card: a tall picture is cropped to 3:4, a panorama to 2:1. */
export const CARD_RATIO_BOUNDS = { min: 0.75, max: 2 } as const;

/** The ratio a picture is drawn at: within the bounds, 1 for an unknown or broken size. */
export function clampRatio(ratio: number, min: number = CARD_RATIO_BOUNDS.min, max: number = CARD_RATIO_BOUNDS.max) {
  return Number.isFinite(ratio) && ratio > 0 ? Math.min(max, Math.max(min, ratio)) : 1;
}

/**
 * Where the browser puts the pictures of a justified flex list (see `FlexRowsOptions`): the geometry the CSS gives,
 * in fractional px as the browser lays it out. A picture wider than the list alone shrinks to the list's width.
 */
export function flexRows(ratios: readonly number[], options: FlexRowsOptions): FlexRows {
  const { containerWidth: width, rowHeight, gap = 8 } = options;
  const clamped = ratios.map((r) => clampRatio(r, options.minRatio, options.maxRatio));
  const boxes: JustifiedBox[] = [];
  const rowHeights: number[] = [];
  if (width <= 0 || rowHeight <= 0) return { boxes, rowHeights, height: 0 };
  let top = 0;
  const place = (start: number, end: number, height: number) => {
    let left = 0;
    for (let i = start; i < end; i += 1) {
      const w = Math.min(width, clamped[i] * height);
      boxes.push({ top, left, width: w, height: w / clamped[i], row: rowHeights.length });
      left += w + gap;
    }
    const h = Math.min(width / clamped[start], height);
    rowHeights.push(end - start === 1 ? h : height);
    top += (end - start === 1 ? h : height) + gap;
  };
  let start = 0;
  let used = 0;
  for (let i = 0; i < clamped.length; i += 1) {
    const basis = clamped[i] * rowHeight;
    const next = i === start ? basis : used + gap + basis;
    if (i > start && next > width) {
      // The line is full: it grows until it spans the list, every picture by the same factor.
      let sum = 0;
      for (let k = start; k < i; k += 1) sum += clamped[k];
      place(start, i, (width - gap * (i - start - 1)) / sum);
      start = i;
      used = basis;
    } else {
      used = next;
    }
  }
  if (start < clamped.length) place(start, clamped.length, rowHeight);
  return { boxes, rowHeights, height: Math.max(0, top - gap) };
}

/**
 * The widest a picture of ratio `ratio` can be drawn in a justified flex list at least `minWidth` px wide: a full line
 * grows only while a picture of the widest ratio would not have fitted in its free room, and a picture is never wider
 * than the list. Gives the `sizes` of a picture laid out before the page is measured, so its rendition is never
 * narrower than what is drawn. `Infinity` when a line may hold a single picture stretched to the list's width.
 */
export function flexRowsMaxWidth(
  ratio: number,
  {
    minWidth,
    rowHeight,
    gap = 8,
    minRatio = CARD_RATIO_BOUNDS.min,
    maxRatio = CARD_RATIO_BOUNDS.max,
  }: Omit<FlexRowsOptions, 'containerWidth'> & { minWidth: number },
): number {
  const r = clampRatio(ratio, minRatio, maxRatio);
  // A line of n pictures closes when the next does not fit: their bases add up to more than the width less n gaps
  // and the widest basis; its growth is (width − (n − 1) gaps) / that sum, largest for the most pictures a line holds.
  const most = Math.max(1, Math.floor((minWidth + gap) / (minRatio * rowHeight + gap)));
  const inner = minWidth - (most - 1) * gap;
  const room = inner - gap - maxRatio * rowHeight;
  if (room <= 0) return Infinity;
  return Math.ceil(r * rowHeight * (inner / room));
}
