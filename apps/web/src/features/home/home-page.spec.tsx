import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { FIRST_SCREEN } from '@yiying/models';
import { readFirstScreen } from '../../data/first-screen';
import { renderApp } from '../../test/render-app';
import {
  pagedEnvelope,
  sampleBanner,
  sampleContent,
  startFixtureServer,
  type FixtureAnswer,
  type FixtureServer,
} from '../../test/fixture-server';

let server: FixtureServer;
let contentAnswer: () => FixtureAnswer;
let bannerAnswer: () => FixtureAnswer;

beforeAll(async () => {
  server = await startFixtureServer({
    'GET /api/banner/list': () => bannerAnswer(),
    'GET /api/content/list': () => contentAnswer(),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.calls.length = 0;
  bannerAnswer = () => ({ body: pagedEnvelope([1, 2, 3].map(sampleBanner), 3, 6) });
  contentAnswer = () => ({
    body: pagedEnvelope(
      Array.from({ length: 9 }, (_, i) => sampleContent(i + 1)),
      64,
    ),
  });
});
afterEach(() => Cookies.remove('yiying-route-HotDetail', { path: '/' }));

describe('HomePage', () => {
  it('shows the home-major banners and the latest works from the server', async () => {
    const answer = contentAnswer;
    contentAnswer = () => ({ ...answer(), delayMs: 300 });
    renderApp({ baseUrl: server.url });
    const loading = await screen.findByRole('region', { name: '最新作品' });
    expect(within(loading).getByRole('status')).toHaveTextContent('加载中…');

    const carousel = await screen.findByRole('region', { name: '轮播图' });
    expect(within(carousel).getByRole('heading', { name: '首页横幅1' })).toBeInTheDocument();
    expect(within(carousel).getByText('横幅说明1')).toBeInTheDocument();

    const latest = screen.getByRole('region', { name: '最新作品' });
    const tiles = await within(latest).findAllByRole('listitem');
    expect(tiles).toHaveLength(9);
    // Title with its full-width ＃ normalised, author, like and forward counts.
    const first = tiles[0] as HTMLElement;
    expect(within(first).getByRole('heading')).toHaveTextContent('作品1#风光#');
    expect(within(first).getByText('摄影师1')).toBeInTheDocument();
    expect(within(first).getByText('101')).toBeInTheDocument();
    expect(within(first).getByText('21')).toBeInTheDocument();

    expect(server.calls).toEqual(
      expect.arrayContaining([
        'GET /api/banner/list?pageNum=1&pageSize=6&type=home-major',
        'GET /api/content/list?pageNum=1&pageSize=9',
      ]),
    );
    expect(document.title).toBe('首页 - 医影');
  });

  /** The block the server writes into the page, with one banner and nine works. */
  function writeFirstScreen(): HTMLScriptElement {
    const [params, config] = FIRST_SCREEN.every;
    const [banners, content, activityBanners, openActivities] = FIRST_SCREEN.home;
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN.elementId;
    block.textContent = JSON.stringify({
      [params]: { code: 200, msg: '操作成功', data: [{ key: 'title', value: '页面里的站点标题' }] },
      [config]: { code: 200, msg: '操作成功', data: { records: [], total: 0, size: 20, pages: 0, current: 1 } },
      [banners]: pagedEnvelope([sampleBanner(7)], 1, 6),
      [content]: pagedEnvelope(
        Array.from({ length: 9 }, (_, i) => sampleContent(i + 1)),
        64,
      ),
      [activityBanners]: pagedEnvelope([], 0, 6),
      [openActivities]: pagedEnvelope([], 0, 6),
      // A path the app does not know is left alone.
      '/api/unknown': { code: 200, data: 1 },
    });
    document.body.append(block);
    return block;
  }

  it('renders from the answers the server wrote into the page, without asking the server', async () => {
    const block = writeFirstScreen();
    try {
      renderApp({ baseUrl: server.url, initialCache: readFirstScreen(document) });
      const carousel = await screen.findByRole('region', { name: '轮播图' });
      expect(within(carousel).getByRole('heading', { name: '首页横幅7' })).toBeInTheDocument();
      const latest = screen.getByRole('region', { name: '最新作品' });
      expect(await within(latest).findAllByRole('listitem')).toHaveLength(9);
      expect(within(latest).queryByText('加载中…')).not.toBeInTheDocument();
      // Nothing asked: the banners, the works, the strip and the shell's settings all came with the page.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(server.calls).toEqual([]);
    } finally {
      block.remove();
    }
  });

  it('lets a signed-in member ask for the lists (what they liked) and take only the site settings from the page', async () => {
    const block = writeFirstScreen();
    try {
      renderApp({ baseUrl: server.url, initialCache: readFirstScreen(document, { member: true }) });
      const carousel = await screen.findByRole('region', { name: '轮播图' });
      expect(within(carousel).getByRole('heading', { name: '首页横幅1' })).toBeInTheDocument();
      expect(server.calls).toEqual(
        expect.arrayContaining([
          'GET /api/banner/list?pageNum=1&pageSize=6&type=home-major',
          'GET /api/content/list?pageNum=1&pageSize=9',
        ]),
      );
      expect(server.calls.filter((call) => call.startsWith('GET /api/config/'))).toEqual([]);
    } finally {
      block.remove();
    }
  });

  it('shows 暂无内容 when there is no content and no carousel without banners', async () => {
    contentAnswer = () => ({ body: { code: '0', desc: 'ok', rows: [], total: 0 } });
    bannerAnswer = () => ({ body: pagedEnvelope([], 0, 6) });
    renderApp({ baseUrl: server.url });
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '轮播图' })).not.toBeInTheDocument();
  });

  it('shows the Chinese error message and retries on 重试', async () => {
    contentAnswer = () => ({ status: 500, body: {} });
    renderApp({ baseUrl: server.url });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器内部错误');

    contentAnswer = () => ({ body: pagedEnvelope([sampleContent(1)], 1) });
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('摄影师1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a business error message from the envelope', async () => {
    contentAnswer = () => ({ body: { code: '5001', desc: '内容服务维护中' } });
    renderApp({ baseUrl: server.url });
    expect(await screen.findByRole('alert')).toHaveTextContent('内容服务维护中');
  });

  it('links each work to its detail address, which the detail page reads', async () => {
    const { router } = renderApp({ baseUrl: server.url });
    const title = await screen.findByRole('link', { name: '作品3#风光#' });
    expect(title).toHaveAttribute('href', '/hot/detail?contentId=content-3');
    await userEvent.click(title);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hot/detail'));
    expect(router.state.location.search).toBe('?contentId=content-3');
    // The detail page reads the id from the address and asks the server for that post.
    await waitFor(() => expect(server.calls).toContain('GET /api/content/detail/content-3?'));
    expect(await screen.findByRole('alert')).toHaveTextContent('作品不存在或已被删除');
    await act(async () => undefined);
  });
});
