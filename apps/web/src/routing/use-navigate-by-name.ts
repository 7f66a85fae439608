import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routePath, type ReadRouteParams, type RouteName, type RouteParamsOf } from './routes';
import { useCookieReader } from '../data/cookie-source';
import { readRouteCookie, toQueryString, writeRouteCookie, type RouteParams } from './route-params';

/** How one navigation by name travels. */
export interface NavigateByNameOptions {
  /**
   * Where the parameters travel: the query string (the default, so the address can be copied, shared, bookmarked and
   * reloaded; the route's cookie keeps them too, for the route opened later without a query) or only the cookie keyed
   * by route name (hidden parameters, spec §2).
   */
  keep?: 'cookie' | 'query';
  /** Anchor to scroll to, without the `#`. */
  hash?: string;
  replace?: boolean;
}

/**
 * The arguments after the route name: its parameters, required when the route declares a required
 * one (`RouteParamsMap`), then the options.
 */
export type NavigateArgs<N extends RouteName> =
  Record<never, never> extends RouteParamsOf<N>
    ? [params?: RouteParamsOf<N>, options?: NavigateByNameOptions]
    : [params: RouteParamsOf<N>, options?: NavigateByNameOptions];

/**
 * Goes to a route by name, e.g. `navigate('HotDetail', { contentId })`. Returns whether a
 * navigation happened: going to the place already shown is a silent no-op.
 */
export type NavigateByName = <N extends RouteName>(name: N, ...args: NavigateArgs<N>) => boolean;

/**
 * Navigation by route name with typed parameters. Going to the place already shown is a silent
 * no-op (no error, no extra history entry).
 */
export function useNavigateByName(): NavigateByName {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;

  return useCallback(
    <N extends RouteName>(name: N, ...[params, options = {}]: NavigateArgs<N>) => {
      const { keep = 'query', hash, replace } = options;
      const values = params as RouteParams | undefined;
      const pathname = routePath(name);
      let search = '';
      let cookieChanged = false;
      if (values && keep === 'query') search = toQueryString(values);
      if (values) cookieChanged = writeRouteCookie(name, values);
      const target = `${pathname}${search}${hash ? `#${hash}` : ''}`;
      if (target === current) {
        // Same URL but new hidden parameters: replace the entry so the page reads them again.
        if (!cookieChanged || keep === 'query') return false;
        void navigate(target, { replace: true });
        return true;
      }
      void navigate(target, replace ? { replace: true } : undefined);
      return true;
    },
    [navigate, current],
  );
}

/**
 * Parameters of a route: those of the address's query string; only when the address has none, those kept in the
 * route's cookie (a route opened without a query shows what it showed last). Typed by the route's declared
 * parameters, each a string that may be missing. Re-read on every navigation.
 */
export function useRouteParams<N extends RouteName>(name: N): ReadRouteParams<N> {
  const { search, key } = useLocation();
  const cookies = useCookieReader();
  return useMemo(() => {
    // `key` changes when a same-URL navigation stored new cookie parameters.
    void key;
    const query = Object.fromEntries(new URLSearchParams(search));
    return (Object.keys(query).length > 0 ? query : readRouteCookie(name, cookies)) as ReadRouteParams<N>;
  }, [name, search, key, cookies]);
}
