import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { ApiClient } from '@yiying/api-client';
import { AppProviders } from './providers';

export interface AppProps {
  client: ApiClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The whole site: providers around the router. */
export function App({ client, router }: AppProps) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
