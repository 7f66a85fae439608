import styled from '@emotion/styled';
import { compactCardText } from './justified';

export type GalleryColumns = 1 | 2 | 3 | 4;

/** The styled parts of the gallery: the grid, a card and its cover, text and footer. */
export const Grid = styled.ul<{ columns: GalleryColumns; minTile: number }>(({ theme, columns, minTile }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.md,
  fontFamily: theme.typography.fontFamily,
  gridTemplateColumns: `repeat(auto-fill, minmax(${minTile}px, 1fr))`,
  [theme.mq.up.sm]: { gridTemplateColumns: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))` },
  [theme.mq.up.md]: { gridTemplateColumns: `repeat(${Math.min(columns, 3)}, minmax(0, 1fr))` },
  [theme.mq.up.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  // Phones: two narrow columns of pictures, as photo apps show a feed, with the text under them made compact.
  [theme.mq.down.sm]:
    columns >= 2
      ? {
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: theme.spacing.sm,
          ...compactCardText(theme),
        }
      : {},
}));

export const Card = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  boxShadow: theme.shadow.card,
  transition: 'box-shadow .25s, transform .25s',
  '&:hover': { boxShadow: theme.shadow.hover, transform: 'translateY(-2px)' },
}));

export const Cover = styled.div<{ ratio: number; clickable: boolean }>(({ theme, ratio, clickable }) => ({
  position: 'relative',
  aspectRatio: String(ratio),
  // A tall image must not stretch the tile: the ratio wins and the cover is cropped.
  overflow: 'hidden',
  minHeight: 0,
  background: theme.colors.background,
  cursor: clickable ? 'pointer' : undefined,
  img: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
}));

export const Placeholder = styled.div(({ theme }) => ({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing.xs,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.xs,
}));

export const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.sm,
  padding: theme.spacing.sm + 4,
}));

export const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.sizes.md,
  fontWeight: 600,
  color: theme.colors.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  'button, a': {
    all: 'unset',
    // A button sizes to its content: held to the tile's width so a long title (and a badge after it) is cut off.
    display: 'block',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
  },
}));

/** The cover's link fills the cover. */
export const coverLinkStyle = { position: 'absolute', inset: 0, zIndex: 1, display: 'block' } as const;

export const Footer = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 });

export const Author = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing.xs,
  minWidth: 0,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.sm,
  img: { width: 24, height: 24, borderRadius: '50%', objectFit: 'cover', flex: 'none' },
  span: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    minWidth: 0,
    color: 'inherit',
    textDecoration: 'none',
    '&:hover span': { color: theme.colors.text },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
  },
}));

export const Actions = styled.div({ display: 'flex', alignItems: 'center', flex: 'none' });

export const EmptyText = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.spacing.xl,
  textAlign: 'center',
  color: theme.colors.muted,
}));
