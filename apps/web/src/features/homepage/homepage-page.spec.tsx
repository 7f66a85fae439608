import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '../../data';
import { ok, pagedEnvelope, sampleContent, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp, sampleUser } from '../../test/render-app';

let server: FixtureServer;
let following = false;
let fans = 7;
let blocked = false;

beforeAll(async () => {
  server = await startFixtureServer({
    'GET /api/user/info/doc': () =>
      ok(
        sampleUser({
          userId: 'doc',
          username: '李医生',
          type: 'doctor',
          signature: '心内科',
          mobile: '138****0002',
        }),
      ),
    'GET /web/user/block/state/doc': () => ok({ userId: 'doc', blocked }),
    'POST /web/user/block/doc': () => {
      blocked = true;
      return ok({ userId: 'doc', blocked });
    },
    'POST /web/user/unblock/doc': () => {
      blocked = false;
      return ok({ userId: 'doc', blocked });
    },
    'GET /api/user/info/u1': () => ok(sampleUser({ userId: 'u1', username: '小李' })),
    'GET /api/user/extend/doc': () => ok({ attentionNum: 3, fansNum: fans, contentNum: 2 }),
    'GET /api/user/extend/u1': () => ok({ attentionNum: 1, fansNum: 0, contentNum: 0 }),
    'GET /web/user/attention/doc': () => ok({ attention: following, mutual: false }),
    'POST /web/user/behaviour/attention/doc': () => {
      following = true;
      fans += 1;
      return ok({ attention: true, mutual: true });
    },
    'POST /web/user/behaviour/cancel/attention/doc': () => {
      following = false;
      fans -= 1;
      return ok({ attention: false, mutual: false });
    },
    'GET /api/content/list': (query) =>
      query.get('createBy') === 'doc'
        ? {
            body: pagedEnvelope(
              [1, 2].map((i) => ({
                ...sampleContent(i),
                createBy: 'doc',
                creator: {
                  userId: 'doc',
                  username: '李医生',
                  avatar: '',
                  type: 'doctor',
                },
              })),
            ),
          }
        : { body: pagedEnvelope([]) },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  following = false;
  fans = 7;
  server.seen.length = 0;
});

const count = (name: string) => {
  const stats = screen.getByLabelText('统计');
  const term = within(stats).getByText(name);
  return term.nextElementSibling?.textContent;
};

describe('/user/homepage', () => {
  it('shows the profile with badge, counts and posts; following changes the counts', async () => {
    renderApp({
      baseUrl: server.url,
      path: '/user/homepage?userId=doc',
      user: { userId: 'u1', username: '小李' },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: /李医生/ }, { timeout: 5000 });
    expect(within(heading).getByText('医生')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '李医生的头像' })).toHaveAttribute('data-user-type', 'doctor');
    await waitFor(() => expect(count('粉丝')).toBe('7'));
    expect(count('关注')).toBe('3');
    expect(count('作品')).toBe('2');
    const posts = screen.getByRole('region', { name: 'TA的作品' });
    expect(await within(posts).findAllByRole('listitem')).toHaveLength(2);
    // The author's badge beside each title; the title text itself stays the post's title.
    expect(within(posts).getAllByRole('img', { name: '作者：医生' })).toHaveLength(2);
    expect(within(posts).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('作品1#风光#');
    expect(server.seen.find((c) => c.route === 'GET /api/content/list')?.query.get('createBy')).toBe('doc');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '加关注' }));
    expect(await screen.findByRole('button', { name: '取消关注' })).toBeInTheDocument();
    expect(screen.getByText('互相关注')).toBeInTheDocument();
    await waitFor(() => expect(count('粉丝')).toBe('8'));
    await user.click(screen.getByRole('button', { name: '取消关注' }));
    expect(await screen.findByRole('button', { name: '加关注' })).toBeInTheDocument();
    await waitFor(() => expect(count('粉丝')).toBe('7'));
  });

  it('blocks and unblocks the member, and 私信 opens the conversation with them', async () => {
    const { router } = renderApp({
      baseUrl: server.url,
      path: '/user/homepage?userId=doc',
      user: { userId: 'u1', username: '小李' },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '屏蔽' }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: '取消屏蔽' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消屏蔽' }));
    expect(await screen.findByRole('button', { name: '屏蔽' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '私信' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/messages'));
    expect(router.state.location.search).toBe('?chatUserId=doc');
  });

  it('hides the follow button on your own page', async () => {
    renderApp({
      baseUrl: server.url,
      path: '/user/homepage?userId=u1',
      user: { userId: 'u1', username: '小李' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '小李' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '我的作品' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加关注' })).toBeNull();
  });

  it('sends a visitor who wants to follow to the login page and back', async () => {
    const { router } = renderApp({
      baseUrl: server.url,
      path: '/user/homepage?userId=doc',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: '加关注' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/user/homepage?userId=doc')}`);
    // A visitor never asks the member-only attention call.
    expect(server.seen.map((c) => c.route)).not.toContain('GET /web/user/attention/doc');
  });
});

describe('useSession', () => {
  it('throws a clear error outside SessionProvider', () => {
    function Orphan() {
      useSession();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useSession() must be used inside <SessionProvider');
    spy.mockRestore();
  });
});
