import styled from '@emotion/styled';

export const Page = styled.section(({ theme }) => ({ display: 'grid', gap: theme.spacing.md }));
export const TabBar = styled.div(({ theme }) => ({
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  gap: theme.spacing.sm,
  borderBottom: `1px solid ${theme.colors.border}`,
  button: {
    position: 'relative',
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    cursor: 'pointer',
    color: theme.colors.text,
    whiteSpace: 'nowrap',
    '&[aria-selected="true"]': {
      color: theme.colors.primary,
      fontWeight: 600,
      boxShadow: `inset 0 -2px 0 ${theme.colors.primary}`,
    },
  },
}));
export const Badge = styled.span(({ theme }) => ({
  marginLeft: 4,
  padding: '0 6px',
  borderRadius: theme.radius.round,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontSize: theme.typography.sizes.xs,
}));
export const Status = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.xs,
}));
export const Alert = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.primary }));
