import { useMatches } from 'react-router-dom';
import { isRouteHandle, type RouteHandle } from '../routes';

/** Handle of the deepest matched route of the table, if any. */
export function useCurrentRoute(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
