import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { transition } from '../theme/css';
import type { WidgetsTheme } from '../theme/theme';

export interface FieldProps {
  label: ReactNode;
  /** A short help text under the field. */
  hint?: ReactNode;
  /** The error message; shown instead of the hint and announced. */
  error?: string;
  required?: boolean;
  /** `length / max` under the field, e.g. for a nickname or a comment. */
  count?: { length: number; max: number };
  /** Id of the control the label points at (generated when absent). */
  id?: string;
  /** `label` uses <label for>; `legend` labels a group (radio group) through its id. */
  labelAs?: 'label' | 'span';
  className?: string;
  children(ids: FieldIds): ReactNode;
}

export interface FieldIds {
  id: string;
  labelId: string;
  /** `aria-describedby` of the control: the hint or the error. */
  describedBy: string | undefined;
  invalid: boolean;
}

const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.xs + 2,
  minWidth: 0,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  '.yy-label': { ...theme.typography.scale.footnote, fontWeight: theme.typography.weights.medium },
  '.yy-req': { color: theme.colors.primaryText, marginLeft: 2 },
  '.yy-foot': { display: 'flex', gap: theme.spacing.sm, minHeight: 18, ...theme.typography.scale.caption },
  '.yy-hint': { color: theme.colors.subtle, flex: 1 },
  '.yy-error': { color: theme.colors.danger, flex: 1 },
  '.yy-count': { color: theme.colors.subtle, marginLeft: 'auto', fontVariantNumeric: 'tabular-nums' },
  '.yy-count[data-over]': { color: theme.colors.danger },
  '.yy-sr': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
}));

/** Label, hint, error and count around one control, with the ids that tie them together for screen readers. */
export function Field({
  label,
  hint,
  error,
  required,
  count,
  id: givenId,
  labelAs = 'label',
  className,
  children,
}: FieldProps) {
  const auto = useId();
  const id = givenId ?? auto;
  const labelId = `${id}-label`;
  const noteId = `${id}-note`;
  const note = error || hint;
  const describedBy = note ? noteId : undefined;
  // The count is drawn for the eye; a screen reader hears only how much is left once the end is near.
  const left = count ? count.max - count.length : 0;
  const near = count !== undefined && left <= Math.max(5, Math.floor(count.max / 10));
  const Label = labelAs;
  return (
    <Root className={className}>
      <Label className="yy-label" id={labelId} {...(labelAs === 'label' ? { htmlFor: id } : {})}>
        {label}
        {required && (
          <span className="yy-req" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children({ id, labelId, describedBy, invalid: Boolean(error) })}
      {/* Always there, so an error appearing does not push the form down. */}
      {
        <div className="yy-foot">
          {error ? (
            <span className="yy-error" id={noteId} role="alert">
              {error}
            </span>
          ) : (
            hint && (
              <span className="yy-hint" id={noteId}>
                {hint}
              </span>
            )
          )}
          {count && (
            <span className="yy-count" aria-hidden="true" data-over={count.length > count.max || undefined}>
              {count.length} / {count.max}
            </span>
          )}
          {count && (
            <span className="yy-sr" aria-live="polite">
              {near ? (left >= 0 ? `还可输入 ${left} 字` : `已超出 ${-left} 字`) : ''}
            </span>
          )}
        </div>
      }
    </Root>
  );
}

/** The look shared by text inputs, text areas and the select trigger. */
export function inputLook(theme: WidgetsTheme) {
  const { colors } = theme;
  return {
    width: '100%',
    boxSizing: 'border-box' as const,
    minHeight: theme.control.md,
    padding: `${theme.spacing.sm}px ${theme.spacing.sm + 4}px`,
    border: `1px solid ${colors.border}`,
    borderRadius: theme.radius.md,
    background: colors.surface,
    color: colors.text,
    font: 'inherit',
    ...theme.typography.scale.body,
    ...transition(theme, ['background-color', 'border-color', 'box-shadow']),
    '&::placeholder': { color: colors.subtle, opacity: 1 },
    '&:hover:not(:disabled):not(:focus)': { borderColor: colors.subtle },
    '&:focus, &[aria-expanded="true"]': {
      outline: 'none',
      background: colors.surface,
      borderColor: colors.focus,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${colors.focus} 18%, transparent)`,
    },
    '&[aria-invalid="true"]': { borderColor: colors.danger },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 3px color-mix(in srgb, ${colors.danger} 18%, transparent)` },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    [theme.mq.coarse]: { minHeight: theme.control.touch, fontSize: 16 },
  };
}
