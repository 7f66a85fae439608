import { queryKeys } from './query-keys';
import { useApiQuery } from './use-api-query';
import { useSession } from './session-context';

/** Public profile of a member; skipped without an id. */
export function useUser(userId: string | null | undefined) {
  return useApiQuery(userId ? queryKeys.user.info(userId) : null, (client) => client.user.info(userId as string));
}

/** Counters (关注 / 粉丝 / 作品) of any member, as anyone sees them; skipped without an id. */
export function useUserExtend(userId: string | null | undefined) {
  return useApiQuery(userId ? queryKeys.user.extend(userId) : null, (client) => client.user.extendOf(userId as string));
}

/** Counters of the signed-in member (member-only endpoint); skipped for a visitor. */
export function useOwnExtend() {
  const { user, loggedIn, ready } = useSession();
  const key = ready && loggedIn && user ? queryKeys.user.ownExtend(user.userId) : null;
  return useApiQuery(key, (client) => client.user.extend());
}

/** Whether the signed-in member follows `userId`; skipped for a visitor (the call is member-only). */
export function useAttention(userId: string) {
  const { user, loggedIn, ready } = useSession();
  const key = ready && loggedIn && user ? queryKeys.user.attention(user.userId, userId) : null;
  return useApiQuery(key, (client) => client.user.attention(userId));
}
