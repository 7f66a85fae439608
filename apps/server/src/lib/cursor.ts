import { AppError, validationFailed } from '../errors.js';

/** The 400 of a cursor that was not made by this server (or by another version of its order). */
export const CURSOR_INVALID_MESSAGE = 'cursor 无效，请从第一页重新加载';

/** Keyset position → the opaque `nextCursor` text (base64url JSON). */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/**
 * `cursor` → the keyset position it encodes, checked against the number of columns of the list's order: anything
 * else is a 400 with the field's message rather than a query built from unchecked input.
 */
export function decodeCursor(cursor: string, columns: number): (string | number)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== columns ||
    !parsed.every((v) => (typeof v === 'string' && v.length <= 200) || (typeof v === 'number' && Number.isFinite(v)))
  ) {
    throw invalid();
  }
  return parsed as (string | number)[];
}

function invalid(): AppError {
  return validationFailed([{ field: 'cursor', message: CURSOR_INVALID_MESSAGE }]);
}
