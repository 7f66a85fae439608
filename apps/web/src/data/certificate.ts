import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CertificateRequest } from '@yiying/api-client';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useApiQuery } from './use-api-query';
import { useSession } from './session-context';

/** The signed-in member's latest verification request, or null when none was sent. */
export function useCertificate() {
  const { user } = useSession();
  return useApiQuery(user ? queryKeys.certificate.current(user.userId) : null, (client) =>
    client.certificate.current(),
  );
}

/**
 * Sends a verification request. The answer becomes the cached request at once, and the member is
 * reloaded because the request changes their `certificateState`.
 */
export function useRequestCertificate() {
  const client = useApiClient();
  const { session, user } = useSession();
  const { mutate } = useSWRConfig();
  const userId = user?.userId;
  return useCallback(
    async (request: CertificateRequest) => {
      const certificate = await client.certificate.request(request);
      if (userId) await mutate(queryKeys.certificate.current(userId), certificate, { revalidate: false });
      void session.reloadUser().catch(() => undefined);
      return certificate;
    },
    [client, session, mutate, userId],
  );
}
