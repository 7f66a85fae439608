import styled from '@emotion/styled';

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
