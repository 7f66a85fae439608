import { ApiError } from './api-error.js';
import { statusMessage } from '../status-messages.js';

/** No answer within the client's timeout. Spec code 2. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';

  constructor(cause?: unknown) {
    super(statusMessage(2), { status: 0, code: 2, cause });
  }
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError;
}
