import type { FastifyReply } from 'fastify';
import { bestEncoding, encodeBody, type ContentEncoding } from './content-encoding.js';
import { ok } from './envelope.js';
import type { TtlCache } from './ttl-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers shorter than this go as they are: compressing them saves less than the header costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** An answer's bytes, and its compressed forms once a caller asked for them (each made once). */
interface SharedAnswer {
  identity: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/**
 * Sends an answer that is the same for every anonymous caller as the bytes kept in `cache` under `key`: a hit is a
 * lookup and a write, with no serialisation. A miss loads the data, wraps it in the envelope and serialises it with
 * the route's own response schema (what the route would send), and keeps those bytes; the cache's invalidation
 * (every write, in every process of the site) drops them with the rest.
 *
 * A caller that accepts brotli or gzip gets the answer compressed (from 1 kB): the compressed bytes are made once
 * per answer and kept beside it, so a hit costs no compression and writes a quarter of the bytes.
 */
export async function sendSharedAnswer(
  reply: FastifyReply,
  cache: TtlCache,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const answer =
    cache.peek<SharedAnswer>(key) ??
    (await cache.get<SharedAnswer>(key, async () => ({
      identity: Buffer.from(reply.serialize(ok(await load())) as string, 'utf8'),
      encoded: {},
    })));
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  if (answer.identity.length < COMPRESS_FROM_BYTES) return reply.send(answer.identity);
  const encoding = bestEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.identity);
  const body = (answer.encoded[encoding] ??= encodeBody(answer.identity, encoding));
  return reply.header('content-encoding', encoding).send(body);
}
