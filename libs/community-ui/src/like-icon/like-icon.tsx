import styled from '@emotion/styled';
import { HeartIcon } from '@yiying/widgets';
import { useId } from 'react';

export interface LikeIconProps {
  count: number;
  /** Whether the current user already liked it. */
  liked?: boolean;
  /** Accessible name of the button. */
  label?: string;
  disabled?: boolean;
  onClick?(): void;
}

/** Shows a count next to an icon; the count is read as the button's description. */
export const CountButton = styled.button<{ active?: boolean }>(({ theme, active }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 32,
  minWidth: 32,
  padding: '0 6px',
  border: 'none',
  borderRadius: theme.radius.round,
  background: 'transparent',
  color: active ? theme.colors.primary : theme.colors.muted,
  font: 'inherit',
  fontSize: theme.typography.sizes.sm,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { color: theme.colors.primary, background: theme.colors.background },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 1 },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
}));

/** Compact count: 12345 → 1.2万. */
export function formatCount(count: number): string {
  if (count >= 10000) return `${(Math.floor(count / 1000) / 10).toString()}万`;
  return String(Math.max(0, Math.trunc(count)));
}

/** Heart button with the like count (accessible name 点赞). */
export function LikeIcon({ count, liked = false, label = '点赞', disabled, onClick }: LikeIconProps) {
  const countId = useId();
  return (
    <CountButton
      type="button"
      active={liked}
      aria-label={label}
      aria-pressed={liked}
      aria-describedby={countId}
      disabled={disabled}
      onClick={onClick}
    >
      <HeartIcon size={18} />
      <span id={countId}>{formatCount(count)}</span>
    </CountButton>
  );
}
