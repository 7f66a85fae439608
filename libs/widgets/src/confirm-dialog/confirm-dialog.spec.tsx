import { act, fireEvent, screen } from '@testing-library/react';
import { ConfirmDialog } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('ConfirmDialog', () => {
  it('is a 500 px alert dialog that confirms, cancels and closes on Escape', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(
      <ConfirmDialog open message="确定删除这条内容吗？" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('确定删除这条内容吗？');
    expect(dialog).toHaveStyle({ width: '500px' });
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    expect(onConfirm).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    await expectNoSeriousA11yViolations(document.body);
  });

  it('stays busy until an async confirm settles and renders nothing when closed', async () => {
    let resolve!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    const { rerender } = renderWithProviders(
      <ConfirmDialog open message="提交？" onConfirm={onConfirm} onCancel={jest.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await act(async () => resolve());
    expect(screen.getByRole('button', { name: '确定' })).toBeEnabled();
    rerender(<ConfirmDialog open={false} message="提交？" onConfirm={onConfirm} onCancel={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
