import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { contentRoutes } from '../../test/content-store';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

let server: FixtureServer;
let store: ReturnType<typeof contentRoutes>;

beforeEach(async () => {
  store = contentRoutes('u1');
  server = await startFixtureServer(store.routes, store.dynamic);
  const create = store.routes['POST /web/content/create'];
  create(new URLSearchParams(), {
    headers: {},
    body: { type: 'pound', state: 'publish', title: '#春日摄影#樱花', content: '医院门口的樱花开了' },
  });
});
afterEach(async () => {
  await server.close();
  Cookies.remove('yiying-route-HotDetail', { path: '/' });
});

describe('/home/pound', () => {
  it('lists topic posts with topic links for a visitor, who is asked to log in to post', async () => {
    renderApp({ baseUrl: server.url, path: '/home/pound' });
    const list = await screen.findByRole('region', { name: '话题帖' }, { timeout: 5000 });
    expect(await within(list).findByText('医院门口的樱花开了')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '#春日摄影#' })).toHaveAttribute(
      'href',
      `/home/pound?talkTopic=${encodeURIComponent('春日摄影')}`,
    );
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(server.seen.find((c) => c.route === 'GET /api/content/list')?.query.get('type')).toBe('pound');
  });

  it('lets a member post to the topic of the page', async () => {
    const { router } = renderApp({
      baseUrl: server.url,
      path: `/home/pound?talkTopic=${encodeURIComponent('春日摄影')}`,
      user: { userId: 'u1', username: '小李' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '#春日摄影#' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.seen.find((c) => c.route === 'GET /api/content/list')?.query.get('talkTopic')).toBe('春日摄影'),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '参与 #春日摄影#' }));
    expect(screen.getByRole('combobox', { name: /标题/ })).toHaveValue('#春日摄影#');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findAllByText('请输入内容')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('内容'), '下班路上拍的');
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hot/detail'));
    expect(store.posts[0]).toMatchObject({
      type: 'pound',
      title: '#春日摄影#',
      content: '下班路上拍的',
      state: 'publish',
    });
  });
});
