import { ValidationError, type Lazy, type Schema } from 'yup';
import type { FieldError } from '@yiying/models';
import { MESSAGES } from './messages.js';

/** A yup schema or a `lazy` one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySchema<T> = Schema<T, any, any, any> | Lazy<T, any, any>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export interface ValidateOptions {
  /** Drop keys the schema does not know (default true, so a server never stores stray fields). */
  stripUnknown?: boolean;
  /** Extra context for `when` conditions. */
  context?: Record<string, unknown>;
}

/**
 * yup looks fields up on a plain object, so a posted key such as `constructor` or `valueOf`
 * finds an Object.prototype member and crashes the cast; such keys are never fields of ours.
 */
function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (!value || typeof value !== 'object') return value;
  // Plain objects only, with or without a prototype (`Object.create(null)` bodies come from some parsers).
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!(key in Object.prototype)) clean[key] = withoutPrototypeKeys(item);
  }
  return clean;
}

/** One message per field, the first failing rule, in schema order. */
export function toFieldErrors(error: ValidationError): FieldError[] {
  const inner = error.inner.length ? error.inner : [error];
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const item of inner) {
    const field = item.path ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    // yup's built-in messages (type errors, null values) are English; every answer we give is Chinese.
    const untranslated = !/[\u3400-\u9fff]/.test(item.message);
    errors.push({ field, message: untranslated ? MESSAGES.formatInvalid : item.message });
  }
  return errors;
}

/**
 * Validates synchronously and never throws for bad input: `{ ok, value }` with the cast value,
 * or `{ ok: false, errors }` — the list a form shows and the server answers with 400.
 */
export function validate<T>(schema: AnySchema<T>, value: unknown, options: ValidateOptions = {}): ValidationResult<T> {
  try {
    const cast = schema.validateSync(withoutPrototypeKeys(value), {
      abortEarly: false,
      stripUnknown: options.stripUnknown ?? true,
      context: options.context,
    });
    return { ok: true, value: cast };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: toFieldErrors(error) };
    throw error;
  }
}

/** Async form of `validate`, for schemas with async tests. */
export async function validateAsync<T>(
  schema: AnySchema<T>,
  value: unknown,
  options: ValidateOptions = {},
): Promise<ValidationResult<T>> {
  try {
    const cast = await schema.validate(withoutPrototypeKeys(value), {
      abortEarly: false,
      stripUnknown: options.stripUnknown ?? true,
      context: options.context,
    });
    return { ok: true, value: cast };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: toFieldErrors(error) };
    throw error;
  }
}

/** First message of a result, or null when valid (for a toast or an alert). */
export function firstError(result: ValidationResult<unknown>): string | null {
  return result.ok ? null : (result.errors[0]?.message ?? null);
}
