import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * A stopping server keeps accepting until no connection arrived for ACCEPT_QUIET_MS (at most ACCEPT_LINGER_MS), so
 * connections the kernel already queued are answered, not reset.
 */
const ACCEPT_QUIET_MS = 200;
const ACCEPT_LINGER_MS = 3000;
/**
 * Idle keep-alive connections are closed only this long after the stop began: a client that reuses one just then
 * has its request on the wire, and ending the connection under it would reset that request ("socket hang up").
 */
const KEEPALIVE_LINGER_MS = 1500;
/** Time the close frames of chat sockets get to leave before the process may exit. */
const SOCKET_FLUSH_MS = 1000;
const POLL_MS = 50;

export interface DrainResult {
  /** True when every request finished within the grace; false when the rest were cut. */
  drained: boolean;
  /** Milliseconds the drain took. */
  ms: number;
}

/** Open HTTP connections; chat sockets are not waited for (the app closes them with code 1001). */
function openConnections(app: FastifyInstance, server: Server): Promise<number> {
  if (app.httpConnections) return Promise.resolve(app.httpConnections.size);
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/**
 * Stops a server gracefully: answers from now on carry `Connection: close`; after a short linger it stops
 * accepting; requests and uploads under way finish for up to `graceMs`; idle keep-alive connections are closed;
 * whatever is left at the end of the grace is cut. Then the app closes (chat sockets get close code 1001, the
 * database closes).
 */
export async function drainAndClose(app: FastifyInstance, graceMs: number): Promise<DrainResult> {
  const started = Date.now();
  const server = app.server;
  app.draining = true;
  if (server.listening) {
    let lastConnection = Date.now();
    const seen = () => {
      lastConnection = Date.now();
    };
    server.on('connection', seen);
    const lingerEnd = started + Math.min(ACCEPT_LINGER_MS, graceMs / 2);
    while (Date.now() < lingerEnd && Date.now() - lastConnection < ACCEPT_QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    server.off('connection', seen);
    // http.Server#close would also close "idle" connections at once, including those whose request is still on its
    // way; they are closed below, once their requests had time to arrive.
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    server.close();
    server.closeIdleConnections = closeIdle;
  }
  const deadline = started + graceMs;
  let drained = false;
  let idleRounds = 0;
  for (;;) {
    if ((await openConnections(app, server)) === 0) {
      drained = true;
      break;
    }
    // Keep-alive connections without a request: closed once they stayed idle for a few polls, and not before a
    // request sent on one just as the stop began had time to arrive.
    if (++idleRounds >= 4 && Date.now() - started >= Math.min(KEEPALIVE_LINGER_MS, graceMs / 2)) {
      if (app.closeIdleKeepAlive) app.closeIdleKeepAlive();
      else server.closeIdleConnections();
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (!drained) server.closeAllConnections();
  await app.close();
  const flushEnd = Date.now() + SOCKET_FLUSH_MS;
  while (
    (await new Promise<number>((r) => server.getConnections((e, n) => r(e ? 0 : n)))) > 0 &&
    Date.now() < flushEnd
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { drained, ms: Date.now() - started };
}
