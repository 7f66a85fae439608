import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_KEY = 'yiying-scroll-positions';
/** Frames to keep looking for a hash target that renders after data arrives. */
const HASH_RETRY_FRAMES = 30;

export type ScrollOutcome = 'hash' | 'saved' | 'top';

/** What `applyScroll` needs from the page; injected so the rule can be tested without layout. */
export interface ScrollEnv {
  findAnchor(id: string): { scrollIntoView(): void } | null;
  scrollTo(x: number, y: number): void;
}

/** Positions saved per history entry key. */
export type SavedPositions = Map<string, { x: number; y: number }>;

function anchorId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Spec §2: the hash anchor if present, otherwise the saved position of this entry, otherwise the top. */
export function applyScroll(
  target: { key: string; hash: string },
  saved: SavedPositions,
  env: ScrollEnv,
): ScrollOutcome {
  const id = anchorId(target.hash);
  const anchor = id ? env.findAnchor(id) : null;
  if (anchor) {
    anchor.scrollIntoView();
    return 'hash';
  }
  const position = saved.get(target.key);
  if (position) {
    env.scrollTo(position.x, position.y);
    return 'saved';
  }
  env.scrollTo(0, 0);
  return 'top';
}

function browserEnv(): ScrollEnv {
  return {
    findAnchor: (id) => document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null,
    scrollTo: (x, y) => window.scrollTo(x, y),
  };
}

/** How long a saved position waits for its page to grow tall enough (its data loading) before giving up. */
const RESTORE_WAIT_MS = 4000;

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

/**
 * Scrolls to `y` as soon as the page is tall enough for it: a page coming back from history draws its list only
 * when its data arrives. Stops when the reader scrolls, presses a key or touches, or after `RESTORE_WAIT_MS`.
 * Returns the cancel function.
 */
function restoreWhenTall(x: number, y: number, onDone: () => void): () => void {
  const started = performance.now();
  let handle = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.removeEventListener(type, stop, true);
    }
    onDone();
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  const step = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y) {
      window.scrollTo(x, y);
      return stop();
    }
    // Meanwhile go as far as the page reaches: an infinite list there sees its end and loads the next page.
    if (room > window.scrollY + 1) window.scrollTo(x, room);
    if (performance.now() - started > RESTORE_WAIT_MS) return stop();
    handle = requestAnimationFrame(step);
  };
  handle = requestAnimationFrame(step);
  return stop;
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
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
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
    const env = browserEnv();
    const outcome = applyScroll({ key, hash: location.hash }, positions.current, env);
    if (outcome === 'saved') {
      const { x, y } = positions.current.get(key) ?? { x: 0, y: 0 };
      if (y <= 0) return undefined;
      const cancel: () => void = restoreWhenTall(x, y, () => {
        if (restoring.current === cancel) restoring.current = null;
      });
      restoring.current = cancel;
      return undefined;
    }
    if (outcome === 'hash' || !location.hash) return undefined;
    // The anchor may belong to content that is still loading: keep looking for a short while.
    let frames = 0;
    let handle = requestAnimationFrame(function retry() {
      const anchor = env.findAnchor(anchorId(location.hash));
      if (anchor) return anchor.scrollIntoView();
      if (++frames < HASH_RETRY_FRAMES) handle = requestAnimationFrame(retry);
    });
    return () => cancelAnimationFrame(handle);
  }, [key, location.hash]);

  return null;
}
