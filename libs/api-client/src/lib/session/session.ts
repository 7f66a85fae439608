import { AUTO_LOGIN_WINDOW, TOKEN_REFRESH_INTERVAL, isLoggedIn, storageKey, type StoredToken } from '@yiying/models';
import type { ApiClient } from '../client.js';
import { isApiError } from '../errors/api-error.js';
import type { UnauthorizedError } from '../errors/unauthorized-error.js';
import type { IdentityUser, SessionData } from '@yiying/models';
import type { KeyValueStorage } from './storage.js';

/** The stored token plus when it was stored, so auto-login can tell its age. */
export interface StoredSessionToken extends StoredToken {
  /** Epoch ms of the login or last refresh. */
  storedAt: number;
}

/** Hooks a client needs to act for the session; pass them to `createApiClient`. */
export interface SessionClientHooks {
  getToken(): string | undefined;
  getUserId(): string | undefined;
  onUnauthorized(error: UnauthorizedError): void;
}

/** Interval timers; injected so tests drive time by hand. */
export interface SessionTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface SessionOptions {
  /** The client, or a factory receiving the hooks that tie a new client to this session. */
  client: ApiClient | ((hooks: SessionClientHooks) => ApiClient);
  storage: KeyValueStorage;
  /** Site name in the storage keys: `co.web` + site name + kind. */
  siteName: string;
  timers?: SessionTimers;
  now?(): number;
  /** Sends the person to the login page after a 401; `returnTo` is where to come back. */
  goToLogin?(returnTo: string | undefined): void;
  /** Where the person is now (path + query), used as `returnTo`. */
  currentPath?(): string | undefined;
  /** Default 3,600,000 ms (spec §9). */
  refreshInterval?: number;
  /** Default 36,000,000 ms = 10 h (spec §9). */
  autoLoginWindow?: number;
}

/** What the UI reads; a new object after every change (safe for `useSyncExternalStore`). */
export interface SessionSnapshot {
  user: IdentityUser | null;
  token: StoredToken | null;
  /** Logged in means the stored user info has a userId (spec §6). */
  loggedIn: boolean;
  /**
   * False while `start()` checks the stored token; member calls made before it settles could
   * carry an expired token, so protected screens wait for it.
   */
  ready: boolean;
}

export interface Session {
  readonly client: ApiClient;
  /** Hooks to give a client created outside `createSession`. */
  readonly hooks: SessionClientHooks;
  readonly keys: { readonly token: string; readonly user: string };
  snapshot(): SessionSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  isLoggedIn(): boolean;
  /**
   * Auto-login, then an hourly refresh: a stored token younger than the auto-login window is
   * refreshed, an older one is cleared. Calling it again returns the same promise.
   */
  start(): Promise<void>;
  /** Stops the hourly refresh. */
  stop(): void;
  /** Stores the session a login, sign-up or QR login answered. */
  login(data: SessionData): void;
  /**
   * Rotates the token. A refused refresh removes the stored token (and the user info, which
   * would otherwise claim a login the server no longer knows); a network failure keeps both.
   */
  refresh(): Promise<boolean>;
  /** Reloads the user info from the server. */
  reloadUser(): Promise<IdentityUser | null>;
  /** Replaces the stored user info (after a profile change). */
  setUser(user: IdentityUser): void;
  /** Calls the logout endpoint, then clears the stored user info and token whatever it answered. */
  logout(): Promise<void>;
  /** Forgets the stored user info and token. */
  clear(): void;
  /** Re-reads the storage (another tab logged in, out or refreshed). */
  sync(): void;
}

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

function isStoredToken(value: Partial<StoredSessionToken> | null): value is StoredSessionToken {
  return Boolean(value && typeof value.token === 'string' && value.token && typeof value.refreshToken === 'string');
}

/** A refresh the server refused, as opposed to one that never got an answer. */
function isRefused(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

const DEFAULT_TIMERS: SessionTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * The login state of one browser profile, kept in `storage` under `co.web<site>.userToken` and
 * `co.web<site>.userInfo`. Framework-free: storage, timers, clock and navigation are injected.
 * @example
 * const session = createSession({ storage: localStorage, siteName: 'yiying',
 *   client: (hooks) => createApiClient({ baseUrl: '', ...hooks }), goToLogin: (to) => navigate(to) });
 * void session.start();
 */
export function createSession(options: SessionOptions): Session {
  const { storage, siteName } = options;
  const timers = options.timers ?? DEFAULT_TIMERS;
  const now = options.now ?? Date.now;
  const refreshInterval = options.refreshInterval ?? TOKEN_REFRESH_INTERVAL;
  const autoLoginWindow = options.autoLoginWindow ?? AUTO_LOGIN_WINDOW;
  const keys = {
    token: storageKey(siteName, 'userToken'),
    user: storageKey(siteName, 'userInfo'),
  } as const;

  const listeners = new Set<() => void>();
  let token: StoredSessionToken | null = null;
  let user: IdentityUser | null = null;
  let current: SessionSnapshot = {
    user: null,
    token: null,
    loggedIn: false,
    ready: true,
  };
  let ready = true;
  /** A logout call is under way. */
  let leaving = false;
  let started: Promise<void> | null = null;
  let interval: unknown = null;
  let refreshing: Promise<boolean> | null = null;

  function publicToken(t: StoredSessionToken | null): StoredToken | null {
    return t ? { token: t.token, userId: t.userId, refreshToken: t.refreshToken } : null;
  }

  function emit() {
    current = {
      user,
      token: publicToken(token),
      loggedIn: isLoggedIn(user),
      ready,
    };
    for (const listener of [...listeners]) listener();
  }

  function safely(action: () => void) {
    try {
      action();
    } catch {
      // Storage may be full or blocked; the session still works for this page.
    }
  }

  function read(): {
    token: StoredSessionToken | null;
    user: IdentityUser | null;
  } {
    let storedToken: Partial<StoredSessionToken> | null = null;
    let storedUser: IdentityUser | null = null;
    safely(() => {
      storedToken = parse<Partial<StoredSessionToken>>(storage.getItem(keys.token));
      storedUser = parse<IdentityUser>(storage.getItem(keys.user));
    });
    return {
      token: isStoredToken(storedToken) ? storedToken : null,
      user: storedUser,
    };
  }

  function load() {
    const stored = read();
    token = stored.token;
    user = stored.user;
  }

  function saveToken(next: StoredSessionToken | null) {
    token = next;
    safely(() => (next ? storage.setItem(keys.token, JSON.stringify(next)) : storage.removeItem(keys.token)));
  }

  function saveUser(next: IdentityUser | null) {
    user = next;
    safely(() => (next ? storage.setItem(keys.user, JSON.stringify(next)) : storage.removeItem(keys.user)));
  }

  function store(data: SessionData) {
    saveToken({
      token: data.token,
      userId: data.userId,
      refreshToken: data.refreshToken,
      storedAt: now(),
    });
    saveUser(data.user);
    emit();
  }

  function clear() {
    saveToken(null);
    saveUser(null);
    emit();
  }

  const hooks: SessionClientHooks = {
    getToken: () => token?.token,
    getUserId: () => token?.userId ?? user?.userId,
    onUnauthorized: () => {
      clear();
      options.goToLogin?.(options.currentPath?.());
    },
  };

  const client = typeof options.client === 'function' ? options.client(hooks) : options.client;

  async function doRefresh(): Promise<boolean> {
    const used = read().token ?? token;
    if (!used) return false;
    try {
      store(await client.sso.refreshToken(used.refreshToken));
      return true;
    } catch (error) {
      const latest = read();
      if (latest.token && latest.token.refreshToken !== used.refreshToken) {
        // Another tab rotated the token while this request was out; its token is the live one.
        token = latest.token;
        user = latest.user;
        emit();
        return true;
      }
      if (isRefused(error)) clear();
      return false;
    }
  }

  function refresh(): Promise<boolean> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function tick() {
    const latest = read();
    if (!latest.token) {
      if (token || user) {
        load();
        emit();
      }
      return;
    }
    if (latest.token.token !== token?.token) {
      // Another tab refreshed within this interval: adopt its token instead of rotating it again.
      token = latest.token;
      user = latest.user;
      emit();
      return;
    }
    void refresh();
  }

  async function autoLogin() {
    const stored = read();
    if (!stored.token) {
      // User info without a token cannot call anything: it is not a login.
      if (stored.user) clear();
      return;
    }
    const age = now() - (Number.isFinite(stored.token.storedAt) ? stored.token.storedAt : -Infinity);
    if (!(age >= 0 && age < autoLoginWindow)) {
      clear();
      return;
    }
    await refresh();
  }

  load();
  emit();

  return {
    client,
    hooks,
    keys,
    snapshot: () => current,
    subscribe(listener) {
      if (typeof listener !== 'function') throw new TypeError('session.subscribe(listener) needs a function.');
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isLoggedIn: () => isLoggedIn(user),
    start() {
      if (started) return started;
      interval = timers.setInterval(tick, refreshInterval);
      ready = false;
      emit();
      started = autoLogin().finally(() => {
        ready = true;
        emit();
      });
      return started;
    },
    stop() {
      if (interval !== null) timers.clearInterval(interval);
      interval = null;
      started = null;
    },
    login: store,
    refresh,
    async reloadUser() {
      // While logging out the token is being revoked: asking who is signed in would only earn a 401 and a trip to
      // the login page (the revoked token's socket closes before the logout call answers).
      if (!token || leaving) return null;
      const fresh = await client.user.current();
      saveUser(fresh);
      emit();
      return fresh;
    },
    setUser(next) {
      saveUser(next);
      emit();
    },
    async logout() {
      leaving = true;
      try {
        if (token) await client.user.logout();
      } catch {
        // The server may already have forgotten the token; the browser forgets it regardless.
      } finally {
        clear();
        leaving = false;
      }
    },
    clear,
    sync() {
      load();
      emit();
    },
  };
}
