import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import {
  createApiClient,
  createMemoryStorage,
  createSession,
  type KeyValueStorage,
  type Session,
} from '@yiying/api-client';
import { App } from './app/app';
import { deferPartsUntilSeen } from './boot/deferred-part';
import { preloadHeaderMember } from './app/layout/site-header';
import { createAppRouter, type AppRouter } from './app/navigation/app-router';
import { prepareRoute } from './app/router';
import { routePath } from './routing/routes';
import { SITE_NAME } from './routing/site-name';
import { loginPath } from './routing/login-path';
import type { EarlyClicks } from './boot/early-clicks';
import { readFirstScreen } from './data/first-screen';

function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem(SITE_NAME);
    return storage;
  } catch {
    // Storage blocked by privacy settings: the login lasts as long as the page.
    return createMemoryStorage();
  }
}

/**
 * Starts the app: the router, the session (the login kept in storage) and taking the page over. The entry runs it in
 * the task after the one that evaluated the page's modules, and it takes the page over in the task after its own, so
 * the browser paints and answers input in between (the first read of storage, the page's answers and the routes'
 * preparation take a while). `clicks`: the clicks the entry has held on the server's markup since it ran, given back
 * once their buttons are taken over.
 */
export function start(clicks?: EarlyClicks): void {
  const router = createAppRouter(UNSAFE_createBrowserHistory({ v5Compat: true }));

  const session = createSession({
    storage: browserStorage(),
    siteName: SITE_NAME,
    client: (hooks) =>
      createApiClient({
        baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
        ...hooks,
      }),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    goToLogin: (returnTo) => {
      if (window.location.pathname === routePath('Login')) return;
      void router.navigate(loginPath(returnTo), { replace: true });
    },
  });

  // Another tab logged in, out, or refreshed the token.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === session.keys.token || event.key === session.keys.user) session.sync();
  });
  void session.start();

  const member = session.isLoggedIn();
  const initialCache = readFirstScreen(document, { member });
  // The rest in a task of its own: with the storage's first read, the session and the page's answers above, matching
  // the route and building the app in the same task would hold the page for several frames on a slow phone.
  setTimeout(() => takeOver(router, session, initialCache, clicks), 0);
}

/** Renders the app into the page, taking the server's markup over when there is some. */
function takeOver(
  router: AppRouter,
  session: Session,
  initialCache: Map<string, { data: unknown }>,
  clicks?: EarlyClicks,
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">.');

  const member = session.isLoggedIn();
  // A member's header part is a chunk of its own: it comes with the page's code, so the page shows whole at once.
  const memberPart = member ? preloadHeaderMember() : undefined;
  const app = (
    <StrictMode>
      <App session={session} router={router} initialCache={initialCache} />
    </StrictMode>
  );

  // The server writes a visitor's first screen into the page. Once the page's code is here, a visitor's browser takes
  // the markup over (as a transition, so the work yields to input and paint; clicks before a button is taken over are
  // held for it); a member's page differs from it (the header, their likes), so it is built anew and replaces the markup.
  if (container.firstElementChild) {
    // The parts below the first screen keep the server's markup until they are seen (see deferred-part).
    if (!member) deferPartsUntilSeen();
    const show = () => {
      if (member) createRoot(container).render(app);
      else startTransition(() => void hydrateRoot(container, app));
      clicks?.start();
    };
    void Promise.all([prepareRoute(router.state.location), memberPart]).then(show, show);
  } else {
    createRoot(container).render(app);
    clicks?.start();
  }
}
