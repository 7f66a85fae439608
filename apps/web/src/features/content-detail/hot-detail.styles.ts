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
