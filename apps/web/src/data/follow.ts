import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AttentionState } from '@yiying/api-client';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';
import { useRevalidate } from './use-api-query';

/**
 * Follows (`true`) or unfollows (`false`) a member. The server's answer becomes the cached
 * attention state; then every read a follow changes is revalidated wherever it is shown: both
 * members' counters (public and own) and the fans lists.
 */
export function useFollow(): (userId: string, follow: boolean) => Promise<AttentionState> {
  const client = useApiClient();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const me = user?.userId;
  return useCallback(
    async (userId: string, follow: boolean) => {
      const next = follow ? await client.behaviour.attention(userId) : await client.behaviour.cancelAttention(userId);
      const writes: Promise<unknown>[] = [revalidate(queryKeys.user.extend(userId), queryKeys.fans.all)];
      if (me) {
        writes.push(
          mutate(queryKeys.user.attention(me, userId), next, { revalidate: false }),
          revalidate(queryKeys.user.extend(me)),
        );
      }
      await Promise.all(writes);
      return next;
    },
    [client, mutate, revalidate, me],
  );
}
