import { validate, type AnySchema } from '@yiying/validation';
import { validationFailed } from '../errors.js';

/**
 * Validates a request part with a shared schema: the cast value, or a 400 with the shared Chinese
 * messages. `T` names the validated shape (yup's inferred types do not survive the project references).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function parseWith<T>(schema: AnySchema<any>, value: unknown): T {
  const result = validate(schema, value ?? {});
  if (!result.ok) throw validationFailed(result.errors);
  return result.value as T;
}
