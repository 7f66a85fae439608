import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AccountDeletion, DataExport } from '@yiying/models';
import type { DownloadedArchive } from '@yiying/api-client';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useApiQuery } from './use-api-query';
import { useSession } from './session-context';

/** How often an export being prepared is asked about. */
const EXPORT_POLL_MS = 1000;

const preparing = (data: DataExport | null | undefined) => data?.state === 'queued' || data?.state === 'preparing';

/** The member's newest data export (null when none), asked again every second while it is being prepared. */
export function useLatestExport() {
  const { user } = useSession();
  return useApiQuery(
    user ? queryKeys.privacy.latestExport(user.userId) : null,
    (client) => client.privacy.latestExport(),
    { refreshInterval: (data) => (preparing(data) ? EXPORT_POLL_MS : 0) },
  );
}

/** 导出我的数据: starts an export (or gets the one under way) and shows it at once. */
export function useStartExport(): () => Promise<DataExport> {
  const client = useApiClient();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const userId = user?.userId;
  return useCallback(async () => {
    const started = await client.privacy.startExport();
    if (userId) await mutate(queryKeys.privacy.latestExport(userId), started, { revalidate: false });
    return started;
  }, [client, mutate, userId]);
}

/** Downloads the archive (once), then reloads the export, whose state becomes 已下载. */
export function useDownloadExport(): (exportId: string) => Promise<DownloadedArchive> {
  const client = useApiClient();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const userId = user?.userId;
  return useCallback(
    async (exportId: string) => {
      try {
        return await client.privacy.downloadExport(exportId);
      } finally {
        if (userId) await mutate(queryKeys.privacy.latestExport(userId));
      }
    },
    [client, mutate, userId],
  );
}

/**
 * The member's account deletion request (注销账号). Asked afresh on every mount: a login withdraws a pending deletion
 * on the server, and the page it lands on must not show the state cached before the logout.
 */
export function useAccountDeletion() {
  const { user } = useSession();
  return useApiQuery(
    user ? queryKeys.privacy.deletion(user.userId) : null,
    (client) => client.privacy.deletionStatus(),
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
}

/** Asks for the deletion with an SMS code, or withdraws it (撤销注销); the answer becomes the shown state. */
export function useDeletionActions(): {
  request(code: string): Promise<AccountDeletion>;
  cancel(): Promise<AccountDeletion>;
} {
  const client = useApiClient();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const userId = user?.userId;
  const show = useCallback(
    async (deletion: AccountDeletion) => {
      if (userId) await mutate(queryKeys.privacy.deletion(userId), deletion, { revalidate: false });
      return deletion;
    },
    [mutate, userId],
  );
  const request = useCallback(async (code: string) => show(await client.privacy.requestDeletion(code)), [client, show]);
  const cancel = useCallback(async () => show(await client.privacy.cancelDeletion()), [client, show]);
  return { request, cancel };
}
