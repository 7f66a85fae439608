import { screen } from '@testing-library/react';
import { toSiteParams } from '@yiying/models';
import { ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp } from '../../test/render-app';
import { footerProps } from './site-footer-columns';

const FOOTER = {
  footer: {
    columns: [
      { title: '关于医影', links: [{ text: '机构介绍', url: '/about' }] },
      { title: '社区', links: [{ text: '圈子', url: '/circle' }] },
      { title: '活动', links: [{ text: '全国巡展', url: '/national' }] },
      { title: '帮助', links: [{ text: '发布作品', url: '/my/upload' }] },
    ],
    media: [{ name: '医影公众号', avatar: '/a.png', qrcode: '/qr.png' }],
    copyright: '© 2026 医影社区',
    filing: '京ICP备00000000号',
  },
};

describe('footer from the site configuration', () => {
  it('maps a column list and a media list onto the four columns', () => {
    const props = footerProps(FOOTER, toSiteParams(undefined));
    expect(props.about).toEqual({ title: '关于医影', items: [{ label: '机构介绍', href: '/about' }] });
    expect(props.help.title).toBe('帮助');
    expect(props.links).toEqual({
      title: '快速链接',
      items: [
        { label: '圈子', href: '/circle' },
        { label: '全国巡展', href: '/national' },
      ],
    });
    expect(props.media.items).toEqual([{ label: '医影公众号', avatar: '/a.png', qrcode: '/qr.png' }]);
    expect(props.copyright).toBe('© 2026 医影社区 · 京ICP备00000000号');
  });

  it('falls back to the site pages and the media accounts of the site parameters', () => {
    const props = footerProps(undefined, toSiteParams({ weixin: '医影社区', qrcode1: '/q1.png', title: '医影' }));
    expect(props.about.items.map((i) => i.label)).toContain('联系我们');
    expect(props.media.items[0]).toMatchObject({ label: '微信公众号：医影社区', qrcode: '/q1.png' });
    expect(props.copyright).toMatch(/医影/);
  });
});

describe('header and footer read the site parameters and configuration', () => {
  let server: FixtureServer;
  beforeEach(async () => {
    server = await startFixtureServer({
      'GET /api/config/list': () =>
        ok({
          records: [
            { configId: 'c1', siteId: 'default', value: 'site', label: '页脚', content: JSON.stringify(FOOTER) },
          ],
          total: 1,
          size: 20,
          current: 1,
          pages: 1,
        }),
      'GET /api/config/params': () =>
        ok([
          { key: 'title', value: '医影社区', label: '网站标题', visible: true, icon: '' },
          { key: 'nicklabel', value: '马上登录', label: '登录提示', visible: true, icon: '' },
          { key: 'nickhint', value: '登录后可以发帖', label: '登录说明', visible: true, icon: '' },
        ]),
    });
  });
  afterEach(() => server.close());

  // The footer's columns load after the page; in jsdom under this router the lazy part is not retried, so the
  // configured columns are checked in Chromium (apps/web-e2e/src/site.spec.ts, /about) and by footerProps above.
  it('shows the site title and the login hints from the site parameters', async () => {
    renderApp({ baseUrl: server.url, path: '/no/such/page' });
    expect(await screen.findByRole('link', { name: '马上登录' }, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText('登录后可以发帖')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '医影社区 首页' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('医影');
  }, 30_000);
});
