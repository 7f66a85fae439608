/** One laid-out item: its position and size in px inside the gallery, and the row it sits in. */
export interface JustifiedBox {
  top: number;
  left: number;
  width: number;
  height: number;
  row: number;
}

export interface JustifiedOptions {
  /** Inner width of the gallery in px. */
  containerWidth: number;
  /** The height rows aim at; a full row ends up near it, the last row never taller. */
  targetRowHeight: number;
  /** Space between pictures, across and down, in px. */
  gap?: number;
  /**
   * The tallest a full row may get (default 1.5 × target): a row is closed early, shorter than the target, rather
   * than left taller than this.
   */
  maxRowHeight?: number;
  /** Aspect ratios are held within [minRatio, maxRatio] (a panorama or a tall strip is cropped, not shrunk to a line). */
  minRatio?: number;
  maxRatio?: number;
}

export interface JustifiedLayout {
  boxes: JustifiedBox[];
  /** Total height of the gallery in px. */
  height: number;
  /** Height of each row, in order. */
  rowHeights: number[];
}

function distance(height: number, target: number): number {
  return Math.abs(Math.log(height / target));
}

/**
 * Justified rows (as Flickr and Google Photos lay out pictures): every picture keeps its aspect ratio, all pictures of
 * a row share its height, and each full row spans the container exactly (integer lefts and widths, so the widths and
 * gaps of a row add up to `containerWidth` to the pixel). Each row ends where its height comes closest to the target;
 * the last row keeps the target height and is not stretched. Pure: the same input always gives the same boxes.
 */
export function justifiedLayout(ratios: readonly number[], options: JustifiedOptions): JustifiedLayout {
  const { containerWidth: width, targetRowHeight: target, gap = 8, minRatio = 0.33, maxRatio = 3 } = options;
  const maxHeight = options.maxRowHeight ?? target * 1.5;
  const boxes: JustifiedBox[] = [];
  const rowHeights: number[] = [];
  if (width <= 0 || target <= 0 || !ratios.length) return { boxes, height: 0, rowHeights };
  const clamped = ratios.map((r) => (Number.isFinite(r) && r > 0 ? Math.min(maxRatio, Math.max(minRatio, r)) : 1));
  let top = 0;

  const place = (start: number, end: number, height: number, justify: boolean) => {
    const row = rowHeights.length;
    let x = 0;
    for (let i = start; i < end; i += 1) {
      const left = Math.round(x);
      x += clamped[i] * height;
      const last = i === end - 1;
      const right = justify && last ? width : Math.min(width, Math.round(x));
      boxes.push({ top, left, width: Math.max(0, right - left), height: Math.round(height), row });
      x += gap;
    }
    rowHeights.push(Math.round(height));
    top += Math.round(height) + gap;
  };
  /** Height at which items [start, end) fill the width exactly. */
  const fitHeight = (start: number, end: number) => {
    let sum = 0;
    for (let i = start; i < end; i += 1) sum += clamped[i];
    return (width - gap * (end - start - 1)) / sum;
  };

  let start = 0;
  let end = start;
  while (end < clamped.length) {
    end += 1;
    const withIt = fitHeight(start, end);
    if (withIt > target) continue;
    // Adding this picture brought the row below the target: close it here or just before, whichever is nearer.
    const withoutIt = end - start > 1 ? fitHeight(start, end - 1) : Infinity;
    const before = withoutIt <= maxHeight && distance(withoutIt, target) < distance(withIt, target);
    if (before) end -= 1;
    place(start, end, before ? withoutIt : withIt, true);
    start = end;
  }
  if (start < clamped.length) place(start, clamped.length, Math.min(target, fitHeight(start, clamped.length)), false);
  return { boxes, height: Math.max(0, top - gap), rowHeights };
}
