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

  it('writes a comment in the box under the comments: Enter sends, Shift+Enter breaks the line', async () => {
    renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p1', user: { userId: 'u2', username: '小王' } });
    const bar = await screen.findByRole('toolbar', { name: '作品操作' }, { timeout: 5000 });
    expect(await screen.findByText('还没有评论，来说两句吧')).toBeInTheDocument();
    const user = userEvent.setup();
    // 评论 in the toolbar takes the member to the box.
    await user.click(within(bar).getByRole('button', { name: '评论 0' }));
    const box = screen.getByRole('textbox', { name: '说点什么…' });
    expect(box).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('必须填写评论')).toBeInTheDocument();
    expect(server.calls.some((c) => c.startsWith('POST /web/comment/create'))).toBe(false);
    await user.type(box, '辛苦了{Shift>}{Enter}{/Shift}早点休息');
    expect(box).toHaveValue('辛苦了\n早点休息');
    await user.keyboard('{Enter}');
    const section = screen.getByRole('region', { name: /^评论/ });
    expect(await within(section).findByText(/辛苦了\s*早点休息/)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    // The count moves at once, in the toolbar and the heading.
    expect(within(bar).getByRole('button', { name: '评论 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '评论 1' })).toBeInTheDocument();
    // The commenter may delete their own comment; nobody else's.
    expect(within(section).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('keeps the text and says why when a comment fails; the input stops at 64 characters', async () => {
    renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p1', user: { userId: 'u2', username: '小王' } });
    const box = await screen.findByRole('textbox', { name: '说点什么…' }, { timeout: 5000 });
    expect(box).toHaveAttribute('maxLength', '64');
    server.close();
    const user = userEvent.setup();
    await user.type(box, '好看{Enter}');
    expect(await screen.findByText('网络连接异常')).toHaveAttribute('role', 'alert');
    expect(box).toHaveValue('好看');
  });

  it('asks a visitor to log in instead of showing the box', async () => {
    renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p1' });
    expect(await screen.findByRole('link', { name: '登录' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      expect.stringContaining('/my/login'),
    );
    expect(screen.queryByRole('textbox', { name: '说点什么…' })).not.toBeInTheDocument();
  });

  it('shows others 屏蔽此条 / 举报 and the author 编辑 / 删除, which asks first and goes back to 我的', async () => {
    const other = renderApp({
      baseUrl: server.url,
      path: '/hot/detail?contentId=p1',
      user: { userId: 'u2', username: '小王' },
    });
    let bar = await screen.findByRole('toolbar', { name: '作品操作' }, { timeout: 5000 });
    expect(within(bar).getByRole('button', { name: '屏蔽此条' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    other.unmount();

    const { router } = renderApp({
      baseUrl: server.url,
      path: '/hot/detail?contentId=p1',
      user: { userId: 'u1', username: '作者' },
    });
    bar = await screen.findByRole('toolbar', { name: '作品操作' }, { timeout: 5000 });
    expect(within(bar).queryByRole('button', { name: '屏蔽此条' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: '举报' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定删除「值班的一夜」吗？');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my'));
    expect(server.calls).toContain('POST /web/content/delete/p1?');
  });
});
