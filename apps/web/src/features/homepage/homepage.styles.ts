import styled from '@emotion/styled';

export const Page = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  h2: {
    fontSize: theme.typography.sizes.lg,
    margin: `${theme.spacing.xl}px 0 ${theme.spacing.md}px`,
  },
}));

export const Header = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing.lg,
  padding: theme.spacing.lg,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  h1: {
    margin: 0,
    fontSize: theme.typography.sizes.xl,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
  },
  '.sig': { margin: `${theme.spacing.xs}px 0 0`, color: theme.colors.muted },
  '.grow': { flex: 1, minWidth: 200 },
  '.mutual': {
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.sm,
    marginLeft: theme.spacing.sm,
  },
}));

export const Notice = styled.p(({ theme }) => ({
  padding: theme.spacing.xl,
  textAlign: 'center',
  color: theme.colors.muted,
}));
