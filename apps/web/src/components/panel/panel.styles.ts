import styled from '@emotion/styled';

/** One titled block of a personal-area page. */
export const Panel = styled.section(({ theme }) => ({
  marginBottom: theme.spacing.lg,
  padding: theme.spacing.lg,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  fontFamily: theme.typography.fontFamily,
  h1: {
    margin: `0 0 ${theme.spacing.md}px`,
    fontSize: theme.typography.sizes.xl,
  },
  h2: {
    margin: `0 0 ${theme.spacing.md}px`,
    fontSize: theme.typography.sizes.lg,
  },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.sm,
    maxWidth: 480,
  },
  'form > button[type=submit]': { alignSelf: 'flex-start' },
}));

/** Label / value rows. */
export const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.spacing.sm}px ${theme.spacing.lg}px`,
  margin: 0,
  dt: { color: theme.colors.muted },
  dd: {
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    flexWrap: 'wrap',
  },
}));
