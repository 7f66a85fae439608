import styled from '@emotion/styled';

/** Column of the notice pages. */
export const NoticePage = styled.div(({ theme }) => ({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  h1: { margin: `0 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.xl },
  '.state': { padding: `${theme.spacing.xl}px 0`, textAlign: 'center', color: theme.colors.muted },
  '.state[role="alert"]': { color: theme.colors.danger },
  '.pager': {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    gap: theme.spacing.md,
    marginTop: theme.spacing.lg,
  },
  '.back': { display: 'inline-block', marginBottom: theme.spacing.md, color: theme.colors.primary },
}));
