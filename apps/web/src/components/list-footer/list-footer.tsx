import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { ListLoadState } from '@yiying/models';

export interface ListFooterProps {
  state: ListLoadState;
  /** Loads the next page (idle) or retries the failed one (fail). */
  onLoadMore(): void;
  /** Shown when the list has no items at all. */
  emptyText?: string;
  /** Load the next page by itself when the footer scrolls into view (infinite scroll). */
  auto?: boolean;
}

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing.md,
  minHeight: 56,
  padding: theme.spacing.md,
  // Never the element the browser keeps in place while pages arrive above it (it would pull the reader down).
  overflowAnchor: 'none',
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.sm,
  button: {
    padding: `${theme.spacing.xs}px ${theme.spacing.lg}px`,
    border: `1px solid ${theme.colors.primary}`,
    borderRadius: theme.radius.round,
    background: theme.colors.surface,
    color: theme.colors.primary,
    cursor: 'pointer',
    font: 'inherit',
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
  },
}));

/**
 * The line under an infinite list, by load state (spec §4): 加载中…, 加载失败 with 重试, the empty text, 没有更多了,
 * or 加载更多. With `auto`, the next page loads as the footer nears the viewport; the button stays for keyboards
 * and for browsers without IntersectionObserver.
 */
export function ListFooter({ state, onLoadMore, emptyText = '暂无内容', auto = false }: ListFooterProps) {
  const ref = useRef<HTMLDivElement>(null);
  const loadRef = useRef(onLoadMore);
  loadRef.current = onLoadMore;

  useEffect(() => {
    const node = ref.current;
    if (!auto || state !== ListLoadState.idle || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, state]);

  let body;
  switch (state) {
    case ListLoadState.loading:
      body = <span role="status">加载中…</span>;
      break;
    case ListLoadState.fail:
      body = (
        <>
          <span role="alert">加载失败</span>
          <button type="button" onClick={onLoadMore}>
            重试
          </button>
        </>
      );
      break;
    case ListLoadState.empty:
      body = <span role="status">{emptyText}</span>;
      break;
    case ListLoadState.finish:
      body = <span>没有更多了</span>;
      break;
    default:
      body = (
        <button type="button" onClick={onLoadMore}>
          加载更多
        </button>
      );
  }
  return (
    <Footer ref={ref} data-state={state}>
      {body}
    </Footer>
  );
}
