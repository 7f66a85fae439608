import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface DividerProps {
  /** Text in the middle of the line, e.g. a section name. */
  children?: ReactNode;
  orientation?: 'horizontal' | 'vertical';
  /** Dashed instead of solid. */
  dashed?: boolean;
  className?: string;
}

const Line = styled.div<{ vertical: boolean; dashed: boolean; hasText: boolean }>(
  ({ theme, vertical, dashed, hasText }) => {
    const border = `1px ${dashed ? 'dashed' : 'solid'} ${theme.colors.border}`;
    if (vertical) {
      return {
        display: 'inline-block',
        alignSelf: 'stretch',
        minHeight: '1em',
        margin: `0 ${theme.spacing.sm}px`,
        borderLeft: border,
      };
    }
    if (!hasText) return { margin: `${theme.spacing.md}px 0`, borderTop: border };
    return {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing.md,
      margin: `${theme.spacing.md}px 0`,
      color: theme.colors.muted,
      fontSize: theme.typography.sizes.sm,
      '&::before, &::after': { content: '""', flex: 1, borderTop: border },
    };
  },
);

/** A thin separating line, optionally with text in the middle. */
export function Divider({ children, orientation = 'horizontal', dashed = false, className }: DividerProps) {
  const vertical = orientation === 'vertical';
  return (
    <Line
      className={className}
      role="separator"
      aria-orientation={orientation}
      vertical={vertical}
      dashed={dashed}
      hasText={!vertical && children !== undefined && children !== null}
    >
      {!vertical && children}
    </Line>
  );
}
