import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Menu, place, Popover } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const viewport = { width: 390, height: 800 };
const size = { width: 200, height: 300 };

describe('place', () => {
  it('goes below the anchor when it fits', () => {
    expect(place({ top: 100, left: 20, width: 80, height: 40 }, size, viewport)).toEqual({
      top: 146,
      left: 20,
      side: 'bottom',
      maxHeight: 800 - 140 - 6 - 8,
    });
  });

  it('flips above when below is too short and above has more room', () => {
    const p = place({ top: 600, left: 20, width: 80, height: 40 }, size, viewport);
    expect(p.side).toBe('top');
    expect(p.top).toBe(600 - 6 - 300);
  });

  it('shifts to stay on screen at the right edge and caps the height to the room left', () => {
    const p = place({ top: 380, left: 350, width: 30, height: 40 }, { width: 200, height: 900 }, viewport);
    expect(p.left).toBe(390 - 8 - 200);
    expect(p.maxHeight).toBeLessThan(900);
    expect(p.top + Math.min(900, p.maxHeight)).toBeLessThanOrEqual(800);
  });
});

describe('Popover', () => {
  it('opens a labelled dialog from its trigger, closes on Escape and returns focus', async () => {
    renderWithProviders(
      <Popover label="拍摄参数" trigger={(props) => <Button {...props}>参数</Button>}>
        <p>f/4 · 1/200s</p>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: '参数' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: '拍摄参数' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveFocus();
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a press outside', async () => {
    renderWithProviders(
      <Popover label="说明" trigger={(props) => <Button {...props}>说明</Button>}>
        内容
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: '说明' }));
    act(() => {
      fireEvent.mouseDown(document.body);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Menu', () => {
  const items = [
    { key: 'share', label: '分享' },
    { key: 'collect', label: '收藏' },
    { key: 'album', label: '加入相册', disabled: true },
    { key: 'delete', label: '删除', danger: true },
  ];

  it('follows the menu button pattern: arrows, Home/End, type-ahead, Enter chooses and focus returns', async () => {
    const onSelect = jest.fn();
    renderWithProviders(<Menu items={items} onSelect={onSelect} trigger={(p) => <Button {...p}>更多</Button>} />);
    const button = screen.getByRole('button', { name: '更多' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: '更多' });
    expect(menu).toHaveFocus();
    const active = () => document.getElementById(menu.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('分享');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('删除');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('分享');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('删除');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('分享');
    await userEvent.keyboard('收');
    expect(active()).toBe('收藏');
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('collect');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens on the last item with ↑, closes on Escape and ignores disabled items', async () => {
    const onSelect = jest.fn();
    renderWithProviders(<Menu items={items} onSelect={onSelect} trigger={(p) => <Button {...p}>更多</Button>} />);
    const button = screen.getByRole('button', { name: '更多' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '删除' })).toHaveAttribute('data-active', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: '加入相册' }));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
