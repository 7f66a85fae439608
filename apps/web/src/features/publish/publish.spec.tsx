import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import Cookies from 'js-cookie';
import { contentRoutes } from '../../test/content-store';
import { ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';
import { completeTopic, typedTopic } from './topic-title-field';

const me = { userId: 'u1', username: '小李' };
let server: FixtureServer;
let store: ReturnType<typeof contentRoutes>;

beforeEach(async () => {
  store = contentRoutes(me.userId);
  server = await startFixtureServer(
    {
      ...store.routes,
      'GET /api/topic/list': (query) =>
        ok({
          records: ['春日摄影', '春节值班']
            .filter((t) => t.includes(query.get('title') ?? ''))
            .map((title, i) => ({ topicId: `t${i}`, title, state: 'publish', contentNum: 3 + i, createTime: '' })),
          total: 2,
          size: 8,
          current: 1,
          pages: 1,
        }),
      'GET /api/banner/list': () => ok({ records: [], total: 0, size: 6, current: 1, pages: 0 }),
      'GET /web/user/extend': () => ok({ fansNum: 0, attentionNum: 0, contentNum: 0, likesNum: 0 }),
      'GET /api/user/extend/u1': () => ok({ fansNum: 0, attentionNum: 0, contentNum: 0, likesNum: 0 }),
      'GET /api/user/info/u1': () => ok({ userId: 'u1', username: '小李', avatar: '', type: 'user' }),
    },
    store.dynamic,
  );
});
afterEach(async () => {
  await server.close();
  for (const name of ['HotDetail', 'Upload', 'IssueVideo', 'IssueArticle', 'Pound'])
    Cookies.remove(`yiying-route-${name}`, { path: '/' });
});

const png = (name: string, size = 4) => new File([new Uint8Array(size).fill(137)], name, { type: 'image/png' });

describe('title topics', () => {
  it('finds the topic being typed and completes it', () => {
    expect(typedTopic('清晨 #春')).toBe('春');
    expect(typedTopic('清晨 ＃春')).toBe('春');
    expect(typedTopic('#春日摄影# 清晨')).toBeNull();
    expect(typedTopic('#春 日')).toBeNull();
    expect(completeTopic('清晨 #春', '春日摄影')).toBe('清晨 #春日摄影#');
  });
});

describe('/my/upload', () => {
  it('refuses files with the spec texts, uploads the rest with progress, reorders, picks the cover and publishes', async () => {
    const { router } = renderApp({ baseUrl: server.url, path: '/my/upload', user: me });
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('选择图片', {}, { timeout: 5000 });
    await user.upload(input, [
      new File(['x'], 'scan.bmp', { type: 'image/bmp' }),
      png('big.png', 2 * 1024 * 1024),
      png('a.png'),
      png('b.png'),
    ]);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining(['scan.bmp：上传图片只能是 JPG/PNG/GIF 格式!', 'big.png：上传图片大小不能超过 2MB!']),
    );
    const barA = await screen.findByRole('progressbar', { name: 'a.png 上传进度' });
    const barB = screen.getByRole('progressbar', { name: 'b.png 上传进度' });
    await waitFor(() => expect(barA).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(barB).toHaveAttribute('aria-valuenow', '100'));
    expect(server.seen.filter((c) => c.route === 'POST /web/file/upload')).toHaveLength(2);

    const rows = () => within(screen.getByRole('list', { name: '已选图片' })).getAllByRole('listitem');
    expect(rows()[0]).toHaveTextContent('a.png');
    await user.click(screen.getByRole('button', { name: '下移 a.png' }));
    expect(rows()[0]).toHaveTextContent('b.png');
    expect(screen.getByRole('button', { name: '上移 b.png' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '设为封面 a.png' }));
    expect(screen.getByRole('button', { name: '设为封面 a.png' })).toHaveAttribute('aria-pressed', 'true');
    const mediaOf = (name: string) => [...store.media.values()].find((m) => m.name === name);

    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findAllByText('请输入标题')).not.toHaveLength(0);
    expect(server.seen.some((c) => c.route === 'POST /web/content/create')).toBe(false);

    await user.type(screen.getByRole('combobox', { name: /标题/ }), '清晨查房');
    await user.type(screen.getByLabelText('标签'), '人像, 手术室,人像');
    await user.click(screen.getByRole('radio', { name: '粉丝可见' }));
    await user.click(screen.getByLabelText('显示拍摄参数'));
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hot/detail'));
    const created = server.seen.find((c) => c.route === 'POST /web/content/create');
    expect(created?.body).toMatchObject({
      type: 'image',
      state: 'publish',
      title: '清晨查房',
      tags: ['人像', '手术室'],
      accessScope: 'fans',
      sensitive: false,
      showExif: true,
      mediaIds: [mediaOf('b.png')?.mediaId, mediaOf('a.png')?.mediaId],
      cover: mediaOf('a.png')?.url,
    });
    expect(await screen.findByRole('heading', { name: '清晨查房' })).toBeInTheDocument();
  });

  it('asks for pictures before publishing, and saves an incomplete draft', async () => {
    const { container } = renderApp({ baseUrl: server.url, path: '/my/upload', user: me });
    const user = userEvent.setup();
    const publish = await screen.findByRole('button', { name: '发布' }, { timeout: 5000 });
    const results = await axe(container, { rules: { region: { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await user.click(publish);
    expect(await screen.findAllByText('请先添加文件')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '存草稿' }));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    expect(store.posts[0]).toMatchObject({ type: 'image', state: 'create', title: '', mediaIds: [] });
  });

  it('suggests topics while a #topic is typed and completes one with the keyboard', async () => {
    renderApp({ baseUrl: server.url, path: '/my/upload', user: me });
    const user = userEvent.setup();
    const title = await screen.findByRole('combobox', { name: /标题/ }, { timeout: 5000 });
    await user.type(title, '清晨 #春');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['#春日摄影#3 篇', '#春节值班#4 篇']);
    expect(server.seen.find((c) => c.route === 'GET /api/topic/list')?.query.get('title')).toBe('春');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(title).toHaveValue('清晨 #春节值班#');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('opens an existing post with contentId and saves the changes as an update', async () => {
    store.routes['POST /web/content/create'](new URLSearchParams(), {
      body: { type: 'image', state: 'create', title: '旧标题', tags: ['人像'], mediaIds: [] },
      headers: {},
    });
    renderApp({ baseUrl: server.url, path: '/my/upload?contentId=p1', user: me });
    const title = await screen.findByRole('combobox', { name: /标题/ }, { timeout: 5000 });
    await waitFor(() => expect(title).toHaveValue('旧标题'));
    expect(screen.getByLabelText('标签')).toHaveValue('人像');
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, '新标题');
    await user.click(screen.getByRole('button', { name: '存草稿' }));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    expect(server.seen.at(-1)?.route).not.toBe('POST /web/content/create');
    expect(store.posts).toHaveLength(1);
    expect(store.posts[0]).toMatchObject({ title: '新标题', state: 'create' });
    expect(server.seen.find((c) => c.route === 'POST /web/content/update/p1')?.body).not.toHaveProperty('type');
  });
});

describe('/my (我的作品)', () => {
  it('lists published posts and drafts, opens the right editor and deletes after confirming', async () => {
    const create = store.routes['POST /web/content/create'];
    const add = (body: object) => create(new URLSearchParams(), { body, headers: {} });
    add({ type: 'article', state: 'publish', title: '已发表的文章', content: '<p>正文</p>' });
    add({ type: 'video', state: 'create', title: '视频草稿' });
    const { router } = renderApp({ baseUrl: server.url, path: '/my', user: me });
    const works = await screen.findByRole('region', { name: '我的作品' }, { timeout: 5000 });
    expect(await within(works).findByText('已发表的文章')).toBeInTheDocument();
    expect(within(works).queryByText('视频草稿')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(works).getByRole('tab', { name: '草稿' }));
    expect(await within(works).findByText('视频草稿')).toBeInTheDocument();
    expect(
      server.seen.filter((c) => c.route === 'GET /web/content/personalList').map((c) => c.query.get('state')),
    ).toEqual(['publish', 'create']);

    await user.click(within(works).getByRole('button', { name: '删除 视频草稿' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(works).findByText('没有草稿')).toBeInTheDocument();
    expect(store.posts.map((p) => p.title)).toEqual(['已发表的文章']);

    await user.click(within(works).getByRole('tab', { name: '已发布' }));
    await user.click(await within(works).findByRole('button', { name: '编辑 已发表的文章' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/issueArticle'));
  });

  it('shows the server message when the list fails', async () => {
    await server.close();
    server = await startFixtureServer({
      'GET /web/content/personalList': () => ({ status: 503, body: { code: 503, msg: '服务不可用' } }),
      'GET /web/user/extend': () => ok({ fansNum: 0, attentionNum: 0, contentNum: 0, likesNum: 0 }),
    });
    renderApp({ baseUrl: server.url, path: '/my', user: me });
    const works = await screen.findByRole('region', { name: '我的作品' }, { timeout: 5000 });
    expect(await within(works).findByRole('alert')).toHaveTextContent('服务不可用');
    fireEvent.click(within(works).getByRole('button', { name: '重试' }));
  });
});
