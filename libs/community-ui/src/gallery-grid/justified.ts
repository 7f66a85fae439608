import styled from '@emotion/styled';
import type { GalleryItem } from '@yiying/models';
import type { Theme } from '@emotion/react';
import type { CSSProperties } from 'react';
import { clampRatio, flexRowsMaxWidth } from '../justified-gallery';

/**
 * Row heights of the justified gallery per screen: on phones a landscape picture fills a row or shares it with a
 * portrait, and a portrait's card keeps a title of about six characters a line (at 110 px, two landscapes shared a
 * row and a portrait's title broke as 护士站的 / 灯); on wide screens three to five pictures a row. Gaps are the theme's `sm` on phones and `md` above. `minWidth` is the narrowest the
 * list gets on that screen (a page with a side column included), which bounds how far a row can grow.
 */
export const JUSTIFIED_ROWS = {
  phone: { rowHeight: 140, gap: 8, minWidth: 288 },
  tablet: { rowHeight: 160, gap: 16, minWidth: 552 },
  desktop: { rowHeight: 180, gap: 16, minWidth: 760 },
} as const;

/** A card without a picture (an article or a topic post without images) is drawn at 4:3. */
/** The text under a narrow card on a phone, made compact: a title takes two lines rather than two characters and an ellipsis. */
export function compactCardText(theme: Theme) {
  return {
    '& > li > div:last-of-type': { gap: theme.spacing.xs, padding: theme.spacing.sm },
    '& h3': { fontSize: theme.typography.sizes.sm, lineHeight: 1.4, whiteSpace: 'normal' },
    '& h3 a, & h3 button': {
      display: '-webkit-box',
      whiteSpace: 'normal',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      wordBreak: 'break-word',
    },
    '& h3 > *': { whiteSpace: 'normal' },
    '& .gallery-author': { fontSize: theme.typography.sizes.xs, img: { width: 18, height: 18 } },
    '& .gallery-actions button': { minWidth: 24, padding: '0 2px', fontSize: theme.typography.sizes.xs },
    '& .gallery-actions svg': { width: 15, height: 15 },
  } as const;
}

export const NO_PICTURE_RATIO = 4 / 3;

/**
 * A forward's card carries the forwarder's words and the source as a small card: drawn wide, with the source's
 * picture as a strip, so it stands about as tall as the pictures beside it.
 */
export const FORWARD_RATIO = { card: 1.5, embed: 2.4 } as const;

/** The ratio a card's picture is drawn at: its own (clamped to the card bounds), 4:3 without a known picture. */
export function galleryItemRatio(item: GalleryItem): number {
  if (item.forward) return FORWARD_RATIO.card;
  const width = item.coverImage?.width ?? item.width;
  const height = item.coverImage?.height ?? item.height;
  if ((!item.cover && !item.coverImage) || !width || !height) return NO_PICTURE_RATIO;
  return clampRatio(width / height);
}

/**
 * The flex of one card: its basis is its picture at the row height, its growth its ratio, so a full line grows every
 * picture by the same factor (one height, edge to edge) and the filler after the list keeps the last line at the row
 * height. Pure CSS: the server's page and the hydrated one lay out the same.
 */
export function justifiedItemStyle(ratio: number): CSSProperties {
  return { flexGrow: ratio, flexShrink: 1, flexBasis: `calc(var(--gallery-row-height) * ${ratio})`, minWidth: 0 };
}

/**
 * `sizes` of a card's picture: at most what `flexRowsMaxWidth` allows on each screen, never past the list. A lazy
 * picture starts with `auto` (the browser takes the laid-out width, then the list after it where `auto` is unknown).
 */
export function justifiedSizes(ratio: number, lazy: boolean): string {
  const bound = (rows: (typeof JUSTIFIED_ROWS)[keyof typeof JUSTIFIED_ROWS], full: string) => {
    const max = flexRowsMaxWidth(ratio, rows);
    return Number.isFinite(max) ? `min(${full}, ${max}px)` : full;
  };
  const sizes = [
    `(max-width: 599px) ${bound(JUSTIFIED_ROWS.phone, 'calc(100vw - 32px)')}`,
    `(max-width: 959px) ${bound(JUSTIFIED_ROWS.tablet, '100vw')}`,
    bound(JUSTIFIED_ROWS.desktop, '100vw'),
  ].join(', ');
  return lazy ? `auto, ${sizes}` : sizes;
}

/** The wrapping list of a justified gallery; each card gets `justifiedItemStyle`. */
export const JustifiedList = styled.ul(({ theme }) => ({
  '--gallery-row-height': `${JUSTIFIED_ROWS.desktop.rowHeight}px`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: JUSTIFIED_ROWS.desktop.gap,
  fontFamily: theme.typography.fontFamily,
  // The filler takes all the free room of the last line, so its pictures stay at the row height.
  '&::after': { content: '""', flexGrow: 1e9, flexBasis: 0, height: 0 },
  // The footer (author, then counts) breaks into two lines on a narrow card instead of squeezing the name.
  '& > li > div:last-of-type': { flexGrow: 1 },
  '& .gallery-footer': { flexWrap: 'wrap', rowGap: theme.spacing.xs, marginTop: 'auto' },
  '& .gallery-actions': { marginLeft: 'auto' },
  '& .gallery-author': { flex: '1 1 auto', maxWidth: '100%' },
  [theme.mq.down.md]: {
    '--gallery-row-height': `${JUSTIFIED_ROWS.tablet.rowHeight}px`,
    gap: JUSTIFIED_ROWS.tablet.gap,
  },
  [theme.mq.down.sm]: {
    '--gallery-row-height': `${JUSTIFIED_ROWS.phone.rowHeight}px`,
    gap: JUSTIFIED_ROWS.phone.gap,
    ...compactCardText(theme),
  },
}));
