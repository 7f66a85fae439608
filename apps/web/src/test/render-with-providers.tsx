import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  createApiClient,
  createMemoryStorage,
  createSession,
  type IdentityUser,
  type Session,
} from '@yiying/api-client';
import { AppProviders } from '../app/providers';
import { SITE_NAME } from '../routing/site-name';
import { sampleUser } from './render-app';
import { clearListSnapshots } from '../data/discovery';

/** The app's providers, for a test that renders without the memory router (data and feature specs never import app/). */
export { AppProviders };

export interface RenderWithProvidersOptions {
  /** The transport of the api client (`createApiClient({ fetch })`). */
  fetch: typeof fetch;
  /** Signs this member in before rendering. */
  user?: Partial<IdentityUser> & { userId: string };
  /** Location of the memory router around `ui`. */
  path?: string;
}

/**
 * Renders a feature component with the app's real providers (api client, session, SWR cache,
 * theme) inside a memory router, its client answering through `fetch`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { fetch, user, path = '/' }: RenderWithProvidersOptions,
): RenderResult & { session: Session } {
  // Each render starts a new app: no list comes back from an earlier test's page.
  clearListSnapshots();
  const session = createSession({
    storage: createMemoryStorage(),
    siteName: SITE_NAME,
    client: (hooks) => createApiClient({ baseUrl: 'http://yiying.test', fetch, timeout: 5_000, ...hooks }),
    goToLogin: () => undefined,
  });
  if (user) {
    session.login({ token: 'test-token', userId: user.userId, refreshToken: 'test-refresh', user: sampleUser(user) });
  }
  const utils = render(
    <AppProviders client={session.client} session={session}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, session };
}
