import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export type BadgeTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  children?: ReactNode;
  tone?: BadgeTone;
  /** `soft` tinted (labels such as 医生认证), `solid` filled (counts). */
  variant?: 'soft' | 'solid';
  /** A number shown as `max+` beyond `max` (99 by default); 0 hides the badge. */
  count?: number;
  max?: number;
  /** A dot alone (something new); give `label` so it is announced. */
  dot?: boolean;
  /** What the badge means to a screen reader, e.g. 3 条未读消息. */
  label?: string;
  className?: string;
}

/** How a count is written: `99+` past the maximum. */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

const Root = styled.span<{ tone: BadgeTone; variant: 'soft' | 'solid'; dot: boolean }>(
  ({ theme, tone, variant, dot }) => {
    const { colors } = theme;
    const solid: Record<BadgeTone, [string, string]> = {
      primary: [colors.primary, colors.onPrimary],
      neutral: [colors.text, colors.surface],
      success: [colors.success, colors.onPrimary],
      warning: [colors.warning, colors.onPrimary],
      danger: [colors.danger, colors.onPrimary],
    };
    const soft: Record<BadgeTone, [string, string]> = {
      primary: [colors.primarySoft, colors.primaryText],
      neutral: [colors.fill, colors.subtle],
      success: [colors.successSoft, colors.success],
      warning: [colors.warningSoft, colors.warning],
      danger: [colors.dangerSoft, colors.danger],
    };
    const [bg, fg] = (variant === 'solid' || dot ? solid : soft)[tone];
    return {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: 'none',
      boxSizing: 'border-box',
      minWidth: dot ? 8 : 18,
      height: dot ? 8 : variant === 'solid' ? 18 : 22,
      padding: dot ? 0 : variant === 'solid' ? '0 5px' : '0 8px',
      borderRadius: theme.radius.round,
      background: bg,
      color: fg,
      fontFamily: theme.typography.fontFamily,
      fontSize: variant === 'solid' ? 11 : 12,
      fontWeight: theme.typography.weights.medium,
      lineHeight: 1,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    };
  },
);

/** A small label, a count (99+) or a dot; counts are `solid`, labels `soft`. */
export function Badge({
  children,
  tone = 'primary',
  variant,
  count,
  max = 99,
  dot = false,
  label,
  className,
}: BadgeProps) {
  if (count !== undefined && count <= 0 && !dot) return null;
  const text = dot ? null : count !== undefined ? formatBadgeCount(count, max) : children;
  return (
    <Root
      tone={tone}
      variant={variant ?? (count !== undefined ? 'solid' : 'soft')}
      dot={dot}
      className={className}
      role={label ? 'status' : undefined}
      aria-label={label}
    >
      {label ? <span aria-hidden="true">{text}</span> : text}
    </Root>
  );
}
