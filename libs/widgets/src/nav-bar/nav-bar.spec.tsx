import { fireEvent, screen } from '@testing-library/react';
import { NavBar } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('NavBar', () => {
  it('shows brand, links with the current page and icon buttons', async () => {
    const onSearch = jest.fn();
    const { container } = renderWithProviders(
      <NavBar
        brand="医影"
        links={[
          { label: '首页', href: '/', active: true },
          { label: '活动', href: '/activity' },
        ]}
        actions={[
          { id: 'search', label: '搜索', icon: 'search', onClick: onSearch },
          { id: 'msg', label: '消息', icon: 'bell', badge: 3 },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: '医影' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '消息（3）' })).toBeInTheDocument();
    const menu = screen.getByRole('button', { name: '菜单' });
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: '主导航' })).toHaveAttribute('data-open', 'true');
    await expectNoSeriousA11yViolations(container);
  });
});
