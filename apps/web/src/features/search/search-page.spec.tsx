import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

let server: FixtureServer;

beforeEach(async () => {
  server = await startFixtureServer({
    'GET /api/ee/search': (query) => {
      const title = query.get('title') ?? '';
      const type = query.get('type') ?? 'content';
      if (type !== 'content') return ok({ records: [], total: 0, size: 10, current: 1, pages: 0 });
      return ok({
        records: [
          {
            type: 'content',
            id: 'p7',
            title: `清晨${title}中的病房`,
            createTime: '2026-05-01T08:00:00.000Z',
            highlight: [
              { text: '清晨', match: false },
              { text: title, match: true },
              { text: '中的病房', match: false },
            ],
          },
        ],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      });
    },
  });
});
afterEach(() => server.close());

describe('/home/search', () => {
  it('searches from the header box and marks the matched words', async () => {
    const { router } = renderApp({ baseUrl: server.url, path: '/' });
    const box = await screen.findByRole('searchbox', { name: '搜索作品、用户、活动' });
    const user = userEvent.setup();
    await user.type(box, '晨曦{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${encodeURIComponent('晨曦')}`));
    const results = await screen.findByRole('list', { name: '搜索结果' }, { timeout: 5000 });
    const link = within(results).getByRole('link', { name: /清晨\s*晨曦\s*中的病房/ });
    expect(link).toHaveTextContent('清晨晨曦中的病房');
    expect(link).toHaveAttribute('href', '/hot/detail?contentId=p7');
    expect(link.querySelector('mark')).toHaveTextContent('晨曦');
    expect(server.calls.filter((call) => call.startsWith('GET /api/ee/search')).at(-1)).toBe(
      `GET /api/ee/search?pageNum=1&pageSize=10&title=${encodeURIComponent('晨曦')}&type=content`,
    );
  });

  it('has the tabs 用户 / 作品 / 活动 and says when a tab has nothing', async () => {
    renderApp({ baseUrl: server.url, path: `/home/search?search=${encodeURIComponent('李')}` });
    const tabs = await screen.findByRole('tablist', { name: '搜索类型' }, { timeout: 5000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['用户', '作品', '活动']);
    expect(within(tabs).getByRole('tab', { name: '作品' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(within(tabs).getByRole('tab', { name: '用户' }));
    expect(await screen.findByText('没有找到与「李」相关的用户')).toBeInTheDocument();
    expect(server.calls.at(-1)).toContain('type=user');
  });

  it('asks for words when there are none', async () => {
    renderApp({ baseUrl: server.url, path: '/home/search' });
    expect(await screen.findByText('请输入搜索内容', {}, { timeout: 5000 })).toBeInTheDocument();
    // The header and footer read the site parameters and configuration on every page.
    expect(server.calls.filter((c) => !c.startsWith('GET /api/config/'))).toEqual([]);
  });
});
