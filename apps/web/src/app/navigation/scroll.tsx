import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ACTS } from '../../boot/deferred-part';
import type { SavedPositions } from './scroll-restore';

const STORAGE_KEY = 'yiying-scroll-positions';

type Restore = typeof import('./scroll-restore');
let restore: Restore | undefined;
let loadingRestore: Promise<Restore> | undefined;

/** The rest of the scroll rule (anchors, saved places): loaded once, when first needed or once the reader acts. */
function loadRestore(): Promise<Restore> {
  return (loadingRestore ??= import('./scroll-restore').then(
    (module) => (restore = module),
    (error: unknown) => {
      loadingRestore = undefined;
      throw error;
    },
  ));
}

/**
 * The key positions are saved under. The router gives the entry a page starts on the key `default` whatever its
 * address, so that entry is told apart by its address.
 */
export function positionKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;
}

/** Whether this document was opened by a reload or back / forward (its first entry may then have a saved place). */
function startedByHistory(): boolean {
  try {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry?.type === 'reload' || entry?.type === 'back_forward';
  } catch {
    return false;
  }
}

function loadPositions(): SavedPositions {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (raw) return new Map(JSON.parse(raw) as Array<[string, { x: number; y: number }]>);
  } catch {
    // Unreadable or blocked storage only costs the restored positions.
  }
  return new Map();
}

function storePositions(positions: SavedPositions): void {
  try {
    // Only the latest entries matter; keep the stored list short.
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Same as above.
  }
}

/**
 * Applies the scroll rule on every navigation and remembers each history entry's position. The page the app starts on
 * is left where the reader has scrolled it meanwhile (the server's markup is readable before the app starts); opened
 * by its address (not reloaded, not back / forward) it has no saved place. A saved place waits for the page to grow
 * tall enough, and nothing is saved while it waits (the short page's clamped scroll would overwrite it).
 */
export function ScrollManager() {
  const location = useLocation();
  const positions = useRef<SavedPositions | null>(null);
  const currentKey = useRef(positionKey(location));
  const starting = useRef(true);
  const restoring = useRef<(() => void) | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    positions.current ??= loadPositions();
    const onScroll = () => {
      if (restoring.current) return;
      positions.current?.set(currentKey.current, { x: window.scrollX, y: window.scrollY });
    };
    const onHide = () => positions.current && storePositions(positions.current);
    // Once the reader acts (and may move on, or back), the rest of the rule loads ahead.
    const ahead = () => void loadRestore().catch(() => undefined);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    for (const type of ACTS) window.addEventListener(type, ahead, { capture: true, passive: true, once: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      for (const type of ACTS) window.removeEventListener(type, ahead, true);
      window.history.scrollRestoration = previous;
    };
  }, []);

  const key = positionKey(location);
  useLayoutEffect(() => {
    positions.current ??= loadPositions();
    restoring.current?.();
    currentKey.current = key;
    const first = starting.current;
    starting.current = false;
    if (first && (window.scrollX !== 0 || window.scrollY !== 0)) return undefined;
    if (first && !startedByHistory()) positions.current.delete(key);
    // The common case needs no more code: a new entry without an anchor starts at the top.
    if (!location.hash && !positions.current.has(key)) {
      window.scrollTo(0, 0);
      return undefined;
    }
    const saved = positions.current;
    if (restore) return restore.scrollToEntry(key, location.hash, saved, restoring);
    // The rest of the rule is not here yet (a page opened at an anchor, a reload): it applies once it is. Meanwhile
    // nothing is saved under this entry (a scroll clamped by the short page would overwrite the place to go back to).
    let cancel: (() => void) | undefined;
    let cancelled = false;
    const waiting = () => {
      cancelled = true;
    };
    restoring.current = waiting;
    const settle = () => {
      if (restoring.current === waiting) restoring.current = null;
    };
    loadRestore().then((module) => {
      settle();
      if (!cancelled) cancel = module.scrollToEntry(key, location.hash, saved, restoring);
    }, settle);
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [key, location.hash]);

  return null;
}
