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
 * is left where the reader has scrolled it meanwhile (the server's markup is readable before the app starts).
 */
export function ScrollManager() {
  const location = useLocation();
  const positions = useRef<SavedPositions | null>(null);
  const currentKey = useRef(location.key);
  const starting = useRef(true);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    positions.current ??= loadPositions();
    const onScroll = () => {
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

  useLayoutEffect(() => {
    positions.current ??= loadPositions();
    currentKey.current = location.key;
    const scrolledBeforeStart = starting.current && (window.scrollX !== 0 || window.scrollY !== 0);
    starting.current = false;
    if (scrolledBeforeStart) return undefined;
    const env = browserEnv();
    const outcome = applyScroll({ key: location.key, hash: location.hash }, positions.current, env);
    if (outcome === 'hash' || !location.hash) return undefined;
    // The anchor may belong to content that is still loading: keep looking for a short while.
    let frames = 0;
    let handle = requestAnimationFrame(function retry() {
      const anchor = env.findAnchor(anchorId(location.hash));
      if (anchor) return anchor.scrollIntoView();
      if (++frames < HASH_RETRY_FRAMES) handle = requestAnimationFrame(retry);
    });
    return () => cancelAnimationFrame(handle);
  }, [location.key, location.hash]);

  return null;
}
