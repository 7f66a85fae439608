import ky, { isTimeoutError as isKyTimeoutError, type KyInstance } from 'ky';
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
import { createBannerApi, type BannerApi } from './endpoints/banner.js';
import { createContentApi, type ContentApi } from './endpoints/content.js';

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
  signal?: AbortSignal;
}

/** Typed access to the server. Every method rejects with an `ApiError` subclass. */
export interface ApiClient {
  readonly baseUrl: string;
  /** Sends one call and returns the checked envelope payload. */
  request(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<EnvelopePayload>;
  /** GET returning the envelope's `data`. */
  get<T>(path: string, searchParams?: QueryParams): Promise<T>;
  /** POST of a JSON body returning the envelope's `data`. */
  post<T>(path: string, json?: unknown): Promise<T>;
  /** GET of a list in either list form, normalised to `PagedList`. */
  list<T>(path: string, searchParams: QueryParams | undefined, defaults: PageRequest): Promise<PagedList<T>>;
  banner: BannerApi;
  content: ContentApi;
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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
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

/**
 * Creates an api client on ky. No global state: each app or test builds its own.
 * @example const client = createApiClient({ baseUrl: '', getToken: () => session.token });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const http: KyInstance = ky.create({
    ...(baseUrl ? { prefixUrl: baseUrl } : {}),
    retry: 0,
    timeout: options.timeout ?? DEFAULT_TIMEOUT,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken?.();
          const userId = options.getUserId?.();
          if (token) request.headers.set('authorization', token);
          if (userId) request.headers.set('uuid', userId);
        },
      ],
    },
  });

  function unauthorized(message: string | undefined, code: number | string, body: unknown): UnauthorizedError {
    const errors = envelopeFieldErrors(body);
    const error = new UnauthorizedError(message ?? statusMessage(401), { code, ...(errors ? { errors } : {}) });
    try {
      options.onUnauthorized?.(error);
    } catch {
      // A failing session hook must not hide the 401 from the caller.
    }
    return error;
  }

  async function request(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<EnvelopePayload> {
    // ky refuses a leading slash with prefixUrl; without one the slash keeps the path origin-relative.
    const input = baseUrl ? path.replace(/^\/+/, '') : path;
    let response: Response;
    let body: unknown;
    try {
      const searchParams = cleanParams(opts.searchParams);
      response = await http(input, {
        method,
        ...(searchParams ? { searchParams } : {}),
        ...(opts.json !== undefined ? { json: opts.json } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
      body = await readBody(response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (isKyTimeoutError(error)) throw new TimeoutError(error);
      if (isAbortError(error) && opts.signal?.aborted) throw error;
      throw new NetworkError(error);
    }

    if (!response.ok) {
      const status = response.status;
      const message = envelopeMessage(body);
      const code = envelopeCode(body, status);
      if (status === 401) throw unauthorized(message, code, body);
      const errors = envelopeFieldErrors(body);
      throw new HttpError(message ?? statusMessage(status, response.statusText || undefined), {
        status,
        code,
        ...(errors ? { errors } : {}),
      });
    }

    try {
      return unwrapEnvelope(body, response.status);
    } catch (error) {
      // The first client form reports an expired session inside a 200 answer.
      if (isBusinessError(error) && String(error.code) === '401') {
        throw unauthorized(error.message, error.code, body);
      }
      throw error;
    }
  }

  const client: ApiClient = {
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
      const params: QueryParams = { pageNum: defaults.pageNum, pageSize: defaults.pageSize, ...searchParams };
      const payload = await request('GET', path, { searchParams: params });
      return toPagedList<T>(payload, {
        pageNum: Number(params['pageNum'] ?? defaults.pageNum),
        pageSize: Number(params['pageSize'] ?? defaults.pageSize),
      });
    },
    banner: undefined as unknown as BannerApi,
    content: undefined as unknown as ContentApi,
  };
  client.banner = createBannerApi(client);
  client.content = createContentApi(client);
  return client;
}
