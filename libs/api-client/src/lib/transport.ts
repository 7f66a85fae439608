import { DEFAULT_CLIENT_TIMEOUT, type PagedList } from '@yiying/models';
import type { PageRequest } from './envelope.js';
import { ApiError } from './errors/api-error.js';
import { NetworkError } from './errors/network-error.js';
import type { TransportCalls } from './transport-calls.js';
import type { ApiClientOptions, QueryParams, RawAnswer, RequestOptions, Transport } from './transport-types.js';

export type { ApiClientOptions, QueryParams, RawAnswer, RequestOptions, Transport } from './transport-types.js';

/** Spec §9: the default client timeout is the video upload timeout. */
export const DEFAULT_TIMEOUT = DEFAULT_CLIENT_TIMEOUT;

/**
 * Creates the transport of one client on ky. No global state: each client has its own. What talks to the server (ky,
 * the envelope check, the error mapping: transport-calls.ts) loads with the first call or `ready()`, so a page that
 * renders from data it already has (the server inlines the first screen's answers) never downloads it.
 */
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
  let calls: TransportCalls | undefined;
  let loading: Promise<TransportCalls> | undefined;
  const load = async (): Promise<TransportCalls> => {
    try {
      return await (loading ??= import('./transport-calls.js').then(
        ({ createCalls }) => (calls = createCalls({ options, baseUrl, authHeaders })),
        (error: unknown) => {
          // A failed download (network) may succeed on the next call.
          loading = undefined;
          throw error;
        },
      ));
    } catch (error) {
      // The calls' code did not arrive: to the caller, as any call that did not reach the server.
      throw error instanceof ApiError ? error : new NetworkError(error);
    }
  };
  const request: Transport['request'] = async (method, path, opts?: RequestOptions) =>
    (await load()).request(method, path, opts);

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
    async list<T>(path: string, searchParams: QueryParams | undefined, defaults: PageRequest): Promise<PagedList<T>> {
      return (await load()).list<T>(path, searchParams, defaults);
    },
    url: (path: string) => `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`,
    authHeaders,
    readAnswer: (answer: RawAnswer) => {
      if (!calls) throw new Error('readAnswer: the transport is not ready; await transport.ready() first');
      return calls.readAnswer(answer);
    },
    ready: async () => {
      await load();
    },
  };
}
