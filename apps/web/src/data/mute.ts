import { useCallback } from 'react';
import type { Mute } from '@yiying/models';
import type { MuteCreateParams } from '@yiying/api-client';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useApiQuery, useRevalidate } from './use-api-query';
import { useSession } from './session-context';

/** The signed-in member's 屏蔽词 still in force, newest first. */
export function useMutes() {
  const { user } = useSession();
  return useApiQuery(user ? queryKeys.mute.list(user.userId) : null, (client) => client.mute.list());
}

/**
 * Adds and removes 屏蔽词; every list the member reads (feeds, search, comments) is read again, since the server
 * applies the words to them.
 */
export function useMuteActions(): {
  add(params: MuteCreateParams): Promise<Mute>;
  remove(muteId: string): Promise<void>;
} {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const refresh = useCallback(
    () =>
      revalidate(
        queryKeys.mute.all,
        queryKeys.content.all,
        queryKeys.comment.all,
        queryKeys.interaction.all,
        queryKeys.topic.all,
        queryKeys.circle.all,
        ['search'] as const,
      ),
    [revalidate],
  );
  const add = useCallback(
    async (params: MuteCreateParams) => {
      const made = await client.mute.create(params);
      await refresh();
      return made;
    },
    [client, refresh],
  );
  const remove = useCallback(
    async (muteId: string) => {
      await client.mute.delete(muteId);
      await refresh();
    },
    [client, refresh],
  );
  return { add, remove };
}
