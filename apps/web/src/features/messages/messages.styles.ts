import styled from '@emotion/styled';

export const Page = styled.section(({ theme }) => ({ display: 'grid', gap: theme.spacing.md }));
export const TabBar = styled.div(({ theme }) => ({
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  gap: theme.spacing.sm,
  borderBottom: `1px solid ${theme.colors.border}`,
  button: {
    position: 'relative',
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    cursor: 'pointer',
    color: theme.colors.text,
    whiteSpace: 'nowrap',
    '&[aria-selected="true"]': {
      color: theme.colors.primary,
      fontWeight: 600,
      boxShadow: `inset 0 -2px 0 ${theme.colors.primary}`,
    },
  },
}));
export const Badge = styled.span(({ theme }) => ({
  marginLeft: 4,
  padding: '0 6px',
  borderRadius: theme.radius.round,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontSize: theme.typography.sizes.xs,
}));
export const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
export const ChatLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 240px) 1fr',
  gap: theme.spacing.md,
  minHeight: 420,
  [theme.mq.down.md]: { gridTemplateColumns: '1fr' },
}));
export const SessionButton = styled.button(({ theme }) => ({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: theme.spacing.sm,
  padding: theme.spacing.sm,
  border: 'none',
  background: 'transparent',
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  '&[aria-current="true"]': { background: theme.colors.border },
  '.newest': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
}));
export const Conversation = styled.section(({ theme }) => ({
  // A grid child: without this, a long message would widen it past a phone's screen.
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  minHeight: 420,
  '.peer': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    a: {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing.sm,
      color: theme.colors.text,
      textDecoration: 'none',
    },
    'a:hover .peer-name': { color: theme.colors.primary },
    '.peer-name': { fontWeight: 600 },
    '.peer-tools': { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: theme.spacing.xs },
    '.peer-tools button': { color: theme.colors.muted },
  },
  '.hint': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs, alignSelf: 'center' },
  '.history': { flex: 1, overflowY: 'auto', padding: theme.spacing.sm, maxHeight: 480 },
  '.separator': { textAlign: 'center', color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
  '.bubble': { maxWidth: '70%', margin: `${theme.spacing.xs}px 0`, padding: theme.spacing.sm, borderRadius: 8 },
  '.mine': { marginLeft: 'auto', background: theme.colors.primary, color: theme.colors.onPrimary },
  '.theirs': { background: theme.colors.border },
  // Full colour on the red bubble: dimmed, 已读 / 已送达 fell below 4.5:1.
  '.state': { display: 'block', fontSize: theme.typography.sizes.xs },
  img: { maxWidth: 200, display: 'block' },
  form: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: theme.spacing.sm,
    padding: theme.spacing.sm,
    borderTop: `1px solid ${theme.colors.border}`,
  },
  textarea: {
    flex: 1,
    minWidth: 0,
    minHeight: 40,
    maxHeight: 140,
    padding: '8px 12px',
    boxSizing: 'border-box',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    resize: 'none',
    '&:focus': { outline: 'none', borderColor: theme.colors.accent },
  },
  '.pick-image': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 40,
    padding: '0 12px',
    borderRadius: theme.radius.sm,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    '&:focus-within': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
  },
}));
export const Status = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.xs,
}));
export const Alert = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.primary }));
