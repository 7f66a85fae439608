import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { darkTheme, lightTheme } from '@yiying/widgets';
import { renderApp } from '../test/render-app';
import { useApiClient } from '../data';
import { ROUTES } from './routes';

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('App shell', () => {
  it('shows the 404 page with the wrong path and a way home', async () => {
    const { container } = renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('页面不存在 - 医影');
    expect(await axe(container)).toHaveNoViolations();
  });

  const BUILT = [
    'Home',
    'FourOhFour',
    'Login',
    'My',
    'Info',
    'Certificate',
    'Homepage',
    'QrConfirm',
    'Pound',
    'Upload',
    'IssueVideo',
    'IssueArticle',
    'HotDetail',
    'Hot',
    'HotList',
    'Attention',
    'Search',
    'Album',
    'Messages',
    'Activity',
    'ActivityDetail',
    'ActivityEnroll',
    'ActivityPutin',
    'Exhibit',
    'ExhibitDetail',
    'ExhibitEnroll',
    'ExhibitPutin',
    'Circle',
    'About',
    'National',
    'Notice',
    'NoticeDetail',
  ];
  it('gives every route its own page (no placeholder is left)', () => {
    expect(ROUTES.map((r) => r.name).filter((name) => !BUILT.includes(name))).toEqual([]);
  });

  it('has the header navigation, login link, skip link and footer', async () => {
    renderApp({ path: '/activity' });
    await screen.findByRole('heading', { name: '活动' });
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['首页', '热门', '关注', '活动', '圈子', '展览', '关于']);
    expect(screen.getByRole('link', { name: '点击登录' })).toHaveAttribute('href', '/my/login?redirect=%2Factivity');
    expect(screen.getByText('登录后享有更多权益')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('医影');
  });

  it('uses the dark theme on About, National and Exhibit only', async () => {
    const { unmount } = renderApp({ path: '/about' });
    await screen.findByRole('heading', { name: '关于我们' });
    expect(getComputedStyle(document.body).backgroundColor).toBe(hexToRgb(darkTheme.colors.background));
    unmount();
    renderApp({ path: '/hot' });
    await screen.findByRole('heading', { name: '热门' });
    expect(getComputedStyle(document.body).backgroundColor).toBe(hexToRgb(lightTheme.colors.background));
  });
});

describe('useApiClient', () => {
  it('throws a clear error outside ApiClientProvider', () => {
    function Orphan() {
      useApiClient();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useApiClient() must be used inside <ApiClientProvider');
    spy.mockRestore();
  });
});
