import { fireEvent, screen } from '@testing-library/react';
import { Avatar, avatarInitial, Badge, EmptyState, formatBadgeCount, Skeleton } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('Avatar', () => {
  it('shows the picture named by the member, and the first character when it fails', async () => {
    renderWithProviders(<Avatar name="林医生" src="/a.jpg" size={48} />);
    const avatar = screen.getByRole('img', { name: '林医生' });
    expect(avatar).toHaveStyle({ width: '48px', height: '48px' });
    const img = avatar.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('alt', '');
    fireEvent.error(img);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('林');
    await expectNoSeriousA11yViolations(document.body);
  });

  it('takes the first character, upper-cased, and hides itself when decorative', () => {
    expect(avatarInitial(' alice')).toBe('A');
    expect(avatarInitial('')).toBe('?');
    renderWithProviders(<Avatar name="周" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('Badge', () => {
  it('writes counts past the maximum as 99+, hides a zero count and names itself when labelled', async () => {
    expect(formatBadgeCount(120)).toBe('99+');
    expect(formatBadgeCount(7, 5)).toBe('5+');
    const { container } = renderWithProviders(
      <>
        <Badge count={0} />
        <Badge count={128} label="128 条未读消息" />
        <Badge tone="success">报名中</Badge>
      </>,
    );
    expect(screen.getByRole('status', { name: '128 条未读消息' })).toHaveTextContent('99+');
    expect(screen.getByText('报名中')).toBeInTheDocument();
    expect(container.textContent).toBe('99+报名中');
    await expectNoSeriousA11yViolations(document.body);
  });
});

describe('EmptyState and Skeleton', () => {
  it('gives an empty list a heading, help and an action; skeletons stay out of the accessibility tree', async () => {
    const { container } = renderWithProviders(
      <>
        <EmptyState title="还没有作品" description="发布第一组照片" action={<button type="button">发布作品</button>} />
        <Skeleton ratio={1.5} />
        <Skeleton shape="text" lines={3} />
      </>,
    );
    expect(screen.getByRole('heading', { name: '还没有作品' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发布作品' })).toBeInTheDocument();
    const bones = container.querySelectorAll('[aria-hidden="true"]');
    expect(Array.from(bones).some((b) => (b as HTMLElement).style.aspectRatio === '1.5')).toBe(true);
    await expectNoSeriousA11yViolations(document.body);
  });
});
