import type { FieldError } from '@yiying/models';

/** Options shared by every client error. */
export interface ApiErrorOptions {
  /** HTTP status of the answer; 0 when no answer arrived. */
  status: number;
  /** Envelope code, or the spec's pseudo status (1 network, 2 timeout) when no envelope arrived. */
  code: number | string;
  /** Per-field validation messages sent by the server. */
  errors?: FieldError[];
  /** Seconds to wait before trying again (the `Retry-After` header of a 429 answer). */
  retryAfter?: number;
  cause?: unknown;
}

/** Base of every error thrown by the api client; `message` is always user-facing Chinese text. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: number | string;
  declare readonly errors?: FieldError[];
  declare readonly retryAfter?: number;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    if (options.errors) this.errors = options.errors;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

/** True for any error raised by the api client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
