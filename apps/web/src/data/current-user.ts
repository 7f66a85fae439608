import { useSession } from './session-context';

/**
 * The signed-in member, or null. The session is this resource's cache: it is persisted, shared
 * between tabs and refreshed with the token, so the app reads the member from it rather than from
 * a second copy under an SWR key; `useUpdateProfile` and friends write back into it.
 */
export function useCurrentUser() {
  const { user, loggedIn, ready } = useSession();
  return { user: loggedIn ? user : null, loggedIn, ready };
}
