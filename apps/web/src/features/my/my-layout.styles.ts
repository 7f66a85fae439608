import styled from '@emotion/styled';

export const Frame = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  display: 'grid',
  gap: theme.spacing.lg,
  gridTemplateColumns: '1fr',
  [theme.mq.up.md]: { gridTemplateColumns: '220px minmax(0, 1fr)' },
}));

export const Side = styled.aside(({ theme }) => ({
  alignSelf: 'start',
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.spacing.md,
  '.who': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    marginBottom: theme.spacing.md,
    minWidth: 0,
  },
  '.who a': {
    color: theme.colors.text,
    textDecoration: 'none',
    fontWeight: 600,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: 4,
    [theme.mq.up.md]: { flexDirection: 'column' },
  },
  'li a': {
    display: 'block',
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderRadius: theme.radius.sm,
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.primary },
    '&[aria-current="page"]': {
      background: theme.colors.background,
      color: theme.colors.primary,
      fontWeight: 600,
    },
  },
}));

export const Content = styled.div(({ theme }) => ({
  minWidth: 0,
  '.privacy-notice': {
    margin: `0 0 ${theme.spacing.md}`,
    padding: `${theme.spacing.sm} ${theme.spacing.md}`,
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.primary}`,
    background: theme.colors.surface,
    a: { marginLeft: theme.spacing.sm, color: theme.colors.primary },
  },
}));
