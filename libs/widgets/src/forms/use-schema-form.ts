import { validate, type AnySchema } from '@yiying/validation';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type SubmitState = 'idle' | 'sending' | 'success' | 'failed';

/** What a failed submit shows: one message for the form, and optionally messages on named fields. */
export interface SubmitFailure {
  message: string;
  fields?: ReadonlyArray<{ field: string; message: string }>;
}

/** Runs with valid values; may return a success message to show (e.g. 保存成功). */
export type SubmitAction<V> = (values: V) => void | string | Promise<void | string>;

/** Shown when a submit fails with something that carries no message of its own. */
export const SUBMIT_FAILED_MESSAGE = '提交失败，请稍后重试';

/**
 * Loads a form's schema on first need, e.g. `() => import('./schemas').then((m) => m.profileSchema)`: the schema and
 * yup then stay out of the page's own script.
 */
export type SchemaLoader = () => Promise<AnySchema<unknown>>;

/** A schema, or a loader the form runs once, when it is first touched (a field focused or changed, or a submit). */
export type FormSchema = AnySchema<unknown> | SchemaLoader;

export interface SchemaFormOptions {
  /**
   * Empty the form after a successful submit (default true: a sent message form starts again
   * blank). Turn it off for forms that edit something, whose fields should keep the saved values.
   */
  resetOnSuccess?: boolean;
  /**
   * Turns what a submit threw into the form's message and field messages. The default reads the
   * error's `message` and, when it has one, an `errors: [{ field, message }]` list, which is how a
   * server's 400 answer names the fields it refused.
   */
  describeError?(error: unknown): SubmitFailure;
}

/** Props for a `TextField` bound to one field of a form. */
export interface SchemaFormField {
  name: string;
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  /** Starts loading a lazy schema, so it is there by the time the field is left. */
  onFocus(): void;
  onBlur(): void;
}

export interface SchemaForm<V extends { [K in keyof V]: string }> {
  values: V;
  /** Messages of the fields that were left or submitted, and those set by `setFieldError` or the server. */
  errors: Partial<Record<keyof V, string>>;
  state: SubmitState;
  /** Message of the last failed submit, or one set by `setMessage`. */
  submitError: string | null;
  /** Message returned by the last successful submit, or one set by `setMessage`. */
  success: string | null;
  sending: boolean;
  /** Props for a `TextField` bound to `name`. */
  field(name: keyof V & string): SchemaFormField;
  /** Sets a value from outside a text field (a radio, an upload); clears that field's extra message. */
  setValue(name: keyof V & string, value: string): void;
  /** Shows a message on one field (a check outside the schema); it goes away when the value changes. */
  setFieldError(name: keyof V & string, message: string): void;
  /** Shows a form message that did not come from a submit (e.g. 验证码已发送). */
  setMessage(message: { error?: string | null; success?: string | null }): void;
  /** Submit handler running the `onSubmit` given to the hook. */
  handleSubmit(event?: FormEvent): Promise<void>;
  /** Submit handler running `action` instead of the hook's `onSubmit`. */
  submitWith(action: SubmitAction<V>): (event?: FormEvent) => Promise<void>;
  /** Back to `values` (default: the initial values), nothing touched, no submit state. */
  reset(values?: V): void;
}

/** Schemas already loaded, by loader: a form opened again (a dialog, another page) has its rules from the start. */
const arrivedSchemas = new WeakMap<SchemaLoader, AnySchema<unknown>>();

function defaultDescribeError(error: unknown): SubmitFailure {
  const message = error instanceof Error && error.message ? error.message : SUBMIT_FAILED_MESSAGE;
  const list = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return { message };
  const fields = list.filter(
    (e): e is { field: string; message: string } =>
      typeof e === 'object' && e !== null && typeof e.field === 'string' && typeof e.message === 'string',
  );
  return { message, fields };
}

/**
 * Form state validated by a shared `@yiying/validation` schema: a field shows its error once it was
 * left or a submit was tried; the submit action runs only with valid (cast) values and never twice
 * at once. The action is given here as `onSubmit` (→ `handleSubmit`) or per form with `submitWith`.
 *
 * `schema` may be a loader (see `SchemaLoader`): it runs when the form is first touched, fields show
 * their messages once the schema is in, and a submit waits for it, so a form sent before it arrived
 * is still checked.
 */
export function useSchemaForm<V extends { [K in keyof V]: string }>(
  schema: FormSchema,
  initial: V,
  onSubmit?: SubmitAction<V>,
  options: SchemaFormOptions = {},
): SchemaForm<V> {
  const { resetOnSuccess = true, describeError = defaultDescribeError } = options;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [extra, setExtra] = useState<Partial<Record<keyof V, string>>>({});
  const [state, setState] = useState<SubmitState>('idle');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const sendingRef = useRef(false);
  // The first initial values, so `reset` stays one stable function (dialogs reset in an effect).
  const initialRef = useRef(initial);
  // A lazy schema: the one load (a later render's loader is not run again) and the schema once it is in.
  const loadingRef = useRef<Promise<AnySchema<unknown> | undefined> | undefined>(undefined);
  const [loaded, setLoaded] = useState<AnySchema<unknown> | undefined>(undefined);
  const current = typeof schema === 'function' ? (loaded ?? arrivedSchemas.get(schema)) : schema;

  /** Runs the loader once (again after a failed download), then renders with the schema. Never rejects. */
  const loadSchema = (): Promise<AnySchema<unknown> | undefined> => {
    const loader = schema as SchemaLoader;
    return (loadingRef.current ??= loader().then(
      (arrived) => {
        arrivedSchemas.set(loader, arrived);
        setLoaded(arrived);
        return arrived;
      },
      () => {
        // A failed download (a deploy, a dropped link) is tried again on the next touch or submit.
        loadingRef.current = undefined;
        return undefined;
      },
    ));
  };
  /** A touch starts the load of a lazy schema; a failed one shows at the submit, which tries again. */
  const touch = () => {
    if (!current) void loadSchema();
  };

  const errors: Partial<Record<keyof V, string>> = {};
  const result = current ? validate(current, values) : undefined;
  if (result && !result.ok)
    for (const e of result.errors) if (touched[e.field as keyof V]) errors[e.field as keyof V] ??= e.message;
  for (const key of Object.keys(extra) as (keyof V)[]) if (extra[key]) errors[key] ??= extra[key];

  const reset = useCallback((next?: V) => {
    setValues(next ?? initialRef.current);
    setTouched({});
    setExtra({});
    setState('idle');
    setSubmitError(null);
    setSuccess(null);
  }, []);

  const setValue = (name: keyof V & string, value: string) => {
    touch();
    setValues((prev) => ({ ...prev, [name]: value }));
    setExtra((prev) => ({ ...prev, [name]: undefined }));
    setSuccess(null);
    if (state === 'success') setState('idle');
  };

  const submitWith = (action: SubmitAction<V>) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (sendingRef.current) return;
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<keyof V, boolean>);
    // A second submit while the schema loads is ignored, as one while sending is.
    sendingRef.current = true;
    const active = current ?? (await loadSchema());
    sendingRef.current = false;
    if (!active) {
      setState('failed');
      setSubmitError(SUBMIT_FAILED_MESSAGE);
      return;
    }
    const checked = validate(active, values);
    if (!checked.ok) return;
    sendingRef.current = true;
    setState('sending');
    setSubmitError(null);
    setSuccess(null);
    try {
      const message = await action({ ...values, ...(checked.value as Partial<V>) });
      setState('success');
      setSuccess(message || null);
      if (resetOnSuccess) {
        setValues(initialRef.current);
        setTouched({});
        setExtra({});
      }
    } catch (error) {
      const failure = describeError(error);
      setState('failed');
      setSubmitError(failure.message);
      const known = (failure.fields ?? []).filter((e) => e.field in values);
      if (known.length)
        setExtra(Object.fromEntries(known.map((e) => [e.field, e.message])) as Partial<Record<keyof V, string>>);
    } finally {
      sendingRef.current = false;
    }
  };

  const handleSubmit = (event?: FormEvent) => {
    if (!onSubmit)
      throw new Error('useSchemaForm(): pass an onSubmit action to use handleSubmit, or use submitWith(action).');
    return submitWith(onSubmit)(event);
  };

  return {
    values,
    errors,
    state,
    submitError,
    success,
    sending: state === 'sending',
    field: (name) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value),
      onFocus: touch,
      onBlur: () => {
        touch();
        setTouched((prev) => ({ ...prev, [name]: true }));
      },
    }),
    setValue,
    setFieldError: (name, message) => setExtra((prev) => ({ ...prev, [name]: message })),
    setMessage: (message) => {
      if (message.error !== undefined) setSubmitError(message.error);
      if (message.success !== undefined) setSuccess(message.success);
    },
    handleSubmit,
    submitWith,
    reset,
  };
}
