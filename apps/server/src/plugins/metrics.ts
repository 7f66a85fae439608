import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../ops/metrics.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus's text format: to a scraper on the same machine (loopback), or anywhere with
 * `Authorization: Bearer <METRICS_TOKEN>`; 404 to everyone else, so the address tells an outsider nothing (and to
 * everyone with `METRICS=off`).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // The socket's own address: a proxy's forwarded header must not make an outsider look local.
    const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!metrics.enabled || (!local && !tokenMatches(request, token))) {
      return reply.code(404).send({ code: 404, msg: '接口不存在', data: null });
    }
    reply.header('content-type', metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
