import type { Session } from '@yiying/api-client';
import { AppRouterView, type AppRouter } from './navigation/app-router';
import { AppProviders } from './providers';
import { InitialLoading } from './layout/initial-loading';
import { AppRoutes, prepareRoute } from './router';

export interface AppProps {
  /** The login state; its client is the one every page uses. */
  session: Session;
  router: AppRouter;
}

/** The whole site: providers around the router. */
export function App({ session, router }: AppProps) {
  return (
    <AppProviders client={session.client} session={session}>
      <AppRouterView router={router} prepare={prepareRoute} fallback={<InitialLoading />}>
        <AppRoutes />
      </AppRouterView>
    </AppProviders>
  );
}
