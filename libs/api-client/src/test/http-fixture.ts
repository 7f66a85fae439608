import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fixture server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A canned answer. `raw` is sent as-is instead of JSON. */
export interface CannedAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  delayMs?: number;
  headers?: Record<string, string>;
}

export type Handler = (request: SeenRequest) => CannedAnswer;

export interface FixtureServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** Starts a real HTTP server on an ephemeral port answering `"METHOD /path"` routes with canned answers. */
export async function startFixtureServer(routes: Record<string, Handler>): Promise<FixtureServer> {
  const requests: SeenRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const text = Buffer.concat(chunks).toString('utf8');
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        // Multipart and other bodies stay text; JSON is parsed for the assertions.
        body:
          text && String(req.headers['content-type'] ?? '').includes('json')
            ? (JSON.parse(text) as unknown)
            : text || undefined,
      };
      requests.push(seen);
      const handler = routes[`${seen.method} ${seen.path}`] ?? routes[`${seen.method} *`];
      const answer: CannedAnswer = handler ? handler(seen) : { status: 404, body: { code: 404, msg: '接口不存在' } };
      const send = (r: ServerResponse) => {
        r.writeHead(answer.status ?? 200, {
          'content-type': 'application/json; charset=utf-8',
          ...answer.headers,
        });
        r.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
      };
      if (answer.delayMs) {
        const t = setTimeout(() => {
          timers.delete(t);
          if (!res.destroyed) send(res);
        }, answer.delayMs);
        timers.add(t);
      } else {
        send(res);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that was just released, so connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
