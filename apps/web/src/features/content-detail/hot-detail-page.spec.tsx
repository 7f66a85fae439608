import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { contentRoutes, sampleMedia } from '../../test/content-store';
import { ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';

let server: FixtureServer;
let store: ReturnType<typeof contentRoutes>;

const camera = { make: 'Canon', model: 'EOS R5', focalLength: 50, aperture: 2.8, exposureTime: '1/125', iso: 400 };

beforeEach(async () => {
  store = contentRoutes('u1');
  server = await startFixtureServer(
    {
      ...store.routes,
      'GET /api/banner/list': () => ok({ records: [], total: 0, size: 6, current: 1, pages: 0 }),
    },
    store.dynamic,
  );
  store.media.set('m1', sampleMedia('m1', '术中.jpg', { camera }));
  store.media.set('m2', sampleMedia('m2', '术后.jpg', { camera }));
  const create = store.routes['POST /web/content/create'];
  create(new URLSearchParams(), {
    headers: {},
    body: {
      type: 'image',
      state: 'publish',
      title: '一台手术#外科##医者#',
      content: '凌晨三点的手术室',
      tags: ['人像', '手术室'],
      mediaIds: ['m1', 'm2'],
      sensitive: true,
      showExif: true,
      accessScope: 'public',
    },
  });
  create(new URLSearchParams(), {
    headers: {},
    body: {
      type: 'article',
      state: 'publish',
      title: '查房笔记',
      content: '<h2>第一天</h2><p>带着<strong>问题</strong>查房</p>',
      mediaIds: [],
      accessScope: 'public',
    },
  });
});
afterEach(() => server.close());

describe('/hot/detail', () => {
  it('shows the title with topic links, author, pictures with a camera data panel, text and tags; sensitive pictures wait behind 点击查看', async () => {
    const { container } = renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p1' });
    const heading = await screen.findByRole('heading', { level: 1, name: /^一台手术/ }, { timeout: 5000 });
    expect(heading).toHaveTextContent('一台手术#外科##医者#');
    expect(within(heading).getByRole('link', { name: '#外科#' })).toHaveAttribute(
      'href',
      `/home/pound?talkTopic=${encodeURIComponent('外科')}`,
    );
    // The byline and the author card both link to the author's homepage.
    for (const link of screen.getAllByRole('link', { name: /小李/ })) {
      expect(link).toHaveAttribute('href', '/user/homepage?userId=u1');
    }
    expect(screen.getByText('2026-05-01 16:00')).toBeInTheDocument();
    const pictures = screen.getAllByRole('img', { name: /^术[中后]\.jpg$/ });
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toHaveAttribute('srcset', '/files/m/m1-640.webp 640w, /files/m/m1-1280.webp 1280w');
    expect(pictures[0]).toHaveAttribute('width', '1280');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    // Several pictures make a set swiped sideways on phones, where a lazy picture off to the side would never load.
    expect(pictures[1]).toHaveAttribute('loading', 'eager');
    // Each picture opens the viewer in one click.
    expect(screen.getByRole('button', { name: '查看大图：术后.jpg' })).toBeInTheDocument();
    // Both pictures were taken with the same settings: one block of camera data, not one per picture.
    const camera = screen.getByRole('region', { name: '拍摄参数' });
    expect(
      within(camera)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Canon EOS R5', '50 mm', 'f/2.8', '1/125 s', 'ISO 400']);
    expect(screen.getByText('凌晨三点的手术室')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '标签' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['人像', '手术室']);
    // A visitor sees sensitive pictures blurred until each is clicked.
    expect(getComputedStyle(pictures[0]).filter).toBe('blur(24px)');
    await userEvent.setup().click(screen.getByRole('button', { name: '点击查看：术中.jpg（敏感内容）' }));
    expect(getComputedStyle(pictures[0]).filter).not.toBe('blur(24px)');
    expect(getComputedStyle(pictures[1]).filter).toBe('blur(24px)');
    const results = await axe(container, { rules: { region: { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('draws the article HTML as the server stored it', async () => {
    renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p2' });
    expect(await screen.findByRole('heading', { level: 2, name: '第一天' })).toBeInTheDocument();
    expect(screen.getByText('问题').tagName).toBe('STRONG');
  });

  it('lists the documents of a post; Office files open through the server, others directly', async () => {
    const office = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    store.media.set('f1', sampleMedia('f1', '讲义.docx', { kind: 'file', url: '/files/f/f1.docx', type: office }));
    store.media.set(
      'f2',
      sampleMedia('f2', '报告.pdf', { kind: 'file', url: '/files/f/f2.pdf', type: 'application/pdf' }),
    );
    store.routes['POST /web/content/create'](new URLSearchParams(), {
      headers: {},
      body: {
        type: 'article',
        state: 'publish',
        title: '带附件的文章',
        content: '<p>见附件</p>',
        mediaIds: ['f1', 'f2'],
        accessScope: 'public',
      },
    });
    renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=p3' });
    const files = await screen.findByRole('list', { name: '附件' }, { timeout: 5000 });
    const docx = within(files).getByRole('link', { name: '讲义.docx' });
    expect(docx).toHaveAttribute(
      'href',
      `/api/file/view?url=${encodeURIComponent(`${window.location.origin}/files/f/f1.docx`)}`,
    );
    expect(within(files).getByRole('link', { name: '报告.pdf' })).toHaveAttribute(
      'href',
      `${window.location.origin}/files/f/f2.pdf`,
    );
  });

  it('says when the post does not exist', async () => {
    renderApp({ baseUrl: server.url, path: '/hot/detail?contentId=missing' });
    expect(await screen.findByRole('alert')).toHaveTextContent('作品不存在或已被删除');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });
});

describe('显示敏感内容', () => {
  it('is off for members by default; turned on in /my/info it shows sensitive covers on Home at once', async () => {
    const member = { userId: 'u9', username: '小王' };
    const first = renderApp({ baseUrl: server.url, path: '/', user: member });
    const latest = await screen.findByRole('region', { name: '最新作品' }, { timeout: 5000 });
    await within(latest).findAllByRole('listitem');
    expect(within(latest).getAllByRole('button', { name: /点击查看/ })).toHaveLength(1);
    first.unmount();

    const settings = renderApp({ baseUrl: server.url, path: '/my/info', user: member });
    const toggle = await screen.findByRole('switch', { name: '显示敏感内容' }, { timeout: 5000 });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    settings.unmount();

    renderApp({ baseUrl: server.url, path: '/', user: member });
    const again = await screen.findByRole('region', { name: '最新作品' }, { timeout: 5000 });
    await within(again).findAllByRole('listitem');
    await waitFor(() => expect(within(again).queryByRole('button', { name: /点击查看/ })).not.toBeInTheDocument());
    window.localStorage.clear();
  });
});
