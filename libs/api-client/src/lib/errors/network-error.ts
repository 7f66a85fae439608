import { ApiError } from './api-error.js';
import { statusMessage } from '../status-messages.js';

/** No answer arrived (connection refused, DNS failure, offline…). Spec code 1. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';

  constructor(cause?: unknown) {
    super(statusMessage(1), { status: 0, code: 1, cause });
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
