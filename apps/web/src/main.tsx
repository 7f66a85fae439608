import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { createApiClient, createMemoryStorage, createSession, type KeyValueStorage } from '@yiying/api-client';
import { App } from './app/app';
import { createAppRouter } from './app/navigation/app-router';
import { routePath } from './app/routes';
import { SITE_NAME } from './app/session';
import { loginPath } from './app/session/login-path';
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

createRoot(container).render(
  <StrictMode>
    <App session={session} router={router} initialCache={readFirstScreen(document, { member: session.isLoggedIn() })} />
  </StrictMode>,
);
