import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Dialog, Drawer } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

function Harness({ kind }: { kind: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const body = (
    <>
      <input aria-label="相册名称" />
      <Button>创建</Button>
    </>
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      {kind === 'dialog' ? (
        <Dialog open={open} title="新建相册" onClose={() => setOpen(false)}>
          {body}
        </Dialog>
      ) : (
        <Drawer open={open} title="筛选" side="bottom" onClose={() => setOpen(false)}>
          {body}
        </Drawer>
      )}
    </>
  );
}

describe.each([
  ['dialog', '新建相册'],
  ['drawer', '筛选'],
] as const)('%s', (kind, title) => {
  it('is a labelled modal that traps focus, locks the page scroll and gives focus back on Escape', async () => {
    renderWithProviders(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: '打开' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    const close = screen.getByRole('button', { name: '关闭' });
    // Focus lands on the first field, not on ×.
    expect(screen.getByRole('textbox', { name: '相册名称' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '创建' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: '创建' })).toHaveFocus();
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes on the backdrop and ×', async () => {
    renderWithProviders(<Harness kind={kind} />);
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Dialog while busy', () => {
  it('refuses Escape and the backdrop', () => {
    const onClose = jest.fn();
    renderWithProviders(<Dialog open busy title="保存中" onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });
});
