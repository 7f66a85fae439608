import { Suspense, use, useMemo, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { InitialLoading } from './layout/initial-loading';
import { loadDarkTheme } from './layout/page-theme';
import { RouteErrorBoundary } from './layout/route-error';
import { CurrentRouteContext } from './layout/use-current-route';
import { RootLayout } from './layout/root-layout';
import { isRouteHandle, pageLoader, ROUTES, type AppRoute, type RouteHandle } from './routes';
import { RequireLogin } from './session/require-login';

/** Starts loading the code of a route's page (once); matched routes start theirs before they render. */
const preloaders = new WeakMap<RouteObject, PageCode>();

interface PageCode {
  preload: () => Promise<unknown>;
  loaded: () => boolean;
}

/**
 * A page whose code loads on first need (one chunk per page of the table). Once loaded it renders at once; while
 * loading it suspends on one promise, which React replays without showing 加载中… when the code is already on its way.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'element'> & PageCode {
  let Loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // A failed download may succeed on the next visit (the error page offers a reload meanwhile).
        loading = undefined;
        throw error;
      },
    ));
  function LazyPage() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  return { element: <LazyPage />, preload, loaded: () => Loaded !== undefined };
}

/** Routes only a signed-in member sees (the login guard and the admin console). */
const membersOnly = new WeakSet<RouteObject>();

function forMembers(route: RouteObject): RouteObject {
  membersOnly.add(route);
  return route;
}

function withPreload(route: RouteObject, code: PageCode): RouteObject {
  preloaders.set(route, code);
  return route;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = {
    name: route.name,
    title: route.title,
    ...(route.theme ? { theme: route.theme } : {}),
  };
  // A dark page's code comes with the dark theme, so the layout has it when the page shows.
  const load =
    route.theme === 'dark' ? () => Promise.all([route.lazy(), loadDarkTheme()]).then(([page]) => page) : route.lazy;
  const { element, ...code } = lazyPage(load);
  return withPreload(
    route.path === '/' ? { index: true, handle, element } : { path: route.path, handle, element },
    code,
  );
}

// The admin console is a chunk of its own, outside the site's layout: no member page imports it.
const adminConsole = lazyPage(pageLoader('adminConsole'));

function AdminShell() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<InitialLoading />}>{adminConsole.element}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The route tree: one layout, every page of the table loaded on demand (the layout shows 加载中… and catches errors per
 * page). Protected pages sit behind the login guard; those of the personal area also inside its frame.
 */
function buildAppRoutes(): RouteObject[] {
  const open = ROUTES.filter((r) => !r.protected);
  const framed = ROUTES.filter((r) => r.protected && r.frame === 'my');
  const bare = ROUTES.filter((r) => r.protected && r.frame !== 'my');
  const catchAll = open.filter((r) => r.path === '*');
  return [
    forMembers(withPreload({ path: '/admin/*', element: <AdminShell /> }, adminConsole)),
    {
      path: '/',
      element: <RootLayout />,
      children: [
        ...open.filter((r) => r.path !== '*').map(toRouteObject),
        forMembers({
          element: <RequireLogin />,
          children: [myFrame(framed.map(toRouteObject)), ...bare.map(toRouteObject)],
        }),
        // The catch-all stays last so no table path falls into it.
        ...catchAll.map(toRouteObject),
      ],
    },
  ];
}

function myFrame(children: RouteObject[]): RouteObject {
  const { element, ...code } = lazyPage(pageLoader('myLayout'));
  return withPreload({ element, children }, code);
}

let tree: RouteObject[] | undefined;

/** The route tree (built once: its lazy pages keep their loaded code). */
export function createAppRoutes(): RouteObject[] {
  tree ??= buildAppRoutes();
  return tree;
}

/** The matches of the last path asked for. */
let lastMatch: { pathname: string; matches: ReturnType<typeof matchRoutes<RouteObject>> } | undefined;

/**
 * The routes of the tree `location` matches. Each `matchRoutes` ranks the whole table anew, and the start, the router
 * and the page each ask for the same path in turn: the last answer is kept.
 */
function matchAppRoutes(location: Pick<Location, 'pathname'>) {
  if (lastMatch?.pathname !== location.pathname)
    lastMatch = { pathname: location.pathname, matches: matchRoutes(createAppRoutes(), location) };
  return lastMatch.matches ?? [];
}

/**
 * Starts downloading the code of every page `location` shows, together; `undefined` when it is all loaded, else a
 * promise that settles when it is (the router moves then, as a router that loads before it renders).
 */
export function prepareRoute(location: Pick<Location, 'pathname'>): Promise<unknown> | undefined {
  const codes = matchAppRoutes(location)
    .map((match) => preloaders.get(match.route))
    .filter((code): code is PageCode => code !== undefined && !code.loaded());
  if (codes.length === 0) return undefined;
  return Promise.allSettled(codes.map((code) => code.preload()));
}

/** Whether `location` is a page only a signed-in member sees (a visitor is sent to the login page). */
export function isMembersOnly(location: Pick<Location, 'pathname'>): boolean {
  return matchAppRoutes(location).some((match) => membersOnly.has(match.route));
}

/** The page of the current location inside the site's layout, with the matched route's handle for the layout. */
export function AppRoutes() {
  const routes = createAppRoutes();
  const location = useLocation();
  const handle = useMemo(() => {
    const matches = matchAppRoutes(location);
    for (let i = matches.length - 1; i >= 0; i--) {
      const found = matches[i]?.route.handle;
      if (isRouteHandle(found)) return found;
    }
    return undefined;
  }, [routes, location]);
  const element = useRoutes(routes, location);
  return <CurrentRouteContext value={handle}>{element}</CurrentRouteContext>;
}
