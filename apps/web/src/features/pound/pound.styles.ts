import styled from '@emotion/styled';

export const PoundRows = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  li: { padding: `${theme.spacing.md}px 0`, borderBottom: `1px solid ${theme.colors.border}` },
  h3: { margin: 0, fontSize: theme.typography.sizes.md, a: { color: theme.colors.accent } },
  p: { margin: `${theme.spacing.xs}px 0`, whiteSpace: 'pre-wrap' },
  '.meta': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
  '.meta button': {
    all: 'unset',
    cursor: 'pointer',
    color: theme.colors.accent,
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
  },
}));
