import styled from '@emotion/styled';
import { useRef, type KeyboardEvent } from 'react';

/** A row of pill-shaped tabs (role tablist); the selected one is filled. */
export const TabList = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing.sm,
  margin: `${theme.spacing.md}px 0 ${theme.spacing.lg}px`,
  button: {
    minHeight: 36,
    padding: `0 ${theme.spacing.lg}px`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.round,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    cursor: 'pointer',
    '&[aria-selected=true]': {
      borderColor: theme.colors.primary,
      background: theme.colors.primary,
      color: theme.colors.onPrimary,
    },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
  },
  // Phones: one row that scrolls sideways, edge to edge, rather than a second row of pills.
  [theme.mq.down.sm]: {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    margin: `${theme.spacing.sm}px -${theme.spacing.md}px ${theme.spacing.md}px`,
    padding: `2px ${theme.spacing.md}px`,
    button: { flex: 'none', minHeight: 34, padding: `0 ${theme.spacing.md}px` },
  },
}));

/** Arrow keys, Home and End move between tabs (the ARIA tabs pattern); only the selected tab is in the Tab order. */
export function useTabKeys(count: number, selected: number, select: (index: number) => void) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: (selected + 1) % count,
      ArrowLeft: (selected - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    refs.current[next]?.focus();
  };
  return { refs, onKeyDown };
}
