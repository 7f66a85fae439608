import styled from '@emotion/styled';

/** Wide screens: the pictures with the text and comments beside them. */
const WIDE = '@media (min-width: 1024px)';

export const Page = styled('div', { shouldForwardProp: (prop) => prop !== 'reading' })<{ reading?: boolean }>(
  ({ theme, reading }) => ({
    // A viewer as wide as the site's pages; an article in a column of about 40 em, as books and long reads are set.
    maxWidth: reading ? 'calc(40em + 32px)' : 1240,
    margin: '0 auto',
    padding: `${theme.spacing.md}px`,
    fontFamily: theme.typography.fontFamily,
    h1: {
      fontSize: reading ? theme.typography.sizes.xxl : theme.typography.sizes.lg,
      lineHeight: 1.4,
      margin: `${theme.spacing.sm}px 0`,
      overflowWrap: 'anywhere',
    },
    // Underlined: a topic in the title must stand out from the title by more than its colour (axe link-in-text-block).
    'h1 a': {
      color: theme.colors.accent,
      textDecoration: 'underline',
      textDecorationThickness: '1px',
      textUnderlineOffset: '0.18em',
    },
    video: { display: 'block', width: '100%', height: 'auto', background: '#000' },
    '.text': { whiteSpace: 'pre-wrap', lineHeight: 1.8, margin: `${theme.spacing.sm}px 0` },
    [theme.mq.up.sm]: { padding: theme.spacing.lg },
  }),
);

/** The viewer: pictures or the video first; the author, text, data, actions and comments beside (below on phones). */
export const Layout = styled.article(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing.lg,
  '.info': { minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.spacing.sm },
  '.info > *': { margin: 0 },
  // The action bar keeps to one line in the side column.
  '.info [role="toolbar"]': { columnGap: theme.spacing.xs },
  [WIDE]: {
    gridTemplateColumns: 'minmax(0, 1fr) 380px',
    gap: theme.spacing.xl,
    alignItems: 'start',
  },
}));

export const Byline = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing.md,
  margin: `0 0 ${theme.spacing.lg}px`,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.sm,
  a: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs, color: 'inherit' },
  time: { whiteSpace: 'nowrap' },
}));

export const Article = styled.div(({ theme }) => ({
  fontSize: 17,
  lineHeight: 1.85,
  color: theme.colors.text,
  h2: { fontSize: theme.typography.sizes.lg, margin: `${theme.spacing.xl}px 0 ${theme.spacing.sm}px` },
  p: { margin: `0 0 ${theme.spacing.md}px` },
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
  gap: theme.spacing.sm,
  padding: `${theme.spacing.sm}px 0`,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    minWidth: 0,
    color: theme.colors.text,
    fontWeight: 600,
    textDecoration: 'none',
  },
  '.name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.time': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs, whiteSpace: 'nowrap' },
  '&.card': {
    margin: `${theme.spacing.lg}px 0`,
    padding: theme.spacing.md,
    background: theme.colors.surface,
    borderRadius: theme.radius.md,
    boxShadow: theme.shadow.card,
  },
  // The follow button keeps to the right edge.
  '& > :last-child:not(a):not(.time)': { marginLeft: 'auto' },
}));

export const SideList = styled.aside(({ theme }) => ({
  marginTop: theme.spacing.xl,
  paddingTop: theme.spacing.lg,
  borderTop: `1px solid ${theme.colors.border}`,
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
