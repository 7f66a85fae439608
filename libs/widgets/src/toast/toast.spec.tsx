import { act, fireEvent, screen } from '@testing-library/react';
import { Button, ToastProvider, useToast } from '../index';
import { cssRulesFor, expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

function Trigger({ duration }: { duration?: number }) {
  const toast = useToast();
  return <Button onClick={() => toast.show('已复制链接', { duration, tone: 'success' })}>复制</Button>;
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces politely in a named region placed at the bottom on phones and under the header on wide screens', async () => {
    renderWithProviders(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    const region = screen.getByRole('region', { name: '通知' });
    expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('已复制链接');
    const css = cssRulesFor(region);
    expect(css).toMatch(/bottom: calc\(var\(--yy-toast-bottom, 72px\)/);
    expect(css).toMatch(/@media \(min-width: 960px\).*top: calc\(var\(--yy-header-height, 64px\) \+ 12px\)/s);
    await expectNoSeriousA11yViolations(document.body);
  });

  it('goes after its duration, but not while hovered or focused', () => {
    jest.useFakeTimers();
    renderWithProviders(
      <ToastProvider>
        <Trigger duration={3000} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    const toast = screen.getByText('已复制链接').closest('[data-tone]') as HTMLElement;
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('已复制链接')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    fireEvent.focus(screen.getByRole('button', { name: '关闭通知' }));
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('已复制链接')).toBeInTheDocument();
    fireEvent.blur(screen.getByRole('button', { name: '关闭通知' }));
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('已复制链接')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('已复制链接')).not.toBeInTheDocument();
  });

  it('closes with its button and throws without a provider', () => {
    renderWithProviders(
      <ToastProvider>
        <Trigger duration={0} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭通知' }));
    expect(screen.queryByText('已复制链接')).not.toBeInTheDocument();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Trigger />)).toThrow('useToast: wrap your page in <ToastProvider>.');
    spy.mockRestore();
  });
});
