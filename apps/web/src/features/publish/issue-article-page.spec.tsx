import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { formatDateTime } from '@yiying/models';
import { contentRoutes } from '../../test/content-store';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';
import { countWords } from './article-editor';

const me = { userId: 'u1', username: '小李' };
let server: FixtureServer;
let store: ReturnType<typeof contentRoutes>;

beforeEach(async () => {
  store = contentRoutes(me.userId);
  server = await startFixtureServer(store.routes, store.dynamic);
});
afterEach(async () => {
  await server.close();
  Cookies.remove('yiying-route-HotDetail', { path: '/' });
});

describe('/my/issueArticle', () => {
  it('counts words without white space', () => {
    expect(countWords(' 查房 笔记\nabc ')).toBe(7);
  });

  // Typing into ProseMirror needs a layout engine (jsdom has none): the body, bold and inline pictures are driven in
  // Chromium by the Playwright journey; here the page's own logic is checked through the title.
  it('loads the editor in its own chunk, autosaves a draft once, then updates it; publishing without a body is refused', async () => {
    const { router } = renderApp({ baseUrl: server.url, path: '/my/issueArticle', user: me });
    const body = await screen.findByRole('textbox', { name: '正文' }, { timeout: 5000 });
    expect(body).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByText('字数：0')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: '文章格式' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['标题', '小标题', '加粗', '无序列表', '有序列表', '引用', '链接']);
    expect(within(toolbar).getByLabelText('插入图片')).toHaveAttribute('type', 'file');

    const user = userEvent.setup();
    const title = screen.getByRole('combobox', { name: /标题/ });
    await user.type(title, '查房笔记');
    const saved = await screen.findByText(/^已自动保存 \d\d:\d\d$/, {}, { timeout: 6000 });
    expect(saved).toHaveTextContent(`已自动保存 ${formatDateTime(new Date(), 'HH:mm')}`);
    expect(store.posts).toHaveLength(1);
    expect(store.posts[0]).toMatchObject({ type: 'article', state: 'create', title: '查房笔记' });

    await user.type(title, '（一）');
    await waitFor(() => expect(store.posts[0]).toMatchObject({ title: '查房笔记（一）' }), { timeout: 6000 });
    expect(server.seen.filter((c) => c.route === 'POST /web/content/create')).toHaveLength(1);
    expect(server.seen.some((c) => c.route === 'POST /web/content/update/p1')).toBe(true);

    // Publishing an article without a body is refused by contentSchema before any call.
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findAllByText('请输入文章内容')).not.toHaveLength(0);
    expect(store.posts[0]).toMatchObject({ state: 'create' });
    expect(router.state.location.pathname).toBe('/my/issueArticle');
  }, 20_000);

  it('opens a stored article for editing with its HTML in the editor', async () => {
    store.routes['POST /web/content/create'](new URLSearchParams(), {
      headers: {},
      body: { type: 'article', state: 'create', title: '旧文', content: '<h2>小结</h2><p>三段话</p>' },
    });
    renderApp({ baseUrl: server.url, path: '/my/issueArticle?contentId=p1', user: me });
    const body = await screen.findByRole('textbox', { name: '正文' }, { timeout: 5000 });
    expect(within(body).getByRole('heading', { level: 2, name: '小结' })).toBeInTheDocument();
    expect(screen.getByText('字数：5')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /标题/ })).toHaveValue('旧文');
  });

  it('refuses to publish an empty article with the schema message', async () => {
    renderApp({ baseUrl: server.url, path: '/my/issueArticle', user: me });
    await screen.findByRole('textbox', { name: '正文' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /标题/ }), '空文章');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findAllByText('请输入文章内容')).not.toHaveLength(0);
    expect(store.posts).toHaveLength(0);
  });

  it('attaches PDF and Office files with progress, refuses other types, and saves them with the draft', async () => {
    renderApp({ baseUrl: server.url, path: '/my/issueArticle', user: me });
    await screen.findByRole('textbox', { name: '正文' }, { timeout: 5000 });
    // A file the picker's `accept` would hide can still be dropped or chosen with "all files": the page checks it too.
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByRole('combobox', { name: /标题/ }), '带附件');
    const picker = screen.getByLabelText('添加附件');
    expect(picker).toHaveAttribute('accept', '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx');
    await user.upload(picker, [
      new File(['%PDF-1.4'], '讲义.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
    ]);
    expect(await screen.findByText('setup.exe：文件类型不符合要求')).toBeInTheDocument();
    const rows = screen.getByRole('list', { name: '已添加的附件' });
    expect(within(rows).getByRole('progressbar', { name: '讲义.pdf 上传进度' })).toBeInTheDocument();
    expect(await within(rows).findByText('上传完成')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '存草稿' }));
    await waitFor(() => expect(store.posts[0]).toMatchObject({ state: 'create', title: '带附件' }));
    const create = server.seen.find((c) => c.route === 'POST /web/content/create');
    expect((create?.body as { mediaIds?: string[] }).mediaIds).toEqual(['m1']);
  }, 20_000);
});
