import styled from '@emotion/styled';

export const Card = styled.section(({ theme }) => ({
  maxWidth: 440,
  margin: `${theme.spacing.section / 2}px auto`,
  padding: theme.spacing.xl,
  background: theme.colors.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.card,
  fontFamily: theme.typography.fontFamily,
  h1: {
    margin: `0 0 ${theme.spacing.lg}px`,
    fontSize: theme.typography.sizes.xl,
    textAlign: 'center',
  },
}));

export const Stack = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.sm,
}));

export const Links = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  marginTop: theme.spacing.md,
  button: {
    border: 'none',
    background: 'transparent',
    color: theme.colors.accent,
    font: 'inherit',
    fontSize: theme.typography.sizes.sm,
    cursor: 'pointer',
    padding: 0,
    '&:hover': { textDecoration: 'underline' },
  },
}));

export const TabList = styled.div(({ theme }) => ({
  display: 'flex',
  marginBottom: theme.spacing.lg,
  borderBottom: `1px solid ${theme.colors.border}`,
  button: {
    flex: 1,
    padding: `${theme.spacing.sm}px 0`,
    border: 'none',
    borderBottom: '2px solid transparent',
    background: 'transparent',
    color: theme.colors.muted,
    font: 'inherit',
    cursor: 'pointer',
    '&[aria-selected="true"]': {
      color: theme.colors.primary,
      borderBottomColor: theme.colors.primary,
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
  },
}));

export const Notice = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.spacing.md}px`,
  color: theme.colors.success,
  textAlign: 'center',
}));
