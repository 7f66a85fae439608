import styled from '@emotion/styled';

export const Box = styled.div(({ theme }) => ({
  maxWidth: 480,
  margin: `${theme.spacing.lg}px auto`,
  padding: `0 ${theme.spacing.md}px`,
  '.who': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    marginBottom: theme.spacing.md,
  },
  '.actions': {
    display: 'flex',
    gap: theme.spacing.sm,
    marginTop: theme.spacing.lg,
  },
  '.error': { color: theme.colors.danger },
  '.ok': { color: theme.colors.success, fontWeight: 600 },
}));
