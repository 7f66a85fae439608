import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

let locks = 0;
let savedOverflow = '';
let savedPadding = '';

/** Stops the page behind from scrolling; nested modals keep the lock until the last one closes. */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  if (locks === 0) {
    savedOverflow = body.style.overflow;
    savedPadding = body.style.paddingRight;
    // Keeps the page from jumping sideways when the scroll bar disappears.
    const bar = window.innerWidth - documentElement.clientWidth;
    if (bar > 0) body.style.paddingRight = `${bar}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  return () => {
    locks -= 1;
    if (locks === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPadding;
    }
  };
}

/**
 * Modal behaviour shared by Dialog and Drawer while `open`: focus moves into `panel` (its `[data-autofocus]`, else its
 * first focusable other than a `[data-dismiss]` close button, else the panel itself) and Tab cycles inside it, Escape calls `onEscape` unless `blocked`, the page behind
 * does not scroll, and focus goes back to where it was on close.
 */
export function useModal(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onEscape: () => void,
  blocked = false,
): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  const busy = useRef(blocked);
  busy.current = blocked;
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const root = panel.current;
    // The close button is the last resort: landing on × invites closing, and its ring is noise at open.
    const first =
      root?.querySelector<HTMLElement>('[data-autofocus]') ??
      (root ? focusables(root).find((el) => !el.hasAttribute('data-dismiss')) : undefined);
    (first ?? root)?.focus();
    const unlock = lockScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy.current) {
        event.stopPropagation();
        escape.current();
      } else if (event.key === 'Tab' && root) {
        const items = focusables(root);
        if (!items.length) {
          event.preventDefault();
          return;
        }
        const [head, tail] = [items[0], items[items.length - 1]];
        if (event.shiftKey && (document.activeElement === head || document.activeElement === root)) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      previous?.focus?.();
    };
  }, [open, panel]);
}

/** Calls `onOutside` for a pointer press outside every element of `refs` while `active`. */
export function useOutsidePress(active: boolean, refs: RefObject<HTMLElement | null>[], onOutside: () => void): void {
  const handler = useRef(onOutside);
  handler.current = onOutside;
  useEffect(() => {
    if (!active) return undefined;
    const onDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (refs.every((r) => !r.current?.contains(target))) handler.current();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}

/** Index of the next option whose label starts with the typed text (type-ahead), searching after `from`. */
export function typeAhead(labels: string[], query: string, from: number, disabled?: (i: number) => boolean): number {
  const q = query.toLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const i = (from + step) % labels.length;
    if (!disabled?.(i) && labels[i].toLowerCase().startsWith(q)) return i;
  }
  return -1;
}

/** Collects quickly typed characters into one query (cleared after 500 ms of quiet). */
export function useTypeAhead(): (key: string) => string {
  const state = useRef({ text: '', timer: 0 as unknown as ReturnType<typeof setTimeout> });
  useEffect(() => () => clearTimeout(state.current.timer), []);
  return (key: string) => {
    const s = state.current;
    clearTimeout(s.timer);
    s.text += key;
    s.timer = setTimeout(() => (s.text = ''), 500);
    return s.text;
  };
}
