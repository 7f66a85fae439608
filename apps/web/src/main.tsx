import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { createApiClient } from '@yiying/api-client';
import { App } from './app/app';
import { createAppRoutes } from './app/router';
import { clearStoredSession, readStoredToken } from './app/session';

dayjs.locale('zh-cn');

const client = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  getToken: () => readStoredToken()?.token,
  getUserId: () => readStoredToken()?.userId,
  onUnauthorized: clearStoredSession,
});

const router = createBrowserRouter(createAppRoutes());

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
