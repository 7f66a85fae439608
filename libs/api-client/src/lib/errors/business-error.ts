import { ApiError, type ApiErrorOptions } from './api-error.js';

/** The server answered 2xx but the envelope code is not a success code. */
export class BusinessError extends ApiError {
  override name = 'BusinessError';

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options);
  }
}

export function isBusinessError(error: unknown): error is BusinessError {
  return error instanceof BusinessError;
}
