import styled from '@emotion/styled';

/** The player's frame: the video, its state over it, and the resolution choice below. */
export const PlayerFrame = styled.figure(({ theme }) => ({
  margin: `0 0 ${theme.spacing.md}px`,
  video: { display: 'block', width: '100%', height: 'auto', maxHeight: '80vh', background: '#000' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: 2 },
  figcaption: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.xs,
    marginTop: theme.spacing.xs,
    fontSize: theme.typography.sizes.sm,
    color: theme.colors.muted,
  },
}));

/** One choice of the resolution row. */
export const QualityButton = styled.button(({ theme }) => ({
  minHeight: 32,
  padding: `0 ${theme.spacing.sm}px`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  '&[aria-pressed="true"]': {
    borderColor: theme.colors.primary,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
  },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
}));

/** What shows instead of a video that cannot play yet. */
export const VideoState = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 9',
  width: '100%',
  marginBottom: theme.spacing.md,
  borderRadius: theme.radius.md,
  background: '#1f2430',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  color: '#fff',
  fontSize: theme.typography.sizes.lg,
  span: { padding: `${theme.spacing.xs}px ${theme.spacing.md}px`, borderRadius: 999, background: 'rgba(0,0,0,0.6)' },
}));
