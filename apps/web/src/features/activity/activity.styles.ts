import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { Link } from '../../routing/link';

/**
 * Text links and accent text: the site's deep blue on light pages; on the dark exhibition pages, where that blue is
 * barely visible on the near-black background, the dark theme's light blue.
 */
const linkColor = (theme: Theme) => (theme.mode === 'dark' ? theme.colors.info : theme.colors.accent);

/** The frame of every activity and exhibition page. */
export const Page = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  h1: { margin: `0 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.xl },
  h2: { margin: `${theme.spacing.lg}px 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.lg },
  a: { color: linkColor(theme) },
  '.filters': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: theme.spacing.md,
    marginBottom: theme.spacing.lg,
    '& > *': { width: 160, flex: 'none' },
  },
  '.carousel': {
    marginBottom: theme.spacing.lg,
    h2: { marginTop: 0 },
    '.hint': { margin: `0 0 ${theme.spacing.sm}px`, color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
    // Arrow keys and Enter mean nothing on a touch screen.
    '@media (hover: none) and (pointer: coarse)': { '.keyboard-hint': { display: 'none' } },
  },
  '.pager': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing.md,
    marginTop: theme.spacing.lg,
  },
}));

/** Loading, empty and error lines. */
export const Notice = styled.div(({ theme }) => ({
  padding: theme.spacing.xl,
  textAlign: 'center',
  color: theme.colors.muted,
}));

/** The grid of activity cards. */
export const CardGrid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.mq.up.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.up.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

export const Card = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  boxShadow: theme.shadow.card,
  transition: 'box-shadow .25s',
  '&:hover, &:focus-within': { boxShadow: theme.shadow.hover },
  '.cover': {
    position: 'relative',
    display: 'block',
    aspectRatio: '5 / 3',
    // A flex item's automatic minimum height is its content's: without this a portrait cover stretches the card.
    minHeight: 0,
    overflow: 'hidden',
    background: theme.colors.background,
    img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  },
  '.body': { display: 'flex', flexDirection: 'column', gap: theme.spacing.xs, padding: theme.spacing.md },
  h3: { margin: 0, fontSize: theme.typography.sizes.md },
  'h3 a': { color: theme.colors.text, textDecoration: 'none' },
  'h3 a:hover, h3 a:focus-visible': { color: theme.colors.primary, textDecoration: 'underline' },
  '.summary': {
    margin: 0,
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.sm,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
  '.meta': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing.sm },
}));

/** A state chip: 进行中, 已结束, 待审核, 入选… */
export const Chip = styled.span<{ tone: 'primary' | 'accent' | 'muted' | 'success' }>(({ theme, tone }) => {
  const colors = {
    primary: theme.colors.primary,
    accent: theme.colors.accent,
    muted: theme.colors.muted,
    success: '#1E7F4F',
  };
  return {
    display: 'inline-block',
    padding: '1px 10px',
    borderRadius: theme.radius.round,
    border: `1px solid ${colors[tone]}`,
    color: tone === 'muted' ? theme.colors.muted : theme.colors.text,
    background: theme.colors.surface,
    fontSize: theme.typography.sizes.xs,
    lineHeight: '20px',
    whiteSpace: 'nowrap',
  };
});

/** The window hint: open (primary), not started or closed (muted). */
export const Hint = styled.span<{ open: boolean }>(({ theme, open }) => ({
  fontSize: theme.typography.sizes.sm,
  color: open ? theme.colors.primary : theme.colors.muted,
  fontWeight: open ? 600 : 400,
}));

/** The detail page. */
export const Detail = styled.article(({ theme }) => ({
  maxWidth: 960,
  margin: '0 auto',
  // A banner, not the whole picture: at 1280 × 800 the title and 参加活动 stay in the first screen.
  '.cover': {
    position: 'relative',
    width: '100%',
    aspectRatio: '12 / 5',
    maxHeight: 360,
    marginBottom: theme.spacing.md,
    overflow: 'hidden',
    borderRadius: theme.radius.md,
    background: theme.colors.background,
    img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  },
  '.date': { whiteSpace: 'nowrap' },
  '.topic': { color: linkColor(theme), margin: `0 0 ${theme.spacing.sm}px` },
  '.summary': { color: theme.colors.muted, lineHeight: 1.8 },
  '.join': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.md,
    margin: `${theme.spacing.lg}px 0`,
    padding: theme.spacing.md,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
    boxShadow: theme.shadow.card,
  },
  '.counts': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing.md,
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.sm,
    margin: `${theme.spacing.md}px 0`,
  },
  '.links': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.lg, margin: `${theme.spacing.lg}px 0` },
}));

/** Rich content of an activity, drawn as articles are. */
export const RichText = styled.div(({ theme }) => ({
  lineHeight: 1.8,
  img: { maxWidth: '100%', height: 'auto' },
  blockquote: {
    borderLeft: `3px solid ${theme.colors.border}`,
    margin: 0,
    paddingLeft: theme.spacing.md,
    color: theme.colors.muted,
  },
}));

/** The vote cards of the voting phase. */
export const VoteGrid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  justifyItems: 'center',
}));

/** The ranking of the results view. */
export const Ranking = styled.ol(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: theme.spacing.xs,
  li: {
    display: 'grid',
    gridTemplateColumns: '48px 64px 1fr auto',
    alignItems: 'center',
    gap: theme.spacing.md,
    padding: theme.spacing.sm,
    background: theme.colors.surface,
    borderRadius: theme.radius.sm,
  },
  '.rank': { fontSize: theme.typography.sizes.lg, fontWeight: 700, textAlign: 'center' },
  img: { width: 64, height: 48, objectFit: 'cover', borderRadius: theme.radius.sm },
}));

/** A link drawn as the primary button (参加活动 when the window is open). */
export const ButtonLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${theme.spacing.lg}px`,
  borderRadius: theme.radius.round,
  background: theme.colors.primary,
  color: `${theme.colors.onPrimary} !important`,
  textDecoration: 'none',
  fontWeight: 600,
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
}));

/** The entry form of the upload page. */
export const PutinForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.md,
  maxWidth: 720,
  fieldset: {
    display: 'flex',
    gap: theme.spacing.lg,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    padding: theme.spacing.sm,
    label: { display: 'inline-flex', alignItems: 'center', gap: 4, cursor: 'pointer' },
  },
  '.video-row': { display: 'grid', gap: theme.spacing.xs, marginTop: theme.spacing.sm },
  '.field-error': { color: theme.colors.primary, margin: `${theme.spacing.xs}px 0` },
  '.actions': { display: 'flex', alignItems: 'center', gap: theme.spacing.lg },
}));
