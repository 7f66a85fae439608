import styled from '@emotion/styled';

/** The editor page: one column of labelled blocks. */
export const EditorForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.md,
  maxWidth: 760,
  fontFamily: theme.typography.fontFamily,
  fieldset: {
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    padding: theme.spacing.sm,
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing.md,
  },
  legend: { fontSize: theme.typography.sizes.sm, padding: `0 ${theme.spacing.xs}px` },
  '.check': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    fontSize: theme.typography.sizes.sm,
  },
  // A picture choice (a video frame as the cover): the picture is the control, ringed when chosen.
  '.frame': {
    position: 'relative',
    cursor: 'pointer',
    input: { position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 },
    img: { display: 'block', border: '2px solid transparent', borderRadius: theme.radius.sm },
    '&:has(input:checked) img': { borderColor: theme.colors.primary },
    '&:has(input:focus-visible) img': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  },
  '.hint': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs, margin: 0 },
  '.field-error': { color: theme.colors.danger, fontSize: theme.typography.sizes.xs, margin: 0 },
}));

export const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.sm,
  flexWrap: 'wrap',
  '.saved': { color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
}));

export const Suggestions = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing.xs,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  boxShadow: theme.shadow.card,
  li: {
    padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
    cursor: 'pointer',
    borderRadius: theme.radius.sm,
    fontSize: theme.typography.sizes.sm,
  },
  'li[aria-selected="true"]': { background: `color-mix(in srgb, ${theme.colors.accent} 14%, transparent)` },
  '.count': { color: theme.colors.muted, marginLeft: theme.spacing.sm },
}));

/** The progress bar of one upload. */
export const Track = styled.div(({ theme }) => ({
  position: 'relative',
  width: '100%',
  height: 6,
  borderRadius: 3,
  background: theme.colors.border,
  overflow: 'hidden',
  '> span': {
    position: 'absolute',
    inset: 0,
    right: 'auto',
    background: theme.colors.primary,
    transition: 'width .2s',
  },
}));

/** A dashed drop zone holding a visually hidden file input behind its label. */
export const DropZone = styled.div<{ active: boolean }>(({ theme, active }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing.xs,
  minHeight: 120,
  padding: theme.spacing.md,
  border: `2px dashed ${active ? theme.colors.primary : theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: active ? `color-mix(in srgb, ${theme.colors.primary} 6%, transparent)` : 'transparent',
  fontSize: theme.typography.sizes.sm,
  color: theme.colors.muted,
  textAlign: 'center',
  label: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    padding: `0 ${theme.spacing.md}px`,
    border: `1px solid ${theme.colors.primary}`,
    borderRadius: theme.radius.sm,
    color: theme.colors.primary,
    cursor: 'pointer',
    '&:focus-within': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
  },
  'input[type=file]': { position: 'absolute', width: 1, height: 1, opacity: 0 },
}));

/** Uploaded files as rows: thumbnail, name, progress, actions. */
export const FileRows = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.sm,
  '> li': {
    display: 'grid',
    gridTemplateColumns: '96px 1fr',
    gap: theme.spacing.sm,
    alignItems: 'center',
    padding: theme.spacing.sm,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
  },
  '.thumb': {
    position: 'relative',
    width: 96,
    height: 64,
    overflow: 'hidden',
    borderRadius: theme.radius.sm,
    background: theme.colors.background,
  },
  '.info': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.xs,
    minWidth: 0,
    fontSize: theme.typography.sizes.sm,
  },
  '.name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.row-actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.xs },
  '.row-actions button': {
    font: 'inherit',
    fontSize: theme.typography.sizes.xs,
    padding: '2px 8px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    color: theme.colors.text,
    cursor: 'pointer',
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 1 },
    '&[aria-pressed="true"]': { borderColor: theme.colors.primary, color: theme.colors.primary },
  },
  '.error': { color: theme.colors.danger },
  '.cover-mark': { color: theme.colors.primary, fontWeight: 600 },
}));

export const Notice = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.spacing.lg,
  textAlign: 'center',
  color: theme.colors.muted,
}));
