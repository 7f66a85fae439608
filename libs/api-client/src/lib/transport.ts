import type { KyInstance } from 'ky';
import { DEFAULT_CLIENT_TIMEOUT, type PagedList } from '@yiying/models';
import { ApiError } from './errors/api-error.js';
import { HttpError } from './errors/http-error.js';
import { NetworkError } from './errors/network-error.js';
import { TimeoutError } from './errors/timeout-error.js';
import { UnauthorizedError } from './errors/unauthorized-error.js';
import { isBusinessError } from './errors/business-error.js';
import {
  envelopeFieldErrors,
  envelopeMessage,
  toPagedList,
  unwrapEnvelope,
  type EnvelopePayload,
  type PageRequest,
} from './envelope.js';
import { statusMessage } from './status-messages.js';

/** Spec §9: the default client timeout is the video upload timeout. */
export const DEFAULT_TIMEOUT = DEFAULT_CLIENT_TIMEOUT;

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
   * like the client's own answers: same errors, same `onUnauthorized` call.
   */
  readAnswer(answer: RawAnswer): EnvelopePayload;
}

function cleanParams(params: QueryParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}

function isAbortError(error: unknown): boolean {
  // DOMException is not an Error subclass in every runtime, so check the name only.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function envelopeCode(body: unknown, fallback: number): number | string {
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const { code } = body as { code: unknown };
    if (typeof code === 'number' || typeof code === 'string') return code;
  }
  return fallback;
}

/** `Retry-After` in seconds: either a number of seconds or an HTTP date. */
function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Creates the transport of one client on ky. No global state: each client has its own. */
export function createTransport(options: ApiClientOptions = {}): Transport {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const authHeaders = (): Record<string, string> => {
    const headers: Record<string, string> = {};
    const token = options.getToken?.();
    const userId = options.getUserId?.();
    if (token) headers['authorization'] = token;
    if (userId) headers['uuid'] = userId;
    return headers;
  };
  /*
   * ky loads with the first request: a page that renders from data it already has (the server inlines the first
   * screen's answers) never downloads it.
   */
  let loading: Promise<{ http: KyInstance; isTimeout: (error: unknown) => boolean }> | undefined;
  const http = () =>
    (loading ??= import('ky').then(
      ({ default: ky, isTimeoutError }) => ({
        http: ky.create({
          ...(baseUrl ? { prefixUrl: baseUrl } : {}),
          retry: 0,
          timeout: options.timeout ?? DEFAULT_TIMEOUT,
          throwHttpErrors: false,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          hooks: {
            beforeRequest: [
              (request) => {
                for (const [name, value] of Object.entries(authHeaders())) request.headers.set(name, value);
              },
            ],
          },
        }),
        isTimeout: isTimeoutError,
      }),
      (error: unknown) => {
        // A failed download (network) may succeed on the next request.
        loading = undefined;
        throw error;
      },
    ));

  function unauthorized(
    message: string | undefined,
    code: number | string,
    body: unknown,
    notify: boolean,
  ): UnauthorizedError {
    const errors = envelopeFieldErrors(body);
    const error = new UnauthorizedError(message ?? statusMessage(401), {
      code,
      ...(errors ? { errors } : {}),
    });
    if (!notify) return error;
    try {
      options.onUnauthorized?.(error);
    } catch {
      // A failing session hook must not hide the 401 from the caller.
    }
    return error;
  }

  function interpret(answer: RawAnswer, body: unknown, notify: boolean): EnvelopePayload {
    const { status } = answer;
    if (status < 200 || status >= 300) {
      const message = envelopeMessage(body);
      const code = envelopeCode(body, status);
      if (status === 401) throw unauthorized(message, code, body, notify);
      const errors = envelopeFieldErrors(body);
      const retryAfter = retryAfterSeconds(answer.retryAfter);
      throw new HttpError(message ?? statusMessage(status, answer.statusText || undefined), {
        status,
        code,
        ...(errors ? { errors } : {}),
        ...(retryAfter !== undefined ? { retryAfter } : {}),
      });
    }
    try {
      return unwrapEnvelope(body, status);
    } catch (error) {
      // The first client form reports an expired session inside a 200 answer.
      if (isBusinessError(error) && String(error.code) === '401') {
        throw unauthorized(error.message, error.code, body, notify);
      }
      throw error;
    }
  }

  async function request(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<EnvelopePayload> {
    // ky refuses a leading slash with prefixUrl; without one the slash keeps the path origin-relative.
    const input = baseUrl ? path.replace(/^\/+/, '') : path;
    let answer: RawAnswer;
    let isTimeout: (error: unknown) => boolean = () => false;
    try {
      const searchParams = cleanParams(opts.searchParams);
      const loaded = await http();
      isTimeout = loaded.isTimeout;
      const response = await loaded.http(input, {
        method,
        ...(searchParams ? { searchParams } : {}),
        ...(opts.body !== undefined ? { body: opts.body } : opts.json !== undefined ? { json: opts.json } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.timeout ? { timeout: opts.timeout } : {}),
      });
      answer = {
        status: response.status,
        statusText: response.statusText,
        body: await response.text(),
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (isTimeout(error)) throw new TimeoutError(error);
      if (isAbortError(error) && opts.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
    return interpret(answer, parseBody(answer.body), opts.notifyUnauthorized ?? true);
  }

  return {
    baseUrl,
    request,
    async get<T>(path: string, searchParams?: QueryParams) {
      const payload = await request('GET', path, searchParams ? { searchParams } : {});
      return payload.data as T;
    },
    async post<T>(path: string, json?: unknown) {
      const payload = await request('POST', path, json === undefined ? {} : { json });
      return payload.data as T;
    },
    async list<T>(path: string, searchParams: QueryParams | undefined, defaults: PageRequest) {
      const params: QueryParams = {
        pageNum: defaults.pageNum,
        pageSize: defaults.pageSize,
        ...searchParams,
      };
      const payload = await request('GET', path, { searchParams: params });
      return toPagedList<T>(payload, {
        pageNum: Number(params['pageNum'] ?? defaults.pageNum),
        pageSize: Number(params['pageSize'] ?? defaults.pageSize),
      });
    },
    url: (path: string) => `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`,
    authHeaders,
    readAnswer: (answer: RawAnswer) => interpret(answer, parseBody(answer.body), true),
  };
}
