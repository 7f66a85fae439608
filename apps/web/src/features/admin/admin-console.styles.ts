import styled from '@emotion/styled';

/** The console frame: a side navigation and the screen, filling the window (laptop first). */
export const Shell = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  minHeight: '100vh',
  background: theme.colors.background,
  color: theme.colors.text,
  fontFamily: theme.typography.fontFamily,
  [theme.mq.down.md]: { gridTemplateColumns: '1fr' },
  // The console is the whole window, edge to edge (the site's own layout, which resets the page margin, is not here).
  'body:has(&)': { margin: 0 },
}));

export const Side = styled.aside(({ theme }) => ({
  background: theme.colors.secondary,
  color: '#fff',
  padding: `${theme.spacing.md}px 0`,
  '.brand': {
    display: 'block',
    padding: `0 ${theme.spacing.md}px ${theme.spacing.md}px`,
    fontSize: theme.typography.sizes.lg,
    fontWeight: 700,
    color: '#fff',
    textDecoration: 'none',
  },
  h2: {
    margin: `${theme.spacing.md}px ${theme.spacing.md}px ${theme.spacing.xs}px`,
    fontSize: theme.typography.sizes.xs,
    color: '#AEB6C6',
    fontWeight: 400,
  },
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  a: {
    display: 'block',
    padding: `6px ${theme.spacing.md}px`,
    color: '#E6E9F0',
    textDecoration: 'none',
    fontSize: theme.typography.sizes.sm,
    '&:hover': { background: 'rgba(255,255,255,0.08)' },
    '&:focus-visible': { outline: `2px solid #fff`, outlineOffset: -2 },
    '&.active': { background: theme.colors.primary, color: '#fff' },
    // The pending count beside 审核队列 and 举报处理; white on the active (red) row.
    '.count': { marginLeft: theme.spacing.xs, verticalAlign: 'middle', display: 'inline-flex' },
    '&.active .count': { background: '#fff', color: theme.colors.primary },
  },
}));

export const Main = styled.main(({ theme }) => ({
  padding: theme.spacing.lg,
  minWidth: 0,
  '.top': {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: theme.spacing.md,
    marginBottom: theme.spacing.md,
    fontSize: theme.typography.sizes.sm,
    a: {
      color: theme.colors.text,
      textDecoration: 'none',
      '&:hover': { color: theme.colors.primary },
      '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
    },
  },
}));

/** 无权访问 and the loading state before the member is known. */
export const Denied = styled.main(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing.md,
  minHeight: '100vh',
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  h1: { margin: 0, fontSize: theme.typography.sizes.xxl },
  p: { margin: 0, color: theme.colors.muted },
  a: { color: theme.colors.primary },
}));
