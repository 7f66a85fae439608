import type { RouteObject } from 'react-router-dom';
import { InitialLoading } from './layout/initial-loading';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { ROUTES, type AppRoute, type RouteHandle } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, title: route.title, ...(route.theme ? { theme: route.theme } : {}) };
  const lazy = async () => ({ Component: (await route.lazy()).default });
  return route.path === '/' ? { index: true, handle, lazy } : { path: route.path, handle, lazy };
}

/** The route tree: one layout, every page of the table loaded on demand, errors caught per page. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: InitialLoading,
      children: [{ ErrorBoundary: RouteError, children: ROUTES.map(toRouteObject) }],
    },
  ];
}
