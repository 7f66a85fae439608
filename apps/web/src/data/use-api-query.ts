import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { useCallback } from 'react';
import type { ApiClient } from '@yiying/api-client';
import { useApiClient } from './api-client-context';
import { usePrimed } from './first-screen';
import { keyStartsWith, type QueryKey } from './query-key';

/**
 * One read through SWR with the app's api client. `key` comes from `queryKeys`; `null` skips the
 * call (e.g. a member-only read for a visitor). The building block of every resource hook.
 */
export function useApiQuery<Data>(
  key: QueryKey | null,
  read: (client: ApiClient) => Promise<Data>,
  config?: SWRConfiguration<Data>,
): SWRResponse<Data> {
  const client = useApiClient();
  // The first mount of an answer the page came with shows it as it is; it was read for this very page load.
  const primed = usePrimed(key);
  return useSWR<Data>(key, () => read(client), primed ? { ...config, revalidateOnMount: false } : config);
}

/**
 * Revalidates every cached read whose key starts with one of `prefixes`: shown reads fetch again
 * at once, hidden ones on their next mount. Bound to the cache of the nearest `SWRConfig`, which
 * the app gives each root (the global `mutate` of swr would miss it).
 */
export function useRevalidate(): (...prefixes: QueryKey[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...prefixes: QueryKey[]) => {
      await mutate((key) => prefixes.some((prefix) => keyStartsWith(key, prefix)));
    },
    [mutate],
  );
}
