/** One canned answer: the envelope's `data`, or an error status with its message. */
export type FakeAnswer = { data: unknown } | { status: number; msg: string };

/** A call as the fake saw it. */
export interface FakeCall {
  route: string;
  query: URLSearchParams;
}

/**
 * A `fetch` for `createApiClient({ fetch })`: answers `"GET /path"` routes with the server's
 * envelope, 404 for anything else, and records every call.
 */
export function createFakeFetch(routes: Record<string, (query: URLSearchParams) => FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    calls.push({ route, query: url.searchParams });
    const answer = routes[route]?.(url.searchParams) ?? { status: 404, msg: '请求地址出错' };
    const body =
      'data' in answer ? { code: 200, msg: '成功', data: answer.data } : { code: answer.status, msg: answer.msg };
    return new Response(JSON.stringify(body), {
      status: 'data' in answer ? 200 : answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}
