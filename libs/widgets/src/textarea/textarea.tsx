import styled from '@emotion/styled';
import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field, inputLook } from '../field/field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Shows `length / maxLength` under the field (on by default when `maxLength` is set). */
  showCount?: boolean;
}

const Area = styled.textarea(({ theme }) => ({
  ...inputLook(theme),
  minHeight: 104,
  resize: 'vertical',
  display: 'block',
}));

/**
 * A labelled multi-line text box with hint, error and a live `length / maxLength` count (read with the field by
 * screen readers, red once over the limit).
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, required, showCount, id, className, rows = 4, ...rest },
  ref,
) {
  const length = String(rest.value ?? rest.defaultValue ?? '').length;
  const withCount = (showCount ?? true) && rest.maxLength !== undefined;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      count={withCount ? { length, max: rest.maxLength as number } : undefined}
      id={id}
      className={className}
    >
      {(ids) => (
        <Area
          ref={ref}
          id={ids.id}
          rows={rows}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          {...rest}
        />
      )}
    </Field>
  );
});
