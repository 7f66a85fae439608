import type { RouteObject } from 'react-router-dom';
import { InitialLoading } from './layout/initial-loading';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { ROUTES, type AppRoute, type RouteHandle } from './routes';
import { RequireLogin } from './session/require-login';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = {
    name: route.name,
    title: route.title,
    ...(route.theme ? { theme: route.theme } : {}),
  };
  const lazy = async () => ({ Component: (await route.lazy()).default });
  return route.path === '/' ? { index: true, handle, lazy } : { path: route.path, handle, lazy };
}

const myFrame = async () => ({
  Component: (await import('../features/my/my-layout')).default,
});

/**
 * The route tree: one layout, every page of the table loaded on demand, errors caught per page.
 * Protected pages sit behind the login guard; those of the personal area also inside its frame.
 */
export function createAppRoutes(): RouteObject[] {
  const open = ROUTES.filter((r) => !r.protected);
  const framed = ROUTES.filter((r) => r.protected && r.frame === 'my');
  const bare = ROUTES.filter((r) => r.protected && r.frame !== 'my');
  const catchAll = open.filter((r) => r.path === '*');
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: InitialLoading,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...open.filter((r) => r.path !== '*').map(toRouteObject),
            {
              Component: RequireLogin,
              children: [{ lazy: myFrame, children: framed.map(toRouteObject) }, ...bare.map(toRouteObject)],
            },
            // The catch-all stays last so no table path falls into it.
            ...catchAll.map(toRouteObject),
          ],
        },
      ],
    },
  ];
}
