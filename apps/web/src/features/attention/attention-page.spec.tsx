import { screen, within } from '@testing-library/react';
import { ok, startFixtureServer, sampleContent, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

let server: FixtureServer;
let followed: ReturnType<typeof sampleContent>[];

beforeEach(async () => {
  followed = [];
  server = await startFixtureServer(
    {
      'GET /web/content/attentionList': () =>
        ok({ records: followed, total: followed.length, size: 9, current: 1, pages: 1 }),
      'GET /api/content/hotList': () =>
        ok({
          records: [sampleContent(1), sampleContent(2), sampleContent(2)],
          total: 3,
          size: 30,
          current: 1,
          pages: 1,
        }),
    },
    (route) =>
      route.startsWith('GET /web/user/attention/') ? () => ok({ attention: false, mutual: false }) : undefined,
  );
});
afterEach(() => server.close());

describe('/attention', () => {
  it('shows the posts of the members I follow', async () => {
    followed = [sampleContent(5)];
    renderApp({ baseUrl: server.url, path: '/attention', user: { userId: 'u1' } });
    expect(await screen.findByRole('heading', { level: 3, name: /作品5/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(server.calls).toContain('GET /web/content/attentionList?pageNum=1&pageSize=9');
    expect(screen.queryByRole('heading', { name: '推荐关注' })).not.toBeInTheDocument();
  });

  it('suggests hot authors to follow, each once, when nobody I follow has posted', async () => {
    renderApp({ baseUrl: server.url, path: '/attention', user: { userId: 'u1' } });
    expect(
      await screen.findByText('你关注的人还没有发布作品，去关注更多创作者吧', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const suggestions = await screen.findByRole('region', { name: '推荐关注' });
    const items = within(suggestions).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: '摄影师1' })).toHaveAttribute(
      'href',
      '/user/homepage?userId=user-1',
    );
    expect(within(items[1]).getByRole('link', { name: '摄影师2' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: '加关注' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    renderApp({ baseUrl: server.url, path: '/attention' });
    expect(await screen.findByRole('link', { name: '去登录' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/my/login?redirect=%2Fattention',
    );
    // The header and footer read the site parameters and configuration on every page.
    expect(server.calls.filter((c) => !c.startsWith('GET /api/config/'))).toEqual([]);
  });
});
