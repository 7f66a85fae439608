import type { Lazy, Schema, ValidationError } from 'yup';
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

/** Nesting past which a value is refused before validation (bodies are limited earlier; this guards every caller). */
export const MAX_INPUT_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 controls but tab, line feed and carriage return; bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex
const STRIPPED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/g;
/** Text that shows as nothing: whitespace, zero-width characters, fillers. */
const INVISIBLE_ONLY = /^[\s\u200B-\u200D\u2060\uFEFF\u180E\u3164\u115F\u1160\uFFA0]*$/;

/** A value refused before its schema sees it; `field` is the path of the bad part. */
class InputRejected extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Text as every field stores it: NFC, without control or bidi-override characters, and empty when nothing visible
 * is left. A lone surrogate (not text at all) is refused.
 */
export function cleanText(text: string, field = ''): string {
  if (LONE_SURROGATE.test(text)) throw new InputRejected(field, MESSAGES.invalidCharacters);
  const clean = text.normalize('NFC').replace(STRIPPED, '');
  return INVISIBLE_ONLY.test(clean) ? '' : clean;
}

function join(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}

/**
 * The input as the schemas see it: text cleaned (`cleanText`), and keys found on Object.prototype dropped (yup
 * looks fields up on a plain object, so a posted `constructor` or `valueOf` crashes the cast; such keys are never
 * fields of ours). Iterative depth is bounded, so a deeply nested body is refused, not a stack overflow.
 */
function cleanInput(value: unknown, path = '', depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value, path);
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_INPUT_DEPTH) throw new InputRejected(path, MESSAGES.nestedTooDeep);
  if (Array.isArray(value)) return value.map((item, i) => cleanInput(item, join(path, i), depth + 1));
  // Plain objects only, with or without a prototype (`Object.create(null)` bodies come from some parsers).
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!(key in Object.prototype)) clean[key] = cleanInput(item, join(path, key), depth + 1);
  }
  return clean;
}

function rejected(error: unknown): ValidationResult<never> | null {
  return error instanceof InputRejected ? { ok: false, errors: [{ field: error.field, message: error.reason }] } : null;
}

/**
 * Whether `error` is yup's validation error, by the test yup itself makes (`ValidationError.isError`): this module
 * takes only types from yup, so running a schema that was loaded later does not bring yup with it.
 */
function isValidationError(error: unknown): error is ValidationError {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ValidationError';
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
    const cast = schema.validateSync(cleanInput(value), {
      abortEarly: false,
      stripUnknown: options.stripUnknown ?? true,
      context: options.context,
    });
    return { ok: true, value: cast };
  } catch (error) {
    if (isValidationError(error)) return { ok: false, errors: toFieldErrors(error) };
    const refused = rejected(error);
    if (refused) return refused;
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
    const cast = await schema.validate(cleanInput(value), {
      abortEarly: false,
      stripUnknown: options.stripUnknown ?? true,
      context: options.context,
    });
    return { ok: true, value: cast };
  } catch (error) {
    if (isValidationError(error)) return { ok: false, errors: toFieldErrors(error) };
    const refused = rejected(error);
    if (refused) return refused;
    throw error;
  }
}

/** First message of a result, or null when valid (for a toast or an alert). */
export function firstError(result: ValidationResult<unknown>): string | null {
  return result.ok ? null : (result.errors[0]?.message ?? null);
}
