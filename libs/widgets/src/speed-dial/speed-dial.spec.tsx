import { fireEvent, screen } from '@testing-library/react';
import { SpeedDial, type SpeedDialAction } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('SpeedDial', () => {
  const publish = jest.fn();
  const actions: SpeedDialAction[] = [
    { id: 'publish', label: '发布作品', icon: 'upload', onClick: publish },
    { id: 'message', label: '消息', icon: 'bell' },
  ];

  it('opens by click, moves with arrow keys, runs an action and closes with Escape', async () => {
    const { container } = renderWithProviders(<SpeedDial actions={actions} />);
    const fab = screen.getByRole('button', { name: '快捷操作' });
    expect(fab).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '发布作品' })).not.toBeInTheDocument();
    fireEvent.click(fab);
    expect(fab).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: '发布作品' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: '发布作品' }), { key: 'ArrowUp' });
    expect(screen.getByRole('button', { name: '消息' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: '消息' }), { key: 'Escape' });
    expect(fab).toHaveAttribute('aria-expanded', 'false');
    expect(fab).toHaveFocus();
    fireEvent.click(fab);
    fireEvent.click(screen.getByRole('button', { name: '发布作品' }));
    expect(publish).toHaveBeenCalled();
    expect(fab).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousA11yViolations(container);
  });

  it('opens on hover', () => {
    const { container } = renderWithProviders(<SpeedDial actions={actions} />);
    fireEvent.mouseEnter(container.firstElementChild!);
    expect(screen.getByRole('button', { name: '消息' })).toBeVisible();
    fireEvent.mouseLeave(container.firstElementChild!);
    expect(screen.queryByRole('button', { name: '消息' })).not.toBeInTheDocument();
  });
});
