import styled from '@emotion/styled';
import { HeartIcon } from '@yiying/widgets';

export interface LikeIconProps {
  count: number;
  /** Whether the current user already liked it. */
  liked?: boolean;
  /** Accessible name of the button. */
  label?: string;
  disabled?: boolean;
  onClick?(): void;
}

/** A compact icon button with an optional visible count beside the icon. */
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

/**
 * Accessible name of a button that shows a count: the action, then the count exactly as shown
 * (`点赞 1.2万`). Speech-input users say what they see, so the visible count must be part of the
 * name (WCAG 2.5.3, axe `label-content-name-mismatch`).
 */
export function countLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} ${formatCount(count)}`;
}

/** Heart button with the like count (accessible name 点赞 and the count, e.g. 点赞 37). */
export function LikeIcon({ count, liked = false, label = '点赞', disabled, onClick }: LikeIconProps) {
  return (
    <CountButton
      type="button"
      active={liked}
      aria-label={countLabel(label, count)}
      aria-pressed={liked}
      disabled={disabled}
      onClick={onClick}
    >
      <HeartIcon size={18} />
      <span aria-hidden="true">{formatCount(count)}</span>
    </CountButton>
  );
}
