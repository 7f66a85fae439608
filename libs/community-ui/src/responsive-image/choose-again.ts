import { useEffect, type RefObject } from 'react';

/**
 * A lazy picture whose `sizes` starts with `auto` is chosen at the width it has when it starts to load, and the
 * browser keeps that file when the picture grows later: a tile on the last, unfilled row of a justified list grows
 * when the next page fills the row. When the drawn picture needs more pixels than its file has (5 % slack) while the
 * `srcset` offers a wider one, `sizes` is set to its drawn width, which makes the browser choose again.
 */
export function useChooseAgainWhenWider(
  element: RefObject<HTMLImageElement | null>,
  sizes: string,
  srcSet: string,
): void {
  useEffect(() => {
    const img = element.current;
    if (!img || !srcSet || !sizes.startsWith('auto') || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => {
      const drawn = img.getBoundingClientRect().width;
      let chosen = 0;
      let widest = 0;
      // An address runs to the next white space (a data: address has commas of its own).
      for (const [, url, width] of srcSet.matchAll(/(\S+)\s+(\d+)w/g)) {
        widest = Math.max(widest, Number(width));
        if (url && img.currentSrc.endsWith(url)) chosen = Number(width);
      }
      if (img.complete && chosen && widest > chosen && chosen < drawn * (window.devicePixelRatio || 1) * 0.95)
        img.setAttribute('sizes', `${Math.ceil(drawn)}px`);
    };
    const observer = new ResizeObserver(check);
    observer.observe(img);
    img.addEventListener('load', check);
    return () => {
      observer.disconnect();
      img.removeEventListener('load', check);
    };
  }, [element, sizes, srcSet]);
}
