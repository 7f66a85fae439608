import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@yiying/api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Gives every page below it the same api client instance. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The api client of the nearest `ApiClientProvider`; throws when there is none. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) {
    throw new Error('useApiClient() must be used inside <ApiClientProvider client={…}>.');
  }
  return client;
}
