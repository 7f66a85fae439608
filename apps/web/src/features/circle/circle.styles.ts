import styled from '@emotion/styled';

export const CirclePage = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.lg}px ${theme.spacing.md}px`,
  h1: { margin: `0 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.xl },
  h2: { margin: `${theme.spacing.lg}px 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.lg },
  '.state': { padding: `${theme.spacing.lg}px 0`, textAlign: 'center', color: theme.colors.muted },
  '.state[role="alert"]': { color: theme.colors.danger },
  '.back': { display: 'inline-block', marginBottom: theme.spacing.md, color: theme.colors.primary },
  '.more-kinds': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.md, color: theme.colors.muted },
  '.more-kinds a': { color: theme.colors.primary },
}));

export const CircleGrid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
}));

export const Card = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: theme.colors.surface,
  boxShadow: theme.shadow.card,
  '.cover': {
    position: 'relative',
    display: 'block',
    aspectRatio: '16 / 9',
    // A flex item's automatic minimum height is its content's: without this a portrait cover stretches the card.
    minHeight: 0,
    overflow: 'hidden',
    background: theme.colors.background,
    img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  },
  '.body': { display: 'flex', flexDirection: 'column', gap: theme.spacing.xs, padding: theme.spacing.md, flex: 1 },
  h3: { margin: 0, fontSize: theme.typography.sizes.md, overflow: 'hidden', textOverflow: 'ellipsis' },
  'h3 a': { color: theme.colors.text, textDecoration: 'none', '&:hover': { color: theme.colors.primary } },
  '.star': {
    marginLeft: theme.spacing.xs,
    padding: '0 6px',
    borderRadius: theme.radius.sm,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontSize: theme.typography.sizes.xs,
    verticalAlign: 'middle',
  },
  p: { margin: 0, color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  '.foot': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 'auto', gap: 8 },
}));

export const CircleHead = styled.header(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing.lg,
  alignItems: 'center',
  padding: theme.spacing.lg,
  marginBottom: theme.spacing.lg,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  boxShadow: theme.shadow.card,
  img: { width: 160, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: theme.radius.sm },
  '.info': { flex: '1 1 240px', minWidth: 0 },
  h1: { margin: 0 },
  p: { margin: `${theme.spacing.xs}px 0 0`, color: theme.colors.muted },
}));
