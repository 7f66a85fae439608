import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';

/** The focus ring of the console's own text boxes, as the kit's controls draw theirs. */
function focusLook(theme: Theme) {
  return {
    'input:focus-visible, textarea:focus-visible': {
      outline: 'none',
      borderColor: theme.colors.focus,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${theme.colors.focus} 18%, transparent)`,
    },
  };
}

/** A screen of the console: its title, toolbar and body. */
export const Screen = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.md,
  h1: { margin: 0, fontSize: theme.typography.sizes.xl },
  '.head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing.md },
}));

/** The filter bar above a table. */
export const Filters = styled.form(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.spacing.sm,
  padding: theme.spacing.md,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  '> label': { display: 'flex', flexDirection: 'column', gap: 4, fontSize: theme.typography.sizes.sm },
  input: {
    minHeight: theme.control.md,
    padding: '0 8px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    font: 'inherit',
  },
  // The kit's select: as wide as its longest choice needs, without the empty line under it, so it lines up with the
  // text boxes and buttons of the bar.
  '.select': { minWidth: 140, gap: 4 },
  '.select .yy-label': { fontSize: theme.typography.sizes.sm, fontWeight: 'normal' },
  '.yy-foot:empty': { display: 'none' },
  '> button': { minHeight: theme.control.md },
  ...focusLook(theme),
}));

/** Buttons of the console: plain, primary or danger. */
export const Btn = styled.button<{ tone?: 'primary' | 'danger' | 'plain' }>(({ theme, tone = 'plain' }) => ({
  minHeight: 32,
  padding: `0 ${theme.spacing.md}px`,
  borderRadius: theme.radius.sm,
  border: `1px solid ${tone === 'primary' ? theme.colors.primary : tone === 'danger' ? theme.colors.danger : theme.colors.border}`,
  background: tone === 'primary' ? theme.colors.primary : theme.colors.surface,
  color: tone === 'primary' ? theme.colors.onPrimary : tone === 'danger' ? theme.colors.danger : theme.colors.text,
  font: 'inherit',
  fontSize: theme.typography.sizes.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
}));

/** The table card with its pager. */
export const TableCard = styled.div(({ theme }) => ({
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  overflowX: 'auto',
  table: { width: '100%', borderCollapse: 'collapse', fontSize: theme.typography.sizes.sm },
  'th, td': {
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  th: { color: theme.colors.muted, fontWeight: 600, whiteSpace: 'nowrap' },
  '.actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.xs },
  '.state': { padding: theme.spacing.xl, textAlign: 'center', color: theme.colors.muted },
  '.state[role=alert]': { color: theme.colors.danger },
  '.expand td': { background: theme.colors.background },
  pre: { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: theme.typography.sizes.xs },
}));

export const Pager = styled.nav(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.spacing.sm,
  padding: theme.spacing.sm,
  fontSize: theme.typography.sizes.sm,
  color: theme.colors.muted,
}));

/** A message after an action: success (status) or failure (alert). */
export const Notice = styled.p<{ tone: 'ok' | 'error' }>(({ theme, tone }) => ({
  margin: 0,
  padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: tone === 'ok' ? theme.colors.success : theme.colors.danger,
  border: `1px solid ${tone === 'ok' ? theme.colors.success : theme.colors.danger}`,
}));

/** Fields of a form in a dialog. */
export const FormGrid = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.sm,
  label: { display: 'flex', flexDirection: 'column', gap: 4, fontSize: theme.typography.sizes.sm },
  'input, textarea': {
    minHeight: 34,
    padding: '6px 8px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    font: 'inherit',
  },
  textarea: { minHeight: 96, resize: 'vertical' },
  ...focusLook(theme),
  '.error': { color: theme.colors.danger, fontSize: theme.typography.sizes.xs },
  '.preview': { maxWidth: 240, maxHeight: 140, objectFit: 'contain', border: `1px solid ${theme.colors.border}` },
}));
