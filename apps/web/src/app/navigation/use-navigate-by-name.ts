import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routePath, type RouteName } from '../routes';
import {
  readRouteCookie,
  toQueryString,
  writeRouteCookie,
  type RouteParams,
} from './route-params';

export interface NavigateByNameOptions {
  name: RouteName;
  params?: RouteParams;
  /** Where the parameters travel: a cookie keyed by route name (hidden, the default) or the query string. */
  keep?: 'cookie' | 'query';
  /** Anchor to scroll to, without the `#`. */
  hash?: string;
  replace?: boolean;
}

/**
 * Navigation by route name. Returns whether a navigation happened:
 * going to the place already shown is a silent no-op (no error, no extra history entry).
 */
export function useNavigateByName(): (options: NavigateByNameOptions) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;

  return useCallback(
    ({ name, params, keep = 'cookie', hash, replace }: NavigateByNameOptions) => {
      const pathname = routePath(name);
      let search = '';
      let cookieChanged = false;
      if (params && keep === 'query') search = toQueryString(params);
      if (params && keep === 'cookie') cookieChanged = writeRouteCookie(name, params);
      const target = `${pathname}${search}${hash ? `#${hash}` : ''}`;
      if (target === current) {
        // Same URL but new hidden parameters: replace the entry so the page reads them again.
        if (!cookieChanged) return false;
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
 * Parameters of a route: those kept in its cookie, overridden by the current query string.
 * Re-read on every navigation.
 */
export function useRouteParams(name: RouteName): Record<string, string> {
  const { search, key } = useLocation();
  return useMemo(() => {
    // `key` changes when a same-URL navigation stored new cookie parameters.
    void key;
    return { ...readRouteCookie(name), ...Object.fromEntries(new URLSearchParams(search)) };
  }, [name, search, key]);
}
