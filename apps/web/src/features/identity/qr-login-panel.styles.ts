import styled from '@emotion/styled';

export const Box = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing.sm,
  textAlign: 'center',
  '.frame': {
    position: 'relative',
    width: 200,
    height: 200,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: theme.colors.muted,
  },
  '.frame img': { width: 184, height: 184 },
  '.veil': {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'rgba(255,255,255,.9)',
    borderRadius: theme.radius.md,
  },
  '.state': { fontWeight: 600, margin: 0 },
  '.hint': {
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.sm,
    margin: 0,
  },
  '.error': { color: theme.colors.danger, margin: 0 },
}));
