import type { Session } from '@yiying/api-client';
import { AppRouterView, type AppRouter } from './navigation/app-router';
import { AppProviders } from './providers';
import { InitialLoading } from './layout/initial-loading';
import { AppRoutes, prepareRoute } from './router';

export interface AppProps {
  /** The login state; its client is the one every page uses. */
  session: Session;
  router: AppRouter;
  /** What the SWR cache starts with (the first screen's answers written into the page). */
  initialCache?: ReadonlyMap<string, { data: unknown }>;
}

/** The whole site: providers around the router. */
export function App({ session, router, initialCache }: AppProps) {
  return (
    <AppProviders client={session.client} session={session} initialCache={initialCache}>
      <AppRouterView router={router} prepare={prepareRoute} fallback={<InitialLoading />}>
        <AppRoutes />
      </AppRouterView>
    </AppProviders>
  );
}
