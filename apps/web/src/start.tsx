import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { createApiClient, createMemoryStorage, createSession, type KeyValueStorage } from '@yiying/api-client';
import { App } from './app/app';
import { deferPartsUntilSeen } from './boot/deferred-part';
import { preloadHeaderMember } from './app/layout/site-header';
import { createAppRouter } from './app/navigation/app-router';
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
 * the task after the one that evaluated the page's modules, so the browser paints and answers input in between (the
 * first read of storage and the routes' preparation take a while). `clicks`: the clicks the entry has held on the
 * server's markup since it ran, given back once their buttons are taken over.
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

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">.');

  const member = session.isLoggedIn();
  // A member's header part is a chunk of its own: it comes with the page's code, so the page shows whole at once.
  const memberPart = member ? preloadHeaderMember() : undefined;
  const app = (
    <StrictMode>
      <App session={session} router={router} initialCache={readFirstScreen(document, { member })} />
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
