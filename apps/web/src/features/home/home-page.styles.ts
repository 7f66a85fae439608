import styled from '@emotion/styled';

/** Carousel heights per breakpoint; the slot reserves them while banners load. */
export const CAROUSEL_HEIGHTS = { xs: 200, sm: 300, md: 360 } as const;

export const CarouselSlot = styled.div(({ theme }) => ({
  // Reserve the carousel's height while banners load so the page does not jump.
  minHeight: CAROUSEL_HEIGHTS.xs,
  background: theme.colors.secondary,
  [theme.mq.up.sm]: { minHeight: CAROUSEL_HEIGHTS.sm },
  [theme.mq.up.md]: { minHeight: CAROUSEL_HEIGHTS.md },
}));

/** Height of the pictures of the home's activity strip. */
export const STRIP_HEIGHT = 160;

/** The activity strip's room (its pictures and the scroll bar's gap) while its code loads. */
export const StripSlot = styled.div(({ theme }) => ({ minHeight: STRIP_HEIGHT + theme.spacing.sm }));

export const Section = styled.section(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.section / 2}px ${theme.spacing.md}px`,
  h2: {
    margin: `0 0 ${theme.spacing.lg}px`,
    fontSize: theme.typography.sizes.xl,
  },
}));

export const Notice = styled.div(({ theme }) => ({
  padding: theme.spacing.xl,
  textAlign: 'center',
  color: theme.colors.muted,
  button: {
    marginLeft: theme.spacing.md,
    padding: `${theme.spacing.xs}px ${theme.spacing.lg}px`,
    border: `1px solid ${theme.colors.primary}`,
    borderRadius: theme.radius.round,
    background: theme.colors.surface,
    color: theme.colors.primary,
    cursor: 'pointer',
    font: 'inherit',
  },
}));

export const SkeletonGrid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  li: {
    aspectRatio: '1.3',
    borderRadius: theme.radius.md,
    background: theme.colors.border,
    opacity: 0.5,
  },
}));
