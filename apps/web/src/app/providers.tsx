import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiClient } from '@yiying/api-client';
import { lightTheme, WidgetsThemeProvider } from '@yiying/widgets';
import { ApiClientProvider } from './api/api-client-context';

export interface AppProvidersProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Everything a page expects above it: the api client, the SWR cache and a theme. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ApiClientProvider client={client}>
      <SWRConfig
        value={{
          // One cache per app instance keeps tests and multiple roots isolated.
          provider: () => new Map(),
          revalidateOnFocus: false,
          shouldRetryOnError: false,
        }}
      >
        <WidgetsThemeProvider theme={lightTheme}>{children}</WidgetsThemeProvider>
      </SWRConfig>
    </ApiClientProvider>
  );
}
