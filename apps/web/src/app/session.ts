import { storageKey, type StoredToken } from '@yiying/models';

/** Site name used in storage keys and cookie names. */
export const SITE_NAME = 'yiying';

const TOKEN_KEY = storageKey(SITE_NAME, 'userToken');
const USER_KEY = storageKey(SITE_NAME, 'userInfo');

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked by privacy settings; the visitor then browses anonymously.
    return undefined;
  }
}

/** The stored session token, when a member is signed in. */
export function readStoredToken(): Partial<StoredToken> | undefined {
  const raw = storage()?.getItem(TOKEN_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<StoredToken>) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the signed-in member (spec §8: a 401 clears the stored user and token). */
export function clearStoredSession(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_KEY);
}
