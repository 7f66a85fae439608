import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldBase {
  label: string;
  error?: string;
  required?: boolean;
  /** Shows `length / maxLength` under the field. */
  showCount?: boolean;
}
export type TextFieldProps = FieldBase & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
export type TextAreaFieldProps = FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

const Wrap = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontFamily: theme.typography.fontFamily,
  label: { fontSize: theme.typography.sizes.sm, color: theme.colors.text },
  '.req': { color: theme.colors.danger, marginLeft: 2 },
  'input, textarea': {
    width: '100%',
    boxSizing: 'border-box',
    padding: '8px 12px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    '&:focus': {
      outline: 'none',
      borderColor: theme.colors.accent,
      boxShadow: `0 0 0 2px color-mix(in srgb, ${theme.colors.accent} 25%, transparent)`,
    },
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  },
  textarea: { minHeight: 96, resize: 'vertical' },
  '.error': { color: theme.colors.danger, fontSize: theme.typography.sizes.xs, minHeight: 18 },
  '.count': { alignSelf: 'flex-end', color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
}));

/** A labelled input or textarea with its error message announced to screen readers. */
export function TextField(props: TextFieldProps | TextAreaFieldProps) {
  const { label, error, required, showCount, multiline, id: givenId, ...rest } = props;
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = `${id}-error`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  };
  const length = String((rest as { value?: unknown }).value ?? '').length;
  return (
    <Wrap>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="req" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...common} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {showCount && rest.maxLength !== undefined && (
        <span className="count" aria-hidden="true">
          {length} / {rest.maxLength}
        </span>
      )}
      <span className="error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </span>
    </Wrap>
  );
}
