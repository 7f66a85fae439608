import { AUTO_LOGIN_WINDOW, TOKEN_REFRESH_INTERVAL, storageKey } from '@yiying/models';
import {
  createApiClient,
  createMemoryStorage,
  createSession,
  type IdentityUser,
  type KeyValueStorage,
  type SessionOptions,
  type SessionTimers,
} from '../../index.js';
import { closedPort, startFixtureServer, type FixtureServer } from '../../test/http-fixture.js';

const user = (userId: string, username = '用户0001'): IdentityUser => ({
  userId,
  username,
  avatar: '',
  signature: null,
  mobile: '13800000001',
  type: 'user',
  loginType: 'password',
  role: 'member',
  hasPassword: true,
  certificateState: 'none',
  createTime: '2026-01-01T00:00:00.000Z',
});

/** A tiny identity server: refresh tokens rotate, a reused one is refused. */
let server: FixtureServer;
let live = new Set<string>();
let issued = 0;
function issue(userId = 'u1') {
  issued += 1;
  const data = {
    token: `access-${issued}`,
    userId,
    refreshToken: `refresh-${issued}`,
    user: user(userId),
  };
  live.add(data.refreshToken);
  return data;
}

beforeAll(async () => {
  server = await startFixtureServer({
    'POST /web/sso/refreshToken': (req) => {
      const { refreshToken } = req.body as { refreshToken: string };
      if (!live.delete(refreshToken)) return { status: 401, body: { code: 401, msg: '用户未登录' } };
      return { body: { code: 200, msg: '成功', data: issue() } };
    },
    'POST /web/user/logout': (req) =>
      req.headers['authorization']
        ? { body: { code: 200, msg: '成功', data: {} } }
        : { status: 401, body: { code: 401, msg: '用户未登录' } },
    'GET /web/user/current': (req) =>
      req.headers['authorization'] === 'revoked'
        ? { status: 401, body: { code: 401, msg: '用户未登录' } }
        : {
            body: {
              code: 200,
              msg: '成功',
              data: user(String(req.headers['uuid']), '新昵称'),
            },
          },
    'GET /slow-refresh': () => ({ delayMs: 50, body: {} }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  live = new Set();
  issued = 0;
  server.requests.length = 0;
});

function manualTimers() {
  const active = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: SessionTimers & { fire(): void; intervals(): number[] } = {
    setInterval: (callback, ms) => {
      active.set(next, { callback, ms });
      return next++;
    },
    clearInterval: (handle) => {
      active.delete(handle as number);
    },
    fire: () => active.forEach((t) => t.callback()),
    intervals: () => [...active.values()].map((t) => t.ms),
  };
  return timers;
}

const TOKEN_KEY = storageKey('yiying', 'userToken');
const USER_KEY = storageKey('yiying', 'userInfo');

function setup(
  overrides: Partial<SessionOptions> & {
    storage?: KeyValueStorage;
    baseUrl?: string;
  } = {},
) {
  const storage = overrides.storage ?? createMemoryStorage();
  const timers = manualTimers();
  let clock = Date.UTC(2026, 0, 1, 8);
  const goToLogin = jest.fn();
  const session = createSession({
    storage,
    siteName: 'yiying',
    timers,
    now: () => clock,
    goToLogin,
    currentPath: () => '/my/info?tab=1',
    client: (hooks) =>
      createApiClient({
        baseUrl: overrides.baseUrl ?? server.url,
        timeout: 2_000,
        ...hooks,
      }),
    ...overrides,
  });
  return {
    session,
    storage,
    timers,
    goToLogin,
    tick: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

const stored = (storage: KeyValueStorage, key: string) =>
  JSON.parse(storage.getItem(key) ?? 'null') as Record<string, unknown> | null;
const paths = () => server.requests.map((r) => `${r.method} ${r.path}`);

describe('createSession', () => {
  it('stores token and user info under co.web + site name keys; logged in means a userId', () => {
    const { session, storage, now } = setup();
    expect(session.keys).toEqual({ token: TOKEN_KEY, user: USER_KEY });
    expect(session.isLoggedIn()).toBe(false);
    const seen = jest.fn();
    const unsubscribe = session.subscribe(seen);
    session.login(issue());
    expect(stored(storage, TOKEN_KEY)).toEqual({
      token: 'access-1',
      userId: 'u1',
      refreshToken: 'refresh-1',
      storedAt: now(),
    });
    expect(stored(storage, USER_KEY)).toMatchObject({
      userId: 'u1',
      username: '用户0001',
    });
    expect(session.isLoggedIn()).toBe(true);
    expect(session.snapshot()).toMatchObject({
      loggedIn: true,
      token: { token: 'access-1', userId: 'u1', refreshToken: 'refresh-1' },
    });
    expect(seen).toHaveBeenCalledTimes(1);
    unsubscribe();
    session.setUser({ ...user('u1'), userId: '' });
    expect(session.isLoggedIn()).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(() => session.subscribe(undefined as unknown as () => void)).toThrow('needs a function');
  });

  it('sends the stored token and user id with requests', async () => {
    const { session } = setup();
    session.login(issue('u9'));
    await session.reloadUser();
    const seen = server.requests.at(-1);
    expect(seen?.headers['authorization']).toBe('access-1');
    expect(seen?.headers['uuid']).toBe('u9');
    expect(session.snapshot().user?.username).toBe('新昵称');
  });

  it('auto-login: a token younger than 10 h is refreshed on start, then every 3,600,000 ms', async () => {
    const first = setup();
    first.session.login(issue());
    // Same storage, 9 h 59 min later: a new page load.
    const { session, storage, timers, tick } = setup({
      storage: first.storage,
    });
    tick(AUTO_LOGIN_WINDOW - 60_000);
    expect(session.snapshot().ready).toBe(true);
    const starting = session.start();
    expect(session.snapshot()).toMatchObject({ ready: false, loggedIn: true });
    await starting;
    expect(session.snapshot().ready).toBe(true);
    expect(paths()).toEqual(['POST /web/sso/refreshToken']);
    expect(server.requests[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(stored(storage, TOKEN_KEY)).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
    });
    expect(timers.intervals()).toEqual([TOKEN_REFRESH_INTERVAL]);
    expect(session.start()).toBe(session.start());

    timers.fire();
    await until(() => session.snapshot().token?.token === 'access-3');
    expect(server.requests.at(-1)?.body).toEqual({ refreshToken: 'refresh-2' });
    session.stop();
    expect(timers.intervals()).toEqual([]);
  });

  it('auto-login: a token of 10 h or more is cleared without a call', async () => {
    const first = setup();
    first.session.login(issue());
    const { session, storage, tick } = setup({ storage: first.storage });
    tick(AUTO_LOGIN_WINDOW);
    await session.start();
    expect(paths()).toEqual([]);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('user info without a token is not a login', async () => {
    const storage = createMemoryStorage({
      [USER_KEY]: JSON.stringify(user('u1')),
    });
    const { session } = setup({ storage });
    expect(session.isLoggedIn()).toBe(true);
    await session.start();
    expect(session.isLoggedIn()).toBe(false);
    expect(storage.getItem(USER_KEY)).toBeNull();
  });

  it('a refused refresh removes the stored token (and the user info)', async () => {
    const { session, storage, goToLogin } = setup();
    session.login(issue());
    live.clear(); // The server revoked the family.
    await expect(session.refresh()).resolves.toBe(false);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
    // Housekeeping does not throw the visitor onto the login page.
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('a refresh that gets no answer keeps the session for the next try', async () => {
    const port = await closedPort();
    const { session, storage } = setup({ baseUrl: `http://127.0.0.1:${port}` });
    session.login(issue());
    await expect(session.refresh()).resolves.toBe(false);
    expect(stored(storage, TOKEN_KEY)).toMatchObject({ token: 'access-1' });
    expect(session.isLoggedIn()).toBe(true);
  });

  it('refreshes once when asked twice at the same time (a rotated token must not be reused)', async () => {
    const { session } = setup();
    session.login(issue());
    const [a, b] = await Promise.all([session.refresh(), session.refresh()]);
    expect([a, b]).toEqual([true, true]);
    expect(paths()).toEqual(['POST /web/sso/refreshToken']);
    expect(session.snapshot().token?.refreshToken).toBe('refresh-2');
  });

  it('adopts a token another tab refreshed instead of rotating it again', async () => {
    const storage = createMemoryStorage();
    const tabA = setup({ storage });
    tabA.session.login(issue());
    const tabB = setup({ storage });
    await Promise.all([tabA.session.start(), tabB.session.start()]);
    // Both tabs start at once: the second refresh reads the token the first one stored, if any.
    await until(() => tabA.session.isLoggedIn() && tabB.session.isLoggedIn());
    tabA.session.sync();
    tabB.session.sync();
    const before = issued;
    server.requests.length = 0;
    tabB.timers.fire();
    await until(() => issued === before + 1);
    await until(() => tabB.session.snapshot().token?.refreshToken === `refresh-${issued}`);
    // A's hourly tick finds B's newer token: it adopts it and sends nothing.
    tabA.timers.fire();
    await new Promise((r) => setTimeout(r, 30));
    expect(paths()).toEqual(['POST /web/sso/refreshToken']);
    expect(tabA.session.snapshot().token).toEqual(tabB.session.snapshot().token);
    expect(tabA.session.isLoggedIn()).toBe(true);
  });

  it('a 401 clears user and token and sends the person to login with the way back', async () => {
    const { session, storage, goToLogin } = setup();
    session.login({ ...issue(), token: 'revoked' });
    await expect(session.client.user.current()).rejects.toMatchObject({
      status: 401,
    });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(goToLogin).toHaveBeenCalledWith('/my/info?tab=1');
  });

  it('logout calls the server, then clears — even when the server already forgot the token', async () => {
    const { session, storage } = setup();
    session.login(issue());
    await session.logout();
    expect(paths()).toEqual(['POST /web/user/logout']);
    expect(server.requests[0]?.headers['authorization']).toBe('access-1');
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(session.isLoggedIn()).toBe(false);

    session.login({ ...issue(), token: '' });
    storage.setItem(
      TOKEN_KEY,
      JSON.stringify({
        token: 'x',
        userId: 'u1',
        refreshToken: 'r',
        storedAt: 0,
      }),
    );
    session.sync();
    await session.logout();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('does not ask who is signed in while logging out (the revoked token would only earn a 401)', async () => {
    const { session } = setup();
    session.login(issue());
    const leaving = session.logout();
    await expect(session.reloadUser()).resolves.toBeNull();
    await leaving;
    expect(paths()).toEqual(['POST /web/user/logout']);
    expect(session.isLoggedIn()).toBe(false);
  });

  it('survives a storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const { session } = setup({ storage: broken });
    session.login(issue());
    expect(session.isLoggedIn()).toBe(true);
    session.clear();
    expect(session.isLoggedIn()).toBe(false);
  });
});
