import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from '@yiying/api-client';
import { UNKNOWN_ERROR } from '@yiying/models';
import { validate, type AnySchema } from '@yiying/validation';

type Values = Record<string, string>;

export interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur(): void;
}

export interface Form<V extends Values> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  sending: boolean;
  /** Message of the last failed submit. */
  error: string | null;
  /** Message of the last successful submit. */
  success: string | null;
  field(name: keyof V & string): FieldProps;
  setValue(name: keyof V & string, value: string): void;
  /** Shows a message on one field (a server answer, a check outside the schema). */
  setFieldError(name: keyof V & string, message: string): void;
  setMessage(message: { error?: string | null; success?: string | null }): void;
  /**
   * Submit handler: checks every field with the shared schema and runs `action` with the cast
   * values only when they are valid, never twice at once. `action` may return a success message.
   */
  onSubmit(action: (values: V) => Promise<string | void>): (event?: FormEvent) => Promise<void>;
  reset(values?: V): void;
}

/** Form state checked by a `@yiying/validation` schema; errors show once a field was left or a submit tried. */
export function useForm<V extends Values>(schema: AnySchema<unknown>, initial: V): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [extra, setExtra] = useState<Partial<Record<keyof V, string>>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const busy = useRef(false);

  const result = validate(schema, values);
  const errors: Partial<Record<keyof V, string>> = {};
  if (!result.ok) {
    for (const e of result.errors) if (touched[e.field as keyof V]) errors[e.field as keyof V] ??= e.message;
  }
  for (const key of Object.keys(extra) as (keyof V)[]) errors[key] ??= extra[key];

  const setValue = (name: keyof V & string, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setExtra((prev) => ({ ...prev, [name]: undefined }));
    setSuccess(null);
  };

  return {
    values,
    errors,
    sending,
    error,
    success,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => setTouched((prev) => ({ ...prev, [name]: true })),
    }),
    setValue,
    setFieldError: (name, message) => setExtra((prev) => ({ ...prev, [name]: message })),
    setMessage: (message) => {
      if (message.error !== undefined) setError(message.error);
      if (message.success !== undefined) setSuccess(message.success);
    },
    onSubmit: (action) => async (event) => {
      event?.preventDefault();
      if (busy.current) return;
      setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<keyof V, boolean>);
      const checked = validate(schema, values);
      if (!checked.ok) return;
      busy.current = true;
      setSending(true);
      setError(null);
      setSuccess(null);
      try {
        const message = await action({
          ...values,
          ...(checked.value as Partial<V>),
        });
        if (message) setSuccess(message);
      } catch (failure) {
        if (isApiError(failure)) {
          setError(failure.message);
          const known = (failure.errors ?? []).filter((e) => e.field in values);
          if (known.length)
            setExtra(Object.fromEntries(known.map((e) => [e.field, e.message])) as Partial<Record<keyof V, string>>);
        } else {
          setError(failure instanceof Error && failure.message ? failure.message : UNKNOWN_ERROR);
        }
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    reset: (next) => {
      setValues(next ?? initial);
      setTouched({});
      setExtra({});
    },
  };
}
