import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Session } from '@yiying/api-client';
import { AppProviders } from './providers';

export interface AppProps {
  /** The login state; its client is the one every page uses. */
  session: Session;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The whole site: providers around the router. */
export function App({ session, router }: AppProps) {
  return (
    <AppProviders client={session.client} session={session}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
