import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from './session-context';

const listeners = new Set<() => void>();

/** Storage key of the member's 显示敏感内容 choice (kept in this browser, per member). */
export function showSensitiveKey(userId: string): string {
  // The app's local storage prefix (spec §3: co.web plus the site name).
  return `co.web.yiying.showSensitive.${userId}`;
}

function read(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return window.localStorage.getItem(showSensitiveKey(userId)) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.includes('.showSensitive.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether sensitive images show at once: never for visitors, and for a member only after they turned on
 * 显示敏感内容 in 个人设置 (stored per member in this browser). The setter is a no-op for visitors.
 */
export function useShowSensitive(): [boolean, (show: boolean) => void] {
  const { user } = useSession();
  const userId = user?.userId;
  const show = useSyncExternalStore(
    subscribe,
    () => read(userId),
    () => false,
  );
  const set = useCallback(
    (next: boolean) => {
      if (!userId) return;
      try {
        if (next) window.localStorage.setItem(showSensitiveKey(userId), '1');
        else window.localStorage.removeItem(showSensitiveKey(userId));
      } catch {
        // Private mode without storage: the choice lasts until the page reloads at most.
      }
      listeners.forEach((listener) => listener());
    },
    [userId],
  );
  return [show, set];
}
