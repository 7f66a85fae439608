import styled from '@emotion/styled';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field, inputLook } from '../field/field';
import { Textarea } from '../textarea/textarea';

interface FieldBase {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Shows `length / maxLength` under the field. */
  showCount?: boolean;
}
export type TextFieldProps = FieldBase & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
/** The earlier way to ask for a text area; `Textarea` is the control of its own. */
export type TextAreaFieldProps = FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

export const Input = styled.input(({ theme }) => inputLook(theme));

/** A labelled text input with hint, error (announced) and an optional `length / maxLength` count. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps | TextAreaFieldProps>(
  function TextField(props, ref) {
    if (props.multiline) {
      const { multiline: _m, ...rest } = props;
      return <Textarea {...rest} />;
    }
    const { label, hint, error, required, showCount, multiline: _m, id, className, ...rest } = props;
    const length = String(rest.value ?? '').length;
    const count = showCount && rest.maxLength !== undefined ? { length, max: rest.maxLength } : undefined;
    return (
      <Field label={label} hint={hint} error={error} required={required} count={count} id={id} className={className}>
        {(ids) => (
          <Input
            ref={ref}
            id={ids.id}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            aria-required={required || undefined}
            {...rest}
          />
        )}
      </Field>
    );
  },
);
