import { createElement, lazy, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { isHydrated, whenIdle } from './taken-over';

/*
 * Parts of a page below its first screen (the home's latest works, the footer's columns). The server writes their
 * markup into the page, and their code only makes them answer: while the browser takes the server's markup over, such
 * a part keeps that markup (React leaves a boundary whose code has not arrived as the server wrote it) and its code
 * loads once the part comes into view or the visitor reaches into it (pointer, focus or click; a click is held and
 * given back once the part answers). A part the browser renders itself (a later visit of the page, a member's page,
 * after the visitor has acted) loads its code at once.
 */

/** Whether a part rendered now waits to be seen: the server's markup is being taken over and the visitor has not acted. */
let waitForSight = false;

/** What tells that the visitor acts (and may change the page): a later render of a part loads its code at once; the scroll rule loads ahead. */
export const ACTS = ['pointerdown', 'keydown', 'touchstart', 'popstate'] as const;

function acted(): void {
  waitForSight = false;
  for (const type of ACTS) window.removeEventListener(type, acted, true);
}

/** Called before the browser takes over the server's markup: until the visitor acts, parts wait to be seen. */
export function deferPartsUntilSeen(): void {
  waitForSight = true;
  for (const type of ACTS) window.addEventListener(type, acted, { capture: true, passive: true });
}

export interface DeferredPart<P> {
  /** The part; suspends until its code is here. */
  readonly Part: ComponentType<P>;
  /** Starts loading the code ahead (while a list's data loads), unless parts wait to be seen. */
  prefetch(): void;
  /** Loads the code when `element` (around the part) comes into view or is reached; returns the cleanup. */
  watch(element: HTMLElement): () => void;
}

/** A part whose code (`load`, a dynamic import) loads on first need, as described above. */
export function deferredPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): DeferredPart<P> {
  let loaded = false;
  let loading: Promise<void> | undefined;
  let arrived!: (module: { default: ComponentType<P> }) => void;
  // Settles when the code is here, whoever started the download. A failed download leaves the part as it is (the
  // server's markup, or the fallback) until the next try: the footer sits outside the pages' error boundary.
  const ready = new Promise<{ default: ComponentType<P> }>((resolve) => (arrived = resolve));
  const loadCode = () =>
    (loading ??= load().then(
      (module) => {
        loaded = true;
        arrived(module);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Loaded = lazy(() => ready) as ComponentType<P>;

  function Part(props: P) {
    // A part the browser renders itself loads its code now; one taking over the server's markup waits to be seen.
    if (!loaded && !waitForSight) void loadCode().catch(() => undefined);
    return createElement(Loaded, props);
  }

  function watch(element: HTMLElement): () => void {
    if (loaded) return () => undefined;
    if (typeof IntersectionObserver === 'undefined') {
      void loadCode().catch(() => undefined);
      return () => undefined;
    }
    const held: Element[] = [];
    let watching = true;
    // The markup stays as the server wrote it when the download fails; the next reach tries again.
    const go = () => void loadCode().catch(() => undefined);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) go();
    });
    const inside = (event: Event): event is Event & { target: Element } =>
      event.target instanceof Element && element.contains(event.target);
    const reach = (event: Event) => {
      if (inside(event)) go();
    };
    // React stops a click on markup it has not taken over; the window sees the click first, so it is held here.
    const hold = (event: Event) => {
      if (!watching || !inside(event) || isHydrated(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(event.target);
      go();
    };
    const stop = () => {
      watching = false;
      observer.disconnect();
      window.removeEventListener('pointerdown', reach, true);
      window.removeEventListener('focusin', reach, true);
      window.removeEventListener('click', hold, true);
    };
    // Once the code is here, React takes the part over in the following tasks; each held click is given back when its
    // element is taken over (or dropped when the part was rendered anew).
    const giveBack = () => {
      while (held[0] && (isHydrated(held[0]) || !held[0].isConnected)) {
        const target = held.shift() as Element;
        if (!target.isConnected) continue;
        if (target instanceof HTMLElement) target.click();
        else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }
      if (held.length) whenIdle(giveBack);
    };
    void ready.then(() => {
      stop();
      whenIdle(giveBack);
    });
    observer.observe(element);
    window.addEventListener('pointerdown', reach, true);
    window.addEventListener('focusin', reach, true);
    window.addEventListener('click', hold, true);
    return stop;
  }

  return {
    Part,
    prefetch: () => {
      if (!waitForSight) void loadCode().catch(() => undefined);
    },
    watch,
  };
}

export interface SeenRegionProps {
  part: Pick<DeferredPart<never>, 'watch'>;
  className?: string;
  children: ReactNode;
}

/** The element around a deferred part (and its loading or error states) whose sight loads the part's code. */
export function SeenRegion({ part, className, children }: SeenRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? part.watch(ref.current) : undefined), [part]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
