import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentRoutes } from '../../test/content-store';
import { fail, ok, startFixtureServer, type FixtureAnswer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

let server: FixtureServer;
let store: ReturnType<typeof contentRoutes>;
/** How the next like call answers. */
let likeAnswer: () => FixtureAnswer;
const comments: Array<Record<string, unknown>> = [];

const empty = () => ok({ records: [], total: 0, size: 10, current: 1, pages: 0 });
const state = (liked: boolean, likesNum: number) => ({
  contentId: 'p1',
  liked,
  collected: false,
  likesId: liked ? 'l1' : null,
  collectionId: null,
  likesNum,
  collectNum: 0,
  forwardedNum: 0,
  commentNum: comments.length,
});

beforeEach(async () => {
  comments.length = 0;
  store = contentRoutes('u1');
  likeAnswer = () => ok(state(true, 1));
  server = await startFixtureServer(
    {
      ...store.routes,
      'GET /api/comment/list': () =>
        ok({ records: [...comments], total: comments.length, size: 10, current: 1, pages: 1 }),
      'GET /api/content/sideList': empty,
      'POST /web/comment/create': (_q, { body }) => {
        const comment = {
          commentId: `c${comments.length + 1}`,
          contentId: 'p1',
          content: (body as { content: string }).content,
          createBy: 'u2',
          createTime: '2026-05-01T08:00:00.000Z',
          creator: { userId: 'u2', username: '小王', avatar: '' },
          replyNum: 0,
          replys: [],
        };
        comments.unshift(comment);
        return ok(comment);
      },
    },
    (route) => {
      if (route === 'POST /web/user/behaviour/like/p1') return () => ({ ...likeAnswer(), delayMs: 150 });
      return store.dynamic(route);
    },
  );
  store.routes['POST /web/content/create'](new URLSearchParams(), {
    headers: {},
    body: { type: 'pound', state: 'publish', title: '值班的一夜', content: '凌晨的走廊', accessScope: 'public' },
  });
});
afterEach(() => server.close());

const toolbar = () => screen.getByRole('toolbar', { name: '作品操作' });

describe('detail actions', () => {
  it('counts a like at once and keeps the server answer', async () => {
    renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p1', user: { userId: 'u2', username: '小王' } });
    const like = await within(await screen.findByRole('toolbar', { name: '作品操作' }, { timeout: 5000 })).findByRole(
      'button',
      { name: '点赞 0' },
    );
    await userEvent.setup().click(like);
    // Optimistic: counted before the server answers.
    expect(within(toolbar()).getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(server.calls).toContain('POST /web/user/behaviour/like/p1?'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(within(toolbar()).getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls the like back and says why when the call fails', async () => {
    likeAnswer = () => fail(429, '操作过于频繁，请稍后再试');
    renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p1', user: { userId: 'u2', username: '小王' } });
    const bar = await screen.findByRole('toolbar', { name: '作品操作' }, { timeout: 5000 });
    await userEvent.setup().click(within(bar).getByRole('button', { name: '点赞 0' }));
    expect(within(bar).getByRole('button', { name: '点赞 1' })).toBeInTheDocument();
    expect(await within(bar).findByRole('button', { name: '点赞 0' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeInTheDocument();
  });

  it('sends a visitor to the login page instead of liking', async () => {
    const { router } = renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p1' });
    const bar = await screen.findByRole('toolbar', { name: '作品操作' }, { timeout: 5000 });
    await userEvent.setup().click(within(bar).getByRole('button', { name: '点赞 0' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(server.calls.some((c) => c.startsWith('POST /web/user/behaviour/like'))).toBe(false);
  });

  it('posts a comment from the popover and shows it in the list', async () => {
    renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p1', user: { userId: 'u2', username: '小王' } });
    const bar = await screen.findByRole('toolbar', { name: '作品操作' }, { timeout: 5000 });
    expect(await screen.findByText('还没有评论，来说两句吧')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: /^评论/ }));
    // The popover's form loads when it first opens.
    await user.click(await screen.findByRole('button', { name: '发表' }));
    expect(screen.getByRole('textbox', { name: '评论' })).toHaveAccessibleDescription('必须填写评论');
    await user.type(screen.getByRole('textbox', { name: '评论' }), '辛苦了');
    await user.click(screen.getByRole('button', { name: '发表' }));
    const section = screen.getByRole('region', { name: '评论' });
    expect(await within(section).findByText('辛苦了')).toBeInTheDocument();
    // The commenter may delete their own comment; nobody else's.
    expect(within(section).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});
