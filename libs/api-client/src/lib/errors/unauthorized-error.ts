import type { ApiErrorOptions } from './api-error.js';
import { HttpError } from './http-error.js';

/** The server answered 401: no valid session. */
export class UnauthorizedError extends HttpError {
  override name = 'UnauthorizedError';

  constructor(message: string, options: Omit<ApiErrorOptions, 'status'>) {
    super(message, { ...options, status: 401 });
  }
}

export function isUnauthorizedError(error: unknown): error is UnauthorizedError {
  return error instanceof UnauthorizedError;
}
