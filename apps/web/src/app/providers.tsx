import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiClient, Session } from '@yiying/api-client';
import { lightTheme, WidgetsThemeProvider } from '@yiying/widgets';
import { ApiClientProvider, SessionProvider } from '../data';
import { PrimedKeysContext } from '../data/first-screen';

export interface AppProvidersProps {
  client: ApiClient;
  session: Session;
  /** Entries the SWR cache starts with: the answers the server wrote into the page (`readFirstScreen`). */
  initialCache?: ReadonlyMap<string, { data: unknown }>;
  children?: ReactNode;
}

/** Everything a page expects above it: the api client, the login state, the SWR cache and a theme. */
export function AppProviders({ client, session, initialCache, children }: AppProvidersProps) {
  const [primed] = useState(() => new Set(initialCache?.keys()));
  return (
    <ApiClientProvider client={client}>
      <SessionProvider session={session}>
        <SWRConfig
          value={{
            // One cache per app instance keeps tests and multiple roots isolated.
            provider: () => new Map(initialCache),
            revalidateOnFocus: false,
            shouldRetryOnError: false,
          }}
        >
          <PrimedKeysContext.Provider value={primed}>
            <WidgetsThemeProvider theme={lightTheme}>{children}</WidgetsThemeProvider>
          </PrimedKeysContext.Provider>
        </SWRConfig>
      </SessionProvider>
    </ApiClientProvider>
  );
}
