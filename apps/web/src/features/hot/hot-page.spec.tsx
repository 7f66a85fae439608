import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFixtureServer, sampleContent, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

let server: FixtureServer;
/** Whether the next hot-list call fails. */
let failNext = false;

function hotPage(query: URLSearchParams) {
  const type = query.get('type');
  const pageNum = Number(query.get('pageNum') ?? 1);
  // 13 posts: a full first page of 10, then 3.
  const all = Array.from({ length: 13 }, (_, i) => ({ ...sampleContent(i + 1), type: type ?? 'image' }));
  const records = all.slice((pageNum - 1) * 10, pageNum * 10);
  return { records, total: all.length, size: 10, current: pageNum, pages: 2 };
}

beforeEach(async () => {
  failNext = false;
  server = await startFixtureServer({
    'GET /api/banner/list': () => ok({ records: [], total: 0, size: 1, current: 1, pages: 0 }),
    'GET /api/content/hotList': (query) => {
      if (failNext) {
        failNext = false;
        return fail(503, '服务不可用');
      }
      return ok(hotPage(query));
    },
  });
});
afterEach(() => server.close());

const tiles = () => within(screen.getByRole('tabpanel')).queryAllByRole('listitem');
/** The newest call of the hot list (the header and footer make calls of their own meanwhile). */
const lastHotCall = () => server.calls.filter((call) => call.startsWith('GET /api/content/hotList')).at(-1);

describe('/hot', () => {
  it('loads pages of 10 by hot rank until the last, with 加载更多 as the fallback', async () => {
    renderApp({ baseUrl: server.url, path: '/hot' });
    expect(await screen.findByRole('heading', { level: 1, name: '热门' })).toBeInTheDocument();
    await waitFor(() => expect(tiles()).toHaveLength(10));
    expect(lastHotCall()).toBe('GET /api/content/hotList?pageNum=1&pageSize=10&hotNum=10');
    await userEvent.setup().click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(tiles()).toHaveLength(13));
    expect(lastHotCall()).toBe('GET /api/content/hotList?pageNum=2&pageSize=10&hotNum=10');
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  it('keeps the loaded posts when a page fails and retries the same page', async () => {
    renderApp({ baseUrl: server.url, path: '/hot' });
    await waitFor(() => expect(tiles()).toHaveLength(10));
    failNext = true;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(tiles()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(tiles()).toHaveLength(13));
    expect(server.calls.filter((c) => c.includes('pageNum=2'))).toHaveLength(2);
  });

  it('switches type by tab (mouse or arrow keys), reloading from the first page', async () => {
    renderApp({ baseUrl: server.url, path: '/hot' });
    await waitFor(() => expect(tiles()).toHaveLength(10));
    const user = userEvent.setup();
    const tabs = within(screen.getByRole('tablist', { name: '内容类型' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['全部', '图片', '视频', '文章', '话题']);
    await user.click(tabs[2]);
    await waitFor(() => expect(lastHotCall()).toContain('type=video'));
    expect(lastHotCall()).toContain('pageNum=1');
    tabs[2].focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '文章' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '文章' })).toHaveFocus();
    await waitFor(() => expect(lastHotCall()).toContain('type=article'));
    await waitFor(() => expect(tiles()).toHaveLength(10));
  });

  it('continues by the keyset cursor a page answers, and stops when the cursor runs out', async () => {
    server.close();
    server = await startFixtureServer({
      'GET /api/banner/list': () => ok({ records: [], total: 0, size: 1, current: 1, pages: 0 }),
      'GET /api/content/hotList': (query) => {
        const second = query.get('cursor') === 'k10';
        const records = Array.from({ length: 10 }, (_, i) => sampleContent(second ? i + 11 : i + 1));
        return ok({ records, total: 20, size: 10, current: 1, pages: 2, nextCursor: second ? null : 'k10' });
      },
    });
    renderApp({ baseUrl: server.url, path: '/hot' });
    await waitFor(() => expect(tiles()).toHaveLength(10));
    await userEvent.setup().click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(tiles()).toHaveLength(20));
    expect(lastHotCall()).toBe('GET /api/content/hotList?pageNum=2&pageSize=10&hotNum=10&cursor=k10');
    // A full last page, but no next cursor: the list is finished.
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('says so when there is nothing hot', async () => {
    server.close();
    server = await startFixtureServer({
      'GET /api/banner/list': () => ok({ records: [], total: 0, size: 1, current: 1, pages: 0 }),
      'GET /api/content/hotList': () => ok({ records: [], total: 0, size: 10, current: 1, pages: 0 }),
    });
    renderApp({ baseUrl: server.url, path: '/hot' });
    expect(await screen.findByText('暂无热门作品')).toBeInTheDocument();
  });
});
