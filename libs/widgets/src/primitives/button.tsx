import styled from '@emotion/styled';
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'outlined' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Stretches to the width of its container. */
  block?: boolean;
}

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'block',
})<ButtonProps>(({ theme, variant = 'primary', block = false }) => ({
  display: block ? 'flex' : 'inline-flex',
  width: block ? '100%' : undefined,
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing.xs,
  minHeight: 40,
  padding: `0 ${theme.spacing.lg}px`,
  border: `1px solid ${variant === 'text' ? 'transparent' : theme.colors.primary}`,
  borderRadius: theme.radius.sm,
  background: variant === 'primary' ? theme.colors.primary : 'transparent',
  color: variant === 'primary' ? theme.colors.onPrimary : theme.colors.primary,
  font: 'inherit',
  fontSize: theme.typography.sizes.md,
  cursor: 'pointer',
  transition: 'filter .2s, background-color .2s',
  '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
}));

/** The kit's button: primary (filled), outlined or text; `type` defaults to `button`. */
export function Button({ type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} {...rest} />;
}

/** A round button holding only an icon; always pass `aria-label`. */
export const IconButton = styled.button<{ tone?: 'default' | 'inverse' | 'primary'; size?: number }>(
  ({ theme, tone = 'default', size = 40 }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    minWidth: size,
    height: size,
    padding: '0 8px',
    border: 'none',
    borderRadius: theme.radius.round,
    background:
      tone === 'inverse' ? 'rgba(5, 11, 31, 0.55)' : tone === 'primary' ? theme.colors.primary : 'transparent',
    color: tone === 'inverse' || tone === 'primary' ? '#FFFFFF' : theme.colors.text,
    font: 'inherit',
    cursor: 'pointer',
    '&:hover:not(:disabled)': {
      background: tone === 'default' ? theme.colors.background : undefined,
      filter: 'brightness(1.1)',
    },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  }),
);

/** Hides content visually while keeping it for screen readers. */
export const VisuallyHidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
