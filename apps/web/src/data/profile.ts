import { useCallback } from 'react';
import type { IdentityUser } from '@yiying/api-client';
import type { ProfileChangesBody } from '@yiying/validation';
import { useApiClient } from './api-client-context';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';
import { useRevalidate } from './use-api-query';

/**
 * Stores what the server answered for the signed-in member: the session (header, personal area)
 * takes it at once, and the member's public profile is revalidated for the pages that show it.
 */
function useSaveCurrentUser(): (user: IdentityUser) => Promise<IdentityUser> {
  const { session } = useSession();
  const revalidate = useRevalidate();
  return useCallback(
    async (user: IdentityUser) => {
      session.setUser(user);
      await revalidate(queryKeys.user.info(user.userId));
      return user;
    },
    [session, revalidate],
  );
}

/** Changes nickname, signature or avatar of the signed-in member. */
export function useUpdateProfile(): (changes: ProfileChangesBody) => Promise<IdentityUser> {
  const client = useApiClient();
  const save = useSaveCurrentUser();
  return useCallback(async (changes: ProfileChangesBody) => save(await client.user.update(changes)), [client, save]);
}

/** Binds a new mobile with a `changeMobile` code sent to it. */
export function useBindMobile(): (request: { mobile: string; code: string }) => Promise<IdentityUser> {
  const client = useApiClient();
  const save = useSaveCurrentUser();
  return useCallback(async (request) => save(await client.user.bindMobile(request)), [client, save]);
}

/** Sets the first password of a member who signed up by SMS code only. */
export function useSetPassword(): (password: string) => Promise<IdentityUser | null> {
  const client = useApiClient();
  const { session, user } = useSession();
  const save = useSaveCurrentUser();
  return useCallback(
    async (password: string) => {
      await client.user.setPwd(password);
      // The answer carries no member; the one change is known, so no reload is needed.
      const current = user ?? session.snapshot().user;
      return current ? save({ ...current, hasPassword: true }) : null;
    },
    [client, session, user, save],
  );
}

/** Changes the password with the old one. */
export function useChangePassword(): (request: { oldPassword: string; newPassword: string }) => Promise<void> {
  const client = useApiClient();
  return useCallback((request) => client.sso.updatePwdByOldPwd(request), [client]);
}
