import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureAnswer {
  status?: number;
  body?: unknown;
  /** Answer this many ms late. */
  delayMs?: number;
}

/** What a handler may read of a request besides its query. */
export interface FixtureRequest {
  /** Parsed JSON body, or the raw text of any other body (multipart). */
  body: unknown;
  headers: IncomingHttpHeaders;
}

/** A request as the server saw it. */
export interface SeenCall extends FixtureRequest {
  route: string;
  query: URLSearchParams;
}

// jsdom's XMLHttpRequest (used for uploads with progress) enforces CORS like a browser.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, uuid, content-type',
  'access-control-allow-methods': 'GET, POST',
};

/** A real HTTP server on an ephemeral port; `routes` maps `"GET /path"` to a canned answer. */
export async function startFixtureServer(
  routes: Record<string, (query: URLSearchParams, request: FixtureRequest) => FixtureAnswer>,
  /** Handler of a route with ids in its path (`POST /web/content/update/p1`), when no fixed route matches. */
  dynamic?: (route: string) => ((query: URLSearchParams, request: FixtureRequest) => FixtureAnswer) | undefined,
) {
  const calls: string[] = [];
  const seen: SeenCall[] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const route = `${req.method} ${url.pathname}`;
      const text = Buffer.concat(chunks).toString('utf8');
      const body =
        text && String(req.headers['content-type'] ?? '').includes('json')
          ? (JSON.parse(text) as unknown)
          : text || undefined;
      calls.push(`${route}?${url.searchParams.toString()}`);
      seen.push({ route, query: url.searchParams, body, headers: req.headers });
      const handler = routes[route] ?? dynamic?.(route);
      const answer = handler
        ? handler(url.searchParams, { body, headers: req.headers })
        : { status: 404, body: { code: 404, msg: '请求地址出错' } };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json; charset=utf-8',
          ...CORS,
        });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      };
      if (answer.delayMs) timers.push(setTimeout(send, answer.delayMs));
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FixtureServer = Awaited<ReturnType<typeof startFixtureServer>>;

/** `{code: 200, msg: '成功', data}` envelope. */
export function ok(data: unknown): FixtureAnswer {
  return { body: { code: 200, msg: '成功', data } };
}

/** An error answer with the real status in `code`. */
export function fail(status: number, msg: string): FixtureAnswer {
  return { status, body: { code: status, msg } };
}

/** `{code: 200, msg, data: {records…}}` list envelope. */
export function pagedEnvelope<T>(records: T[], total = records.length, size = 9) {
  return {
    code: 200,
    msg: '成功',
    data: { records, total, size, current: 1, pages: Math.ceil(total / size) },
  };
}

export function sampleBanner(i: number) {
  return {
    bannerId: `banner-${i}`,
    title: `首页横幅${i}`,
    cover: `/files/banner-${i}.jpg`,
    type: 'home-major',
    summary: `横幅说明${i}`,
    state: 'publish',
    createTime: '2024-05-01T08:00:00.000Z',
  };
}

export function sampleContent(i: number) {
  return {
    contentId: `content-${i}`,
    title: `作品${i}＃风光＃`,
    cover: `/files/content-${i}.jpg`,
    type: 'image',
    state: 'publish',
    likesNum: 100 + i,
    collectNum: 0,
    commentNum: 0,
    hitNum: 0,
    forwardedNum: 20 + i,
    forwardedFlag: 'no',
    accessScope: 'public',
    createTime: '2024-05-01T08:00:00.000Z',
    updateTime: '2024-05-01T08:00:00.000Z',
    createBy: `user-${i}`,
    creator: { userId: `user-${i}`, username: `摄影师${i}`, avatar: '' },
  };
}
