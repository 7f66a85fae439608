import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { focusRing, transition } from '../theme/css';
import type { WidgetsTheme } from '../theme/theme';

/** `outlined` is the earlier name of a red-outlined secondary button, kept for existing callers. */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger' | 'outlined';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container. */
  block?: boolean;
  /** Shows a spinner, keeps the width and refuses clicks; announced as busy. */
  loading?: boolean;
  /** An icon before the text (use `aria-label` when there is no text). */
  icon?: ReactNode;
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

function look(theme: WidgetsTheme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return { background: colors.primary, color: colors.onPrimary, hover: { background: colors.primaryHover } };
    case 'danger':
      return { background: colors.danger, color: colors.onPrimary, hover: { filter: 'brightness(1.08)' } };
    case 'secondary':
      return {
        background: colors.surface,
        color: colors.text,
        borderColor: colors.border,
        hover: { background: colors.fill, borderColor: colors.subtle },
      };
    case 'outlined':
      return {
        background: 'transparent',
        color: colors.primaryText,
        borderColor: colors.primaryText,
        hover: { background: colors.primarySoft },
      };
    default:
      return { background: 'transparent', color: colors.primaryText, hover: { background: colors.primarySoft } };
  }
}

const PAD = { sm: 12, md: 20, lg: 28 };
const FONT = { sm: 13, md: 15, lg: 16 };

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => !['variant', 'block', 'size', 'loading'].includes(prop),
})<{ variant: ButtonVariant; size: ButtonSize; block: boolean }>(({ theme, variant, size, block }) => {
  const { hover, ...base } = look(theme, variant);
  return {
    position: 'relative',
    display: block ? 'flex' : 'inline-flex',
    width: block ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing.xs + 2,
    minHeight: theme.control[size],
    padding: `0 ${variant === 'text' ? PAD[size] - 8 : PAD[size]}px`,
    border: '1px solid transparent',
    borderRadius: theme.radius.round,
    ...base,
    font: 'inherit',
    fontSize: FONT[size],
    fontWeight: theme.typography.weights.medium,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    ...transition(theme, ['background-color', 'color', 'filter', 'transform']),
    '&:hover:not(:disabled):not([aria-busy="true"])': hover,
    '&:active:not(:disabled)': { transform: 'scale(0.97)' },
    '&:focus-visible': focusRing(theme),
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
    '& > svg, & > .yy-icon': { flex: 'none', width: '1.15em', height: '1.15em' },
    '.yy-spinner': {
      width: '1em',
      height: '1em',
      border: '2px solid currentColor',
      borderRightColor: 'transparent',
      borderRadius: '50%',
      animation: `${spin} 0.7s linear infinite`,
      [theme.mq.reducedMotion]: { animationDuration: '2s' },
    },
    // A small button stays small to the eye but takes a 44 px press on touch screens.
    [theme.mq.coarse]: {
      minHeight: size === 'lg' ? theme.control.lg : theme.control.touch - (size === 'sm' ? 8 : 0),
      '&::after': {
        content: '""',
        position: 'absolute',
        left: 0,
        right: 0,
        top: '50%',
        height: theme.control.touch,
        transform: 'translateY(-50%)',
      },
    },
  };
});

/**
 * The kit's button: `primary` (filled red), `secondary` (grey), `text` and `danger`; sizes `sm` 32 / `md` 40 /
 * `lg` 48 px (at least 44 px to press on touch screens); `loading` shows a spinner and sets `aria-busy`.
 * `type` defaults to `button`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    type = 'button',
    variant = 'primary',
    size = 'md',
    block = false,
    loading = false,
    icon,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      variant={variant}
      size={size}
      block={block}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className="yy-spinner" aria-hidden="true" /> : icon}
      {children}
    </StyledButton>
  );
});
