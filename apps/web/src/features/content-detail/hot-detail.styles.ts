import styled from '@emotion/styled';

export const Page = styled.div(({ theme }) => ({
  maxWidth: 960,
  margin: '0 auto',
  padding: theme.spacing.lg,
  fontFamily: theme.typography.fontFamily,
  h1: { fontSize: theme.typography.sizes.xl, margin: `0 0 ${theme.spacing.sm}px` },
  'h1 a': { color: theme.colors.accent, textDecoration: 'none' },
  '.byline': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.md,
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.sm,
    a: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs, color: 'inherit' },
  },
  video: { display: 'block', width: '100%', height: 'auto', background: '#000', margin: `${theme.spacing.md}px 0` },
  '.text': { whiteSpace: 'pre-wrap', lineHeight: 1.8 },
}));

export const Figure = styled.figure(({ theme }) => ({
  margin: `${theme.spacing.md}px 0`,
  '.zoom': {
    display: 'block',
    width: '100%',
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'zoom-in',
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
  },
  img: { width: '100%', height: 'auto' },
  figcaption: { marginTop: theme.spacing.xs, color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
}));

export const Article = styled.div(({ theme }) => ({
  lineHeight: 1.8,
  img: { maxWidth: '100%', height: 'auto' },
  blockquote: {
    borderLeft: `3px solid ${theme.colors.border}`,
    margin: 0,
    paddingLeft: theme.spacing.md,
    color: theme.colors.muted,
  },
}));

export const Tags = styled.ul(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing.xs,
  li: {
    padding: '2px 10px',
    borderRadius: theme.radius.round,
    background: theme.colors.background,
    fontSize: theme.typography.sizes.xs,
  },
}));

export const Notice = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.spacing.xl,
  textAlign: 'center',
  color: theme.colors.muted,
}));

export const AuthorCard = styled.section(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing.md,
  padding: theme.spacing.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    color: theme.colors.text,
    fontWeight: 600,
    textDecoration: 'none',
  },
}));

export const SideList = styled.aside(({ theme }) => ({
  marginTop: theme.spacing.xl,
  h2: { fontSize: theme.typography.sizes.lg, margin: `0 0 ${theme.spacing.md}px` },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.spacing.sm,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  },
  a: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.primary },
  },
  img: { width: 96, height: 64, objectFit: 'cover', borderRadius: theme.radius.sm, flex: 'none' },
}));
