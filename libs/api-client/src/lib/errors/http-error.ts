import { ApiError, type ApiErrorOptions } from './api-error.js';

/** The server answered with a non-2xx status. */
export class HttpError extends ApiError {
  override name = 'HttpError';

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
