import { useLayoutEffect, useState, type RefObject } from 'react';
import { place, type Placement, type PlaceOptions } from './position';

/**
 * Keeps a fixed-position floating element next to its anchor while `open`: placed on open, again on scroll and
 * resize. Answers the style to spread on the floating element.
 */
export function useAnchored(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
  options: PlaceOptions & { matchWidth?: boolean } = {},
): { style: React.CSSProperties; placement: Placement | null } {
  const [placement, setPlacement] = useState<Placement | null>(null);
  const { side, align, offset, margin, matchWidth } = options;
  useLayoutEffect(() => {
    if (!open) {
      setPlacement(null);
      return undefined;
    }
    const update = () => {
      const a = anchor.current;
      const f = floating.current;
      if (!a || !f) return;
      const r = a.getBoundingClientRect();
      const width = matchWidth ? Math.max(r.width, f.offsetWidth) : f.offsetWidth;
      setPlacement(
        place(
          r,
          { width, height: f.scrollHeight },
          { width: window.innerWidth, height: window.innerHeight },
          {
            side,
            align,
            offset,
            margin,
          },
        ),
      );
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, anchor, floating, side, align, offset, margin, matchWidth]);
  const minWidth = matchWidth ? anchor.current?.getBoundingClientRect().width : undefined;
  return {
    placement,
    style: placement
      ? { position: 'fixed', top: placement.top, left: placement.left, maxHeight: placement.maxHeight, minWidth }
      : { position: 'fixed', top: 0, left: 0, visibility: 'hidden', minWidth },
  };
}
