import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

// The open menu's part cannot be downloaded (offline, a deploy replaced the chunk).
jest.mock('./menu-panel', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

jest.setTimeout(30_000);

describe('the header menu when the open menu’s code does not arrive', () => {
  it('still opens and closes with its button, its links in place, and the page stays up', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/no/such/page' });
    await screen.findByRole('heading', { level: 1, name: '页面不存在' }, { timeout: 8_000 });
    const button = screen.getByRole('button', { name: '打开菜单' });
    const nav = screen.getByRole('navigation', { name: '主导航' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '圈子' })).toHaveAttribute('href', '/circle');
    // Give the failed download time to settle: the page is still there, without the dimmed backdrop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    expect(screen.queryByTestId('menu-backdrop')).toBeNull();

    await user.click(screen.getByRole('button', { name: '关闭菜单' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
