import { validate, type AnySchema } from '@yiying/validation';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type SubmitState = 'idle' | 'sending' | 'success' | 'failed';

export interface SchemaForm<V extends { [K in keyof V]: string }> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  state: SubmitState;
  /** Message of the last failed submit (the thrown error's message). */
  submitError: string | null;
  sending: boolean;
  /** Props for a `TextField` bound to `name`. */
  field(name: keyof V & string): {
    name: string;
    value: string;
    error?: string;
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
    onBlur(): void;
  };
  handleSubmit(event?: FormEvent): Promise<void>;
  reset(): void;
}

/**
 * Form state validated by a shared `@yiying/validation` schema: a field shows its error once it was
 * left or a submit was tried; `onSubmit` runs only with valid values and never twice at once.
 */
export function useSchemaForm<V extends { [K in keyof V]: string }>(
  schema: AnySchema<unknown>,
  initial: V,
  onSubmit: (values: V) => void | Promise<void>,
): SchemaForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [state, setState] = useState<SubmitState>('idle');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const sendingRef = useRef(false);

  const result = validate(schema, values);
  const allErrors: Partial<Record<keyof V, string>> = {};
  if (!result.ok) for (const e of result.errors) allErrors[e.field as keyof V] ??= e.message;
  const errors: Partial<Record<keyof V, string>> = {};
  for (const key of Object.keys(allErrors) as (keyof V)[]) if (touched[key]) errors[key] = allErrors[key];

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
    setState('idle');
    setSubmitError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sendingRef.current) return;
    const all = Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<keyof V, boolean>;
    setTouched(all);
    const checked = validate(schema, values);
    if (!checked.ok) return;
    sendingRef.current = true;
    setState('sending');
    setSubmitError(null);
    try {
      await onSubmit(values);
      setState('success');
      setValues(initial);
      setTouched({});
    } catch (error) {
      setState('failed');
      setSubmitError(error instanceof Error && error.message ? error.message : '提交失败，请稍后重试');
    } finally {
      sendingRef.current = false;
    }
  };

  return {
    values,
    errors,
    state,
    submitError,
    sending: state === 'sending',
    field: (name) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event) => {
        const value = event.target.value;
        setValues((prev) => ({ ...prev, [name]: value }));
        if (state === 'success') setState('idle');
      },
      onBlur: () => setTouched((prev) => ({ ...prev, [name]: true })),
    }),
    handleSubmit,
    reset,
  };
}
