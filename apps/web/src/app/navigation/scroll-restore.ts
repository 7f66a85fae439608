/*
 * What the scroll rule needs beyond the common case (a new entry without an anchor starts at the top): anchors, saved
 * places and the wait for a page to grow tall enough. Loaded by scroll.tsx when first needed, or ahead once the
 * reader acts.
 */

/** Frames to keep looking for a hash target that renders after data arrives. */
const HASH_RETRY_FRAMES = 30;

export type ScrollOutcome = 'hash' | 'saved' | 'top';

/** Positions saved per history entry key. */
export type SavedPositions = Map<string, { x: number; y: number }>;

/** What `applyScroll` needs from the page; injected so the rule can be tested without layout. */
export interface ScrollEnv {
  findAnchor(id: string): { scrollIntoView(): void } | null;
  scrollTo(x: number, y: number): void;
}

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

/**
 * Applies the scroll rule to the entry `key` with `hash` (see {@link applyScroll}). A saved place is restored once the
 * page is tall enough, and `restoring` holds its cancel function meanwhile (nothing is saved while it waits); an anchor
 * that is not there yet is looked for a few frames. Returns the cancel function of that search.
 */
export function scrollToEntry(
  key: string,
  hash: string,
  positions: SavedPositions,
  restoring: { current: (() => void) | null },
): (() => void) | undefined {
  const env = browserEnv();
  const outcome = applyScroll({ key, hash }, positions, env);
  if (outcome === 'saved') {
    const { x, y } = positions.get(key) ?? { x: 0, y: 0 };
    if (y <= 0) return undefined;
    const cancel: () => void = restoreWhenTall(x, y, () => {
      if (restoring.current === cancel) restoring.current = null;
    });
    restoring.current = cancel;
    return undefined;
  }
  if (outcome === 'hash' || !hash) return undefined;
  // The anchor may belong to content that is still loading: keep looking for a short while.
  let frames = 0;
  let handle = requestAnimationFrame(function retry() {
    const anchor = env.findAnchor(anchorId(hash));
    if (anchor) return anchor.scrollIntoView();
    if (++frames < HASH_RETRY_FRAMES) handle = requestAnimationFrame(retry);
  });
  return () => cancelAnimationFrame(handle);
}
