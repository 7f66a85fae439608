import { configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

// The first render of the page compiles its lazy chunk and the kit's controls; on a busy machine that and each answer
// take seconds.
jest.setTimeout(30_000);
const defaultAsyncTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 8_000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultAsyncTimeout }));

let server: FixtureServer;
let likesRead = false;

const doc = { userId: 'doc', username: '李医生', avatar: '' };
const me = { userId: 'u1', username: '小李', avatar: '' };
const message = (msgId: string, from: typeof doc, to: typeof doc, content: string, createTime: string) => ({
  msgId,
  type: 'private',
  contentType: 'text',
  from,
  to,
  fromId: from.userId,
  toId: to.userId,
  content,
  state: 'read',
  createTime,
  updateTime: createTime,
  createBy: from.userId,
});
/** The conversation with 李医生, newest first as the server pages it. */
let conversation: ReturnType<typeof message>[] = [];

const like = (id: string) => ({
  notificationId: id,
  type: 'likes',
  action: 'like',
  actor: { userId: 'doc', username: '李医生', avatar: '' },
  contentId: 'p9',
  text: '晨光里的查房',
  read: likesRead,
  createTime: '2026-03-02T02:00:00.000Z',
});

const reviewed = {
  notificationId: 'n3',
  type: 'activity',
  action: 'review',
  actor: { userId: 'admin', username: '管理员', avatar: '' },
  contentId: 'p7',
  text: '你的作品《晨光》已入选「春季摄影大赛」',
  read: false,
  createTime: '2026-03-03T02:00:00.000Z',
};

beforeAll(async () => {
  server = await startFixtureServer({
    'GET /web/notification/unread': () =>
      ok({ likes: likesRead ? 0 : 2, comment: 0, attention: 1, activity: 1, chat: 3, total: likesRead ? 5 : 7 }),
    'GET /web/notification/list': (query) =>
      ok({
        records:
          query.get('type') === 'likes' ? [like('n1'), like('n2')] : query.get('type') === 'activity' ? [reviewed] : [],
        total: query.get('type') === 'likes' ? 2 : query.get('type') === 'activity' ? 1 : 0,
        pages: 1,
        size: 20,
        current: 1,
      }),
    'POST /web/notification/read': () => {
      likesRead = true;
      return ok({ likes: 0, comment: 0, attention: 1, activity: 1, chat: 3, total: 5 });
    },
    'GET /web/imSession/list': () =>
      ok([{ userId: 'doc', sessId: 'doc', newest: '片子收到了吗？', name: '李医生', avatar: '', unread: 3 }]),
    'GET /web/imMsg/list': () => ok({ records: conversation, size: 10, nextCursor: null }),
    'POST /web/imSession/read/doc': () => ok({}),
    'GET /web/user/block/state/doc': () => ok({ userId: 'doc', blocked: false }),
    'GET /api/user/info/doc': () => ok({ userId: 'doc', username: '李医生', avatar: '', userType: 'doctor' }),
  });
});
afterAll(() => server.close());

afterEach(() => {
  conversation = [];
});

describe('/my/messages', () => {
  it('shows the tabs with unread badges, likes linking to the member and the post, and marks them read', async () => {
    renderApp({ baseUrl: server.url, path: '/my/messages', user: { userId: 'u1', username: '小李' } });
    expect(await screen.findByRole('heading', { level: 1, name: '消息中心' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: '消息类型' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /赞和收藏/ })).toHaveTextContent('赞和收藏2'));
    expect(within(tabs).getByRole('tab', { name: '评论和转发' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /私信/ })).toHaveTextContent('私信3');

    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getAllByRole('link', { name: '李医生' })[0]).toHaveAttribute(
      'href',
      '/user/homepage?userId=doc',
    );
    // A list item per notification: avatar and name to the member, what they did, the post's title, its thumbnail.
    const row = within(list).getAllByRole('listitem')[0];
    expect(row).toHaveTextContent('李医生赞了你的作品晨光里的查房');
    expect(within(row).getByRole('link', { name: '李医生的主页' })).toHaveAttribute(
      'href',
      '/user/homepage?userId=doc',
    );
    expect(within(row).getByRole('link', { name: '查看作品' })).toHaveAttribute('href', '/hot/detail?contentId=p9');
    await userEvent.setup().click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /赞和收藏/ })).toHaveTextContent(/^赞和收藏$/));
    const read = server.seen.find((c) => c.route === 'POST /web/notification/read');
    expect(read?.body).toEqual({ type: 'likes' });
  });

  it('shows review results under 活动 as their own sentence, linking to the work', async () => {
    renderApp({ baseUrl: server.url, path: '/my/messages', user: { userId: 'u1', username: '小李' } });
    const tabs = await screen.findByRole('tablist', { name: '消息类型' });
    const tab = within(tabs).getByRole('tab', { name: /活动/ });
    await waitFor(() => expect(tab).toHaveTextContent('活动1'));
    await userEvent.setup().click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('你的作品《晨光》已入选「春季摄影大赛」');
    expect(within(list).getByRole('link', { name: '查看作品' })).toHaveAttribute('href', '/hot/detail?contentId=p7');
    expect(within(list).queryByRole('link', { name: '管理员' })).not.toBeInTheDocument();
  });

  it('opens a conversation from the 私信 list and refuses an empty message with the spec’s text', async () => {
    renderApp({ baseUrl: server.url, path: '/my/messages?chatUserId=doc', user: { userId: 'u1', username: '小李' } });
    const sessions = await screen.findByRole('navigation', { name: '会话列表' });
    expect(await within(sessions).findByRole('button', { name: /李医生/ })).toHaveTextContent('片子收到了吗？');
    const composer = await screen.findByRole('textbox', { name: '输入消息' });
    await userEvent.setup().click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('发送信息为空');
    expect(composer).toHaveValue('');
    // Opening the conversation clears the server's unread counter of messages from before this tab opened.
    await waitFor(() => expect(server.seen.some((c) => c.route === 'POST /web/imSession/read/doc')).toBe(true));
    expect(server.seen.some((c) => c.route === 'GET /web/imMsg/list')).toBe(true);
    expect(screen.getByRole('button', { name: '屏蔽' })).toBeInTheDocument();
    // The header shows whom the conversation is with, linking to their homepage.
    const chat = screen.getByRole('region', { name: '聊天窗口' });
    expect(await within(chat).findByRole('link', { name: '李医生的主页' })).toHaveAttribute(
      'href',
      '/user/homepage?userId=doc',
    );
  });

  it('draws the conversation as a messaging app: theirs on the left, mine on the right with its state', async () => {
    conversation = [
      message('m2', me, doc, '收到了，谢谢', '2026-03-02T02:01:00.000Z'),
      message('m1', doc, me, '片子收到了吗？', '2026-03-02T02:00:00.000Z'),
    ];
    renderApp({ baseUrl: server.url, path: '/my/messages?chatUserId=doc', user: me });
    const sessions = await screen.findByRole('navigation', { name: '会话列表' });
    const row = await within(sessions).findByRole('button', { name: /李医生/ });
    // The open conversation is marked; its newest message is its one-line preview.
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveTextContent('片子收到了吗？');
    const history = screen.getByRole('log', { name: '聊天记录' });
    const bubbles = await within(history).findAllByTestId('chat-message');
    expect(bubbles.map((b) => b.textContent)).toEqual(['片子收到了吗？', '收到了，谢谢已读']);
    expect(bubbles[0]?.closest('.msg')).toHaveClass('theirs');
    expect(bubbles[1]?.closest('.msg')).toHaveClass('mine');
    // One time above the two: they are a minute apart.
    expect(history.querySelectorAll('.separator')).toHaveLength(1);
    // The composer is the kit's: a labelled text box with its hint, 图片 and 发送 as buttons.
    const composer = screen.getByRole('textbox', { name: '输入消息' });
    expect(composer).toHaveAccessibleDescription('Enter 发送，Shift+Enter 换行');
    expect(screen.getByRole('button', { name: '图片' })).toBeInTheDocument();
    expect(screen.getByLabelText('图片')).toHaveAttribute('type', 'file');
  });

  it('sends on Enter and breaks the line on Shift+Enter; unsent text stays', async () => {
    renderApp({ baseUrl: server.url, path: '/my/messages?chatUserId=doc', user: { userId: 'u1', username: '小李' } });
    const composer = await screen.findByRole('textbox', { name: '输入消息' });
    const user = userEvent.setup();
    await user.type(composer, '片子{Shift>}{Enter}{/Shift}收到了');
    expect(composer).toHaveValue('片子\n收到了');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    // No socket in this test: the send is refused with the spec's text and nothing is lost.
    expect(await screen.findByText('还没建立通讯连接')).toBeInTheDocument();
    expect(composer).toHaveValue('片子\n收到了');
  });
});
