import styled from '@emotion/styled';

export const WorkTabs = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing.xs,
  marginBottom: theme.spacing.md,
  // Five tabs on a phone: they scroll sideways instead of breaking their labels.
  overflowX: 'auto',
  button: {
    font: 'inherit',
    flexShrink: 0,
    whiteSpace: 'nowrap',
    padding: `${theme.spacing.xs}px ${theme.spacing.md}px`,
    border: 'none',
    borderBottom: '2px solid transparent',
    background: 'transparent',
    cursor: 'pointer',
    color: theme.colors.text,
    '&[aria-selected="true"]': { borderBottomColor: theme.colors.primary, color: theme.colors.primary },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
  },
}));

export const WorkRows = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.sm,
  li: {
    display: 'grid',
    gridTemplateColumns: '120px 1fr auto',
    alignItems: 'center',
    gap: theme.spacing.md,
    padding: theme.spacing.sm,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  '.thumb': {
    position: 'relative',
    width: 120,
    height: 72,
    overflow: 'hidden',
    borderRadius: theme.radius.sm,
    background: theme.colors.background,
  },
  '.meta': {
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
    minWidth: 0,
    span: { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
    em: { fontStyle: 'normal', color: theme.colors.primary, fontSize: theme.typography.sizes.xs },
  },
  '.actions': { display: 'flex', gap: theme.spacing.xs },
  '.actions .danger': { color: theme.colors.danger },
  // Phones: the picture and the text side by side, the buttons under the text, so titles keep a readable line.
  [theme.mq.down.sm]: {
    li: {
      gridTemplateColumns: '88px minmax(0, 1fr)',
      alignItems: 'start',
      gap: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
      padding: `${theme.spacing.sm}px 0`,
    },
    '.thumb': { width: 88, height: 66, gridRow: 'span 2' },
    '.actions': { gridColumn: 2, flexWrap: 'wrap' },
  },
}));

/** 上一页 / 下一页 under a list, with the page between them. */
export const WorkPager = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.sm,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.sm,
}));
