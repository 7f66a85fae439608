import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ListLoadState } from '@yiying/models';
import { lightTheme, WidgetsThemeProvider } from '@yiying/widgets';
import { ListFooter } from './list-footer';

function renderWithProviders(ui: ReactElement) {
  const utils = render(<WidgetsThemeProvider theme={lightTheme}>{ui}</WidgetsThemeProvider>);
  return {
    ...utils,
    rerender: (next: ReactElement) =>
      utils.rerender(<WidgetsThemeProvider theme={lightTheme}>{next}</WidgetsThemeProvider>),
  };
}

describe('ListFooter', () => {
  it('says what each load state means and offers the next step', () => {
    const onLoadMore = jest.fn();
    const { rerender } = renderWithProviders(<ListFooter state={ListLoadState.loading} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    rerender(<ListFooter state={ListLoadState.idle} onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    rerender(<ListFooter state={ListLoadState.fail} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    rerender(<ListFooter state={ListLoadState.empty} emptyText="还没有作品" onLoadMore={onLoadMore} />);
    expect(screen.getByRole('status')).toHaveTextContent('还没有作品');
    rerender(<ListFooter state={ListLoadState.finish} onLoadMore={onLoadMore} />);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('loads the next page when it scrolls into view, only while idle', () => {
    const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
    const original = globalThis.IntersectionObserver;
    // jsdom has no layout, so the browser's observer is replaced by one the test triggers.
    globalThis.IntersectionObserver = class {
      record: { callback: IntersectionObserverCallback; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {
        // The test triggers the callback itself.
      }
      disconnect() {
        this.record.disconnected = true;
      }
    } as unknown as typeof IntersectionObserver;
    try {
      const onLoadMore = jest.fn();
      const { rerender } = renderWithProviders(<ListFooter auto state={ListLoadState.idle} onLoadMore={onLoadMore} />);
      expect(observers).toHaveLength(1);
      observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      rerender(<ListFooter auto state={ListLoadState.loading} onLoadMore={onLoadMore} />);
      expect(observers[0].disconnected).toBe(true);
      expect(observers).toHaveLength(1);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
