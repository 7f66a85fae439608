/** Where a floating element goes relative to its anchor. */
export type Side = 'top' | 'bottom';
export type Align = 'start' | 'center' | 'end';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PlaceOptions {
  side?: Side;
  align?: Align;
  /** Gap in px between anchor and floating element. */
  offset?: number;
  /** Least distance in px kept from the viewport's edges. */
  margin?: number;
}

export interface Placement {
  top: number;
  left: number;
  side: Side;
  /** Height left on the chosen side, so a long list can scroll inside it. */
  maxHeight: number;
}

/**
 * Places a floating box of `size` next to `anchor` inside a viewport of `viewport` (all in viewport px): on the
 * preferred side when it fits, on the other side when that has more room, then shifted along the edge so it never
 * leaves the screen. Pure, so the flip and shift rules are tested without a browser.
 */
export function place(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  { side = 'bottom', align = 'start', offset = 6, margin = 8 }: PlaceOptions = {},
): Placement {
  const below = viewport.height - (anchor.top + anchor.height) - offset - margin;
  const above = anchor.top - offset - margin;
  let chosen: Side = side;
  if (side === 'bottom' && size.height > below && above > below) chosen = 'top';
  if (side === 'top' && size.height > above && below > above) chosen = 'bottom';
  const room = Math.max(0, chosen === 'bottom' ? below : above);
  const height = Math.min(size.height, room);
  const top = chosen === 'bottom' ? anchor.top + anchor.height + offset : anchor.top - offset - height;
  let left =
    align === 'start'
      ? anchor.left
      : align === 'end'
        ? anchor.left + anchor.width - size.width
        : anchor.left + (anchor.width - size.width) / 2;
  left = Math.min(left, viewport.width - margin - size.width);
  left = Math.max(left, margin);
  return { top, left, side: chosen, maxHeight: room };
}
