import styled from '@emotion/styled';

export const Head = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.md,
  flexWrap: 'wrap',
  h1: { margin: 0 },
  p: { margin: `${theme.spacing.xs}px 0 0`, color: theme.colors.muted },
}));

export const Counts = styled.dl(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing.xl,
  margin: `${theme.spacing.lg}px 0`,
  div: { textAlign: 'center' },
  dt: { color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  dd: { margin: 0, fontSize: theme.typography.sizes.xl, fontWeight: 700 },
}));
