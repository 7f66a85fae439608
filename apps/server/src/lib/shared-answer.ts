import type { FastifyReply } from 'fastify';
import { ok } from './envelope.js';
import type { TtlCache } from './ttl-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an answer that is the same for every anonymous caller as the bytes kept in `cache` under `key`: a hit is a
 * lookup and a write, with no serialisation. A miss loads the data, wraps it in the envelope and serialises it with
 * the route's own response schema (what the route would send), and keeps those bytes; the cache's invalidation
 * (every write, in every process of the site) drops them with the rest.
 */
export async function sendSharedAnswer(
  reply: FastifyReply,
  cache: TtlCache,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const bytes =
    cache.peek<Buffer>(key) ??
    (await cache.get(key, async () => Buffer.from(reply.serialize(ok(await load())) as string, 'utf8')));
  return reply.type(JSON_TYPE).send(bytes);
}
