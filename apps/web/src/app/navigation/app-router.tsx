import { useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  type Location,
  type NavigationType,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router-dom';

/** The browser's history (or a memory one in tests), as react-router's history module makes it. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The site's router outside React: where it is and how to go elsewhere (the session sends a visitor to the login page
 * from outside any component). The pages use react-router's hooks and links as usual.
 */
export interface AppRouter {
  readonly history: AppHistory;
  readonly state: { readonly location: Location; readonly action: NavigationType };
  /** Goes to `to`, or `delta` entries back or forward. */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}

/**
 * A router over `history`. Pages are split by the route table and loaded with `React.lazy`, so the declarative router
 * (location matching, links, navigation hooks) is all the site needs, not the data router's loaders and actions.
 */
export function createAppRouter(history: AppHistory): AppRouter {
  return {
    history,
    state: {
      get location() {
        return history.location;
      },
      get action() {
        return history.action;
      },
    },
    async navigate(to, options = {}) {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
  };
}

export interface AppRouterViewProps {
  router: AppRouter;
  /**
   * What a location needs before it is shown (its pages' code): `undefined` when ready, else a promise. Until then the
   * page on screen stays, and the latest move wins.
   */
  prepare?: (location: Location) => Promise<unknown> | undefined;
  /** Shown until the first location is ready. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders `children` at the history's location, moving once the next location's pages have their code (the page on
 * screen stays meanwhile); a page not prepared shows the layout's 加载中… while its code loads.
 */
export function AppRouterView({ router, prepare, fallback = null, children }: AppRouterViewProps) {
  const { history } = router;
  const [state, setState] = useState(() => ({
    action: history.action,
    location: history.location,
    ready: prepare?.(history.location) === undefined,
  }));
  useLayoutEffect(() => {
    let latest = 0;
    const show = (action: NavigationType, location: Location) =>
      setState((shown) => (shown.ready && shown.location === location ? shown : { action, location, ready: true }));
    const go = (action: NavigationType, location: Location) => {
      const move = (latest += 1);
      const waiting = prepare?.(location);
      if (!waiting) return show(action, location);
      void waiting.then(() => {
        if (move === latest) show(action, location);
      });
    };
    // The location now (the first one, still being prepared, or one reached before this subscription), then every move.
    go(history.action, history.location);
    return history.listen(({ action, location }) => go(action, location));
  }, [history, prepare]);
  if (!state.ready) return fallback;
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
