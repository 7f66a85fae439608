import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardCarousel, ringOffset, type CardCarouselItem } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const items: CardCarouselItem[] = Array.from({ length: 9 }, (_, i) => ({
  id: `c${i}`,
  image: `/c${i}.jpg`,
  title: `作品${i + 1}`,
}));
const card = (name: string) => document.querySelector(`[aria-label="${name}"]`) as HTMLElement;
const scaleOf = (name: string) => card(name).getAttribute('data-scale');

describe('CardCarousel', () => {
  it('scales cards 1, 0.85, 0.74, 0.62 by distance from the centre and hides the rest', () => {
    renderWithProviders(<CardCarousel items={items} />);
    expect(scaleOf('作品1')).toBe('1');
    expect(scaleOf('作品2')).toBe('0.85');
    expect(scaleOf('作品9')).toBe('0.85');
    expect(scaleOf('作品3')).toBe('0.74');
    expect(scaleOf('作品4')).toBe('0.62');
    expect(card('作品5')).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves with buttons, arrow keys and clicks on side cards; the centre card emits onItemClick', () => {
    const onChange = jest.fn();
    const onItemClick = jest.fn();
    renderWithProviders(<CardCarousel items={items} onChange={onChange} onItemClick={onItemClick} />);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(screen.getByRole('button', { name: '作品2' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(screen.getByRole('region', { name: '卡片轮播' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('region', { name: '卡片轮播' }), { key: 'ArrowLeft' });
    expect(scaleOf('作品9')).toBe('1');
    fireEvent.click(card('作品1'));
    expect(onChange).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByRole('button', { name: '作品1' }));
    expect(onItemClick).toHaveBeenCalledWith(items[0]);
  });

  it('keeps the keyboard on the centre card: arrows move it and Enter opens it', async () => {
    const onItemClick = jest.fn();
    renderWithProviders(<CardCarousel items={items} onItemClick={onItemClick} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: '作品1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '作品2' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '作品2' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: '作品1' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(card('作品9')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onItemClick).toHaveBeenCalledWith(items[8]);
  });

  it('autoplays every 5000 ms', () => {
    jest.useFakeTimers();
    renderWithProviders(<CardCarousel items={items} autoplay />);
    act(() => jest.advanceTimersByTime(5000));
    expect(scaleOf('作品2')).toBe('1');
    jest.useRealTimers();
  });

  it('names the centre card with what its caption shows, the side cards with their titles', () => {
    const described = items.map((item, i) => ({ ...item, description: `第${i + 1}期` }));
    renderWithProviders(<CardCarousel items={described} />);
    expect(screen.getByRole('button', { name: '作品1 第1期' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '作品2' })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(screen.getByRole('button', { name: '作品2 第2期' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '作品1' })).not.toHaveAttribute('aria-current');
  });

  it('warns that a vertical direction is unsupported', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<CardCarousel items={items} direction="vertical" />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not supported'));
    warn.mockRestore();
  });

  it('computes ring offsets the short way round', () => {
    expect(ringOffset(8, 0, 9)).toBe(-1);
    expect(ringOffset(1, 8, 9)).toBe(2);
    expect(ringOffset(3, 3, 9)).toBe(0);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWithProviders(<CardCarousel items={items} />);
    await expectNoSeriousA11yViolations(container);
  });
});
