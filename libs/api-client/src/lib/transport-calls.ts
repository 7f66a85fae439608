import ky, { isTimeoutError } from 'ky';
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
import { DEFAULT_CLIENT_TIMEOUT, type PagedList } from '@yiying/models';
import type { ApiClientOptions, QueryParams, RawAnswer, RequestOptions } from './transport-types.js';

/*
 * The part of a transport that talks to the server (transport.ts): ky, the envelope check and the error classes. It
 * loads with a client's first call, so a page that renders from data it already has (the server inlines the first
 * screen's answers) never downloads it.
 */

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

/** What a transport (transport.ts) hands over: its options, its base URL and its headers. */
export interface CallsSetup {
  options: ApiClientOptions;
  baseUrl: string;
  authHeaders(): Record<string, string>;
}

/** The calls of one transport. */
export interface TransportCalls {
  request(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<EnvelopePayload>;
  list<T>(path: string, searchParams: QueryParams | undefined, defaults: PageRequest): Promise<PagedList<T>>;
  readAnswer(answer: RawAnswer): EnvelopePayload;
}

/** Creates the calls of one transport on ky. No global state: each transport has its own ky instance. */
export function createCalls({ options, baseUrl, authHeaders }: CallsSetup): TransportCalls {
  const http = ky.create({
    ...(baseUrl ? { prefixUrl: baseUrl } : {}),
    retry: 0,
    timeout: options.timeout ?? DEFAULT_CLIENT_TIMEOUT,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(authHeaders())) request.headers.set(name, value);
        },
      ],
    },
  });
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
    try {
      const searchParams = cleanParams(opts.searchParams);
      const response = await http(input, {
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
      if (isTimeoutError(error)) throw new TimeoutError(error);
      if (isAbortError(error) && opts.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
    return interpret(answer, parseBody(answer.body), opts.notifyUnauthorized ?? true);
  }

  return {
    request,
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
    readAnswer: (answer: RawAnswer) => interpret(answer, parseBody(answer.body), true),
  };
}
