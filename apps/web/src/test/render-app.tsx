import { render, type RenderResult } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import {
  createApiClient,
  createMemoryStorage,
  createSession,
  type ApiClient,
  type IdentityUser,
  type KeyValueStorage,
  type Session,
} from '@yiying/api-client';
import { App } from '../app/app';
import { createAppRouter, type AppRouter } from '../app/navigation/app-router';
import { SITE_NAME } from '../routing/site-name';
import { clearListSnapshots } from '../data/discovery';

export interface RenderAppOptions {
  baseUrl?: string;
  path?: string;
  /** Signs this member in before rendering (token `test-token`). */
  user?: Partial<IdentityUser> & { userId: string };
  storage?: KeyValueStorage;
  /** What the SWR cache starts with, e.g. `readFirstScreen(document)` of a page carrying the server's answers. */
  initialCache?: ReadonlyMap<string, { data: unknown }>;
}

export interface RenderAppResult extends RenderResult {
  router: AppRouter;
  client: ApiClient;
  session: Session;
  goToLogin: jest.Mock;
}

/** A complete member as the identity calls answer it. */
export function sampleUser(overrides: Partial<IdentityUser> & { userId: string }): IdentityUser {
  return {
    username: '用户0001',
    avatar: '',
    signature: null,
    mobile: '13800000001',
    type: 'user',
    loginType: 'password',
    role: 'member',
    hasPassword: true,
    certificateState: 'none',
    createTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A session on in-memory storage whose client talks to `baseUrl`. */
export function createTestSession(baseUrl: string, options: Pick<RenderAppOptions, 'user' | 'storage'> = {}) {
  const goToLogin = jest.fn();
  const session = createSession({
    storage: options.storage ?? createMemoryStorage(),
    siteName: SITE_NAME,
    client: (hooks) => createApiClient({ baseUrl, timeout: 5_000, ...hooks }),
    goToLogin,
  });
  if (options.user) {
    session.login({
      token: 'test-token',
      userId: options.user.userId,
      refreshToken: 'test-refresh',
      user: sampleUser(options.user),
    });
  }
  return { session, goToLogin };
}

/** Renders the whole app (real routes, real providers, a real session) at `path` in a memory router. */
export function renderApp({
  baseUrl = 'http://127.0.0.1:9',
  path = '/',
  user,
  storage,
  initialCache,
}: RenderAppOptions = {}): RenderAppResult {
  // Each render starts a new app: no list comes back from an earlier test's page.
  clearListSnapshots();
  const router = createAppRouter(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const { session, goToLogin } = createTestSession(baseUrl, { user, storage });
  const utils = render(<App session={session} router={router} initialCache={initialCache} />);
  return { ...utils, router, client: session.client, session, goToLogin };
}
