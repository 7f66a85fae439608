import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

// The first page load compiles its lazy chunk, which is slow in jsdom on a busy machine.
jest.setTimeout(30_000);

async function openPage() {
  const utils = renderApp({ path: '/no/such/page' });
  await screen.findByRole('heading', { level: 1, name: '页面不存在' }, { timeout: 8_000 });
  return utils;
}

describe('Mobile menu of the header', () => {
  it('opens the navigation from the menu button and closes it with Escape, giving the focus back', async () => {
    const user = userEvent.setup();
    await openPage();
    const button = screen.getByRole('button', { name: '打开菜单' });
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toHaveAttribute('data-open', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('关闭菜单');
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(within(nav).getByRole('search', { name: '站内搜索' })).toBeInTheDocument();

    await user.tab();
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
    expect(button).toHaveFocus();
  });

  it('closes after following a link, on the new page', async () => {
    const user = userEvent.setup();
    const { router } = await openPage();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    await user.click(within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '圈子' }));
    expect(router.state.location.pathname).toBe('/circle');
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the panel, and not on one inside it', async () => {
    const user = userEvent.setup();
    await openPage();
    const button = screen.getByRole('button', { name: '打开菜单' });
    await user.click(button);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    act(() => {
      fireEvent.pointerDown(within(nav).getByRole('searchbox'));
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      fireEvent.pointerDown(screen.getByRole('main'));
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
