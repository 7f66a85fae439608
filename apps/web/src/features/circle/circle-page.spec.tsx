import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, fail, startFixtureServer, sampleContent, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

// The page's lazy chunk compiles on first use in jsdom.
jest.setTimeout(30_000);
const LOAD = { timeout: 8_000 };

let server: FixtureServer;
let joined: Set<string>;
let posts: Array<ReturnType<typeof sampleContent> & { circleId: string }>;
/** Circles whose cover is a stored picture with renditions. */
let storedCovers: Set<string>;

const coverImageOf = (id: string) => ({
  url: `/files/u/${id}.jpg`,
  width: 1600,
  height: 900,
  placeholder: 'mHcGbJaDh4dweHh3iIeAhgi4iA==',
  renditions: [
    { url: `/files/u/${id}-320.webp`, width: 320, height: 180, type: 'image/webp' },
    { url: `/files/u/${id}-640.webp`, width: 640, height: 360, type: 'image/webp' },
  ],
});

function circle(id: string, name: string, star = false) {
  return {
    circleId: id,
    name,
    cover: storedCovers.has(id) ? `/files/u/${id}.jpg` : '',
    coverImage: storedCovers.has(id) ? coverImageOf(id) : null,
    description: `${name}的简介`,
    enabled: 1,
    starFlag: star ? 'yes' : 'no',
    sort: 0,
    subscribeNum: joined.has(id) ? 1 : 0,
    contentNum: posts.filter((p) => p.circleId === id).length,
    createBy: null,
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
    subscribed: joined.has(id),
    subscribeId: joined.has(id) ? `s-${id}` : null,
  };
}

const CIRCLES = [
  ['c1', '风光摄影'],
  ['c2', '手术室纪实', true],
] as const;

function page<T>(records: T[]) {
  return ok({ records, total: records.length, size: 12, current: 1, pages: 1 });
}

beforeEach(async () => {
  joined = new Set();
  posts = [];
  storedCovers = new Set();
  server = await startFixtureServer(
    {
      'GET /api/banner/list': () => page([]),
      'GET /api/circle/list': () => page(CIRCLES.map(([id, name, star]) => circle(id, name, star))),
      'POST /web/circleSubscribe/create': (_q, { body }) => {
        joined.add((body as { circleId: string }).circleId);
        return ok({ subscribeId: 's', circleId: (body as { circleId: string }).circleId });
      },
      'GET /api/content/allCircleList': (query) =>
        page(posts.filter((p) => !query.get('circleId') || p.circleId === query.get('circleId'))),
      'GET /web/content/attentionCircleList': () => page(posts.filter((p) => joined.has(p.circleId))),
      'POST /web/content/create': (_q, { body }) => {
        const b = body as { title: string; content: string; circleId?: string; type: string };
        if (!b.circleId) return fail(400, '请选择圈子');
        const post = { ...sampleContent(posts.length + 1), title: b.title, type: b.type, circleId: b.circleId };
        posts.push(post);
        return ok({ ...post, content: b.content });
      },
    },
    (route) => {
      const detail = /^GET \/api\/circle\/detail\/(\w+)$/.exec(route);
      if (detail) {
        const found = CIRCLES.find(([id]) => id === detail[1]);
        return () => (found ? ok(circle(found[0], found[1])) : fail(404, '圈子不存在'));
      }
      const cancel = /^POST \/web\/user\/behaviour\/cancel\/circleSubscribe\/(\w+)$/.exec(route);
      if (cancel)
        return () => {
          joined.delete(cancel[1]);
          return ok(null);
        };
      return undefined;
    },
  );
});
afterEach(() => server.close());

describe('/circle', () => {
  it('lists the circles, featured first, with 加入 that becomes 已加入 and back', async () => {
    const user = userEvent.setup();
    renderApp({ baseUrl: server.url, path: '/circle', user: { userId: 'u1' } });
    const list = await screen.findByRole('list', { name: '圈子列表' }, LOAD);
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['手术室纪实推荐', '风光摄影']);
    expect(screen.getByRole('heading', { name: '我加入的圈子' })).toBeInTheDocument();

    await user.click(within(cards[1]).getByRole('button', { name: '加入 风光摄影' }));
    expect(await within(cards[1]).findByRole('button', { name: '已加入 风光摄影，点击退出' })).toBeInTheDocument();
    expect(within(cards[1]).getByText('1 位成员 · 0 篇帖子')).toBeInTheDocument();
    await user.click(within(cards[1]).getByRole('button', { name: '已加入 风光摄影，点击退出' }));
    expect(await within(cards[1]).findByRole('button', { name: '加入 风光摄影' })).toBeInTheDocument();
  });

  it('draws a stored cover from its renditions on the card and at the head of the circle', async () => {
    storedCovers.add('c1');
    const { unmount } = renderApp({ baseUrl: server.url, path: '/circle' });
    const list = await screen.findByRole('list', { name: '圈子列表' }, LOAD);
    const card = within(list).getByRole('listitem', { name: '风光摄影' });
    const picture = card.querySelector('img');
    expect(picture).toHaveAttribute('src', '/files/u/c1.jpg');
    expect(picture).toHaveAttribute(
      'srcset',
      '/files/u/c1-320.webp 320w, /files/u/c1-640.webp 640w, /files/u/c1.jpg 1600w',
    );
    expect(picture).toHaveAttribute('sizes', '(min-width: 1200px) 280px, (min-width: 528px) 370px, calc(100vw - 32px)');
    // A circle without a cover shows none.
    expect(within(list).getByRole('listitem', { name: '手术室纪实' }).querySelector('img')).toBeNull();
    unmount();
    renderApp({ baseUrl: server.url, path: '/circle?circleId=c1' });
    const name = await screen.findByRole('heading', { level: 1, name: '风光摄影' }, LOAD);
    const head = name.closest('header')?.querySelector('img');
    expect(head).toHaveAttribute(
      'srcset',
      '/files/u/c1-320.webp 320w, /files/u/c1-640.webp 640w, /files/u/c1.jpg 1600w',
    );
    expect(head).toHaveAttribute('sizes', '160px');
  });

  it('sends a visitor who wants to join to the login page and back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ baseUrl: server.url, path: '/circle' });
    const list = await screen.findByRole('list', { name: '圈子列表' }, LOAD);
    expect(screen.getByRole('heading', { name: '圈子动态' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: '加入 风光摄影' }));
    expect(router.state.location.pathname).toBe('/my/login');
    expect(router.state.location.search).toBe('?redirect=%2Fcircle');
    expect(server.calls.some((c) => c.startsWith('POST /web/circleSubscribe/create'))).toBe(false);
  });

  it("posts into a joined circle from the circle's page and shows the post there", async () => {
    joined.add('c1');
    const user = userEvent.setup();
    renderApp({ baseUrl: server.url, path: '/circle?circleId=c1', user: { userId: 'u1' } });
    expect(await screen.findByRole('heading', { level: 1, name: '风光摄影' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('圈子里还没有帖子，来发第一帖吧')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '上传图片' })).toHaveAttribute('href', '/my/upload?circleId=c1');
    expect(screen.getByRole('link', { name: '发布文章' })).toHaveAttribute('href', '/my/issueArticle?circleId=c1');
    const composer = screen.getByRole('form', { name: '在「风光摄影」发帖' });
    await user.type(within(composer).getByRole('combobox', { name: '标题' }), '清晨的山谷');
    await user.type(within(composer).getByRole('textbox', { name: /内容/ }), '第一次在圈子里发帖');
    await user.click(within(composer).getByRole('button', { name: '发布' }));
    const section = screen.getByRole('region', { name: '圈子帖子' });
    await waitFor(() => expect(within(section).getByText('清晨的山谷')).toBeInTheDocument());
    const sent = server.seen.find((c) => c.route === 'POST /web/content/create');
    expect(sent?.body).toMatchObject({ type: 'pound', circleId: 'c1', title: '清晨的山谷', state: 'publish' });
    expect(
      within(screen.getByRole('form', { name: '在「风光摄影」发帖' })).getByRole('combobox', { name: '标题' }),
    ).toHaveValue('');
  });

  it('asks a member to join before posting, and says when the circle does not exist', async () => {
    const { unmount } = renderApp({ baseUrl: server.url, path: '/circle?circleId=c1', user: { userId: 'u1' } });
    expect(await screen.findByText('加入圈子后即可在这里发帖', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '在「风光摄影」发帖' })).not.toBeInTheDocument();
    unmount();
    renderApp({ baseUrl: server.url, path: '/circle?circleId=nope' });
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('圈子不存在或已停用');
  });
});
