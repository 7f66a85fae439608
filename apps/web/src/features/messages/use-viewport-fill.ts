import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `--chat-top` on the element at the distance from the top of the page to the element, so its CSS can make it
 * exactly as tall as the window below it. Measured again when the window or anything around it changes size (a
 * connection line appearing above the tabs moves it down).
 */
export function useViewportFill(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty('--chat-top', `${Math.round(top)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    // Something above it growing or shrinking (a connection line, a late avatar) changes the size of an ancestor.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      observer?.observe(parent);
    }
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
}
