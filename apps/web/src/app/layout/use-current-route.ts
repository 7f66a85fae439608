import { createContext, use } from 'react';
import type { RouteHandle } from '../routes';

/** Handle of the deepest matched route of the table (provided by the route tree). */
export const CurrentRouteContext = createContext<RouteHandle | undefined>(undefined);

/** Handle of the deepest matched route of the table, if any. */
export function useCurrentRoute(): RouteHandle | undefined {
  return use(CurrentRouteContext);
}
