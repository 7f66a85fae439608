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
