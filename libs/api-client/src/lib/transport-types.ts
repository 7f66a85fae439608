import type { EnvelopePayload, PageRequest } from './envelope.js';
import type { PagedList } from '@yiying/models';
import type { UnauthorizedError } from './errors/unauthorized-error.js';

/** How a client is configured; every environment-specific part is injected. */
export interface ApiClientOptions {
  /** Server origin, e.g. `http://127.0.0.1:3000`; `''` (default) means the page's own origin. */
  baseUrl?: string;
  /** Current access token, sent as the `authorization` header. */
  getToken?(): string | undefined;
  /** Current user id, sent as the `uuid` header. */
  getUserId?(): string | undefined;
  /** Called before an `UnauthorizedError` is thrown, so the app can clear its session. */
  onUnauthorized?(error: UnauthorizedError): void;
  /** Milliseconds to wait for an answer (default 300000). */
  timeout?: number;
  /** Fetch implementation (default: the global one). */
  fetch?: typeof fetch;
}

/** Query values; `undefined`, `null` and `''` are left out of the query string. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  searchParams?: QueryParams;
  json?: unknown;
  /** Multipart body (uploads); sent instead of `json`. */
  body?: FormData;
  signal?: AbortSignal;
  /** Milliseconds to wait for this call, instead of the client's timeout (uploads: per kind, spec §9). */
  timeout?: number;
  /**
   * Whether a 401 answer calls `onUnauthorized` (default true). Session housekeeping calls
   * (token refresh, logout) turn it off: their 401 is expected and must not send anyone to login.
   */
  notifyUnauthorized?: boolean;
}

/** What a transport outside ky (an upload with progress) saw, for `readAnswer`. */
export interface RawAnswer {
  status: number;
  statusText?: string;
  /** Body text as received. */
  body: string;
  /** Value of the `Retry-After` header, if any. */
  retryAfter?: string | null;
}

/**
 * The calls every endpoint group is built on: one configured ky instance, the envelope check and
 * the error classes. Every method rejects with an `ApiError` subclass.
 */
export interface Transport {
  readonly baseUrl: string;
  /** Sends one call and returns the checked envelope payload. */
  request(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<EnvelopePayload>;
  /** GET returning the envelope's `data`. */
  get<T>(path: string, searchParams?: QueryParams): Promise<T>;
  /** POST of a JSON body returning the envelope's `data`. */
  post<T>(path: string, json?: unknown): Promise<T>;
  /** GET of a list in either list form, normalised to `PagedList`. */
  list<T>(path: string, searchParams: QueryParams | undefined, defaults: PageRequest): Promise<PagedList<T>>;
  /** Absolute (or origin-relative) URL of a path, for transports outside the client. */
  url(path: string): string;
  /** The `authorization` and `uuid` headers the client would send now. */
  authHeaders(): Record<string, string>;
  /**
   * Checks an answer received by another transport (e.g. an upload with a progress bar) exactly
   * like the client's own answers: same errors, same `onUnauthorized` call. Needs the transport's
   * calls loaded: after any call or `ready()` (the client's endpoint groups wait for it).
   */
  readAnswer(answer: RawAnswer): EnvelopePayload;
  /** Loads what talks to the server (ky, the envelope check); every call does it itself. */
  ready(): Promise<void>;
}
