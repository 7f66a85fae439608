import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createApiClient, type ApiClient } from '@yiying/api-client';
import { App } from '../app/app';
import { createAppRoutes } from '../app/router';

export interface RenderAppOptions {
  /** Client of the page; defaults to one pointed at `baseUrl`. */
  client?: ApiClient;
  baseUrl?: string;
  path?: string;
}

/** Renders the whole app (real routes, real providers) at `path` in a memory router. */
export interface RenderAppResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  client: ApiClient;
}

export function renderApp({ client, baseUrl = 'http://127.0.0.1:9', path = '/' }: RenderAppOptions = {}): RenderAppResult {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const api = client ?? createApiClient({ baseUrl, timeout: 5_000 });
  const utils = render(<App client={api} router={router} />);
  return { ...utils, router, client: api };
}
