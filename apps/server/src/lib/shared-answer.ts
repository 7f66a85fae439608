import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bestEncoding, encodeBody, type ContentEncoding } from './content-encoding.js';
import { ok } from './envelope.js';
import type { TtlCache } from './ttl-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers shorter than this go as they are: compressing them saves less than the header costs. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * How long a shared answer is kept when no write drops it first. Every write of posts, interactions and comments
 * empties the cache at once, so what this bounds is the age of what changes without a write: the view counts (and
 * with them the hot order). Each reload of a list page costs its queries, the serialisation and the brotli pass
 * (about 0.4 ms), and visitors paging through many lists and filters keep hundreds of answers alive: at 3 s those
 * reloads took about a tenth of the server's time on random pages.
 */
export const SHARED_ANSWER_TTL_MS = 10_000;

/**
 * The reply a handler sent itself, as the bytes of an envelope around `T`: a contract route's handler may return it
 * in place of its envelope, and `T` must still be the route's answer.
 */
export type SentAnswer<T> = FastifyReply & { readonly sentData?: T };

/** An answer's bytes, and its compressed forms once a caller asked for them (each made once). */
export interface SharedAnswer {
  identity: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** How many addresses {@link SharedAnswerAddresses} remembers before it starts over. */
export const ADDRESSES_KEPT = 2_000;

/**
 * The addresses (path and query exactly as asked) whose anonymous answer is kept as shared bytes, with the cache and
 * key holding them: a later GET of the same address without a token is answered from an `onRequest` hook, before its
 * query is parsed and validated and before the handler runs. The same address always parsed to the same query and
 * so to the same key; when the cache dropped the bytes (a write, their age) the request takes the normal way, which
 * loads and keeps them again.
 */
export class SharedAnswerAddresses {
  private readonly byAddress = new Map<string, { cache: TtlCache; key: string; route: string }>();

  /** Keeps `address` as answered from `key` of `cache` by the route whose pattern is `route`. */
  remember(address: string, cache: TtlCache, key: string, route: string): void {
    if (this.byAddress.size >= ADDRESSES_KEPT && !this.byAddress.has(address)) this.byAddress.clear();
    this.byAddress.set(address, { cache, key, route });
  }

  /**
   * The kept answer of an anonymous GET of a remembered address with its route pattern; undefined when the request
   * must take the normal way (a token, another method, nothing kept).
   */
  keptFor(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): KeptAnswer | undefined {
    if (request.method !== 'GET' || request.headers.authorization !== undefined || request.url === undefined) {
      return undefined;
    }
    const found = this.byAddress.get(request.url);
    const answer = found?.cache.peek<SharedAnswer>(found.key);
    return answer && found ? { answer, route: found.route } : undefined;
  }

  /**
   * Sends the kept answer of an anonymous GET of a remembered address, and answers true; false when the request
   * must take the normal way.
   */
  sendKept(request: FastifyRequest, reply: FastifyReply): boolean {
    const kept = this.keptFor(request);
    if (!kept) return false;
    void sendBytes(reply, kept.answer);
    return true;
  }
}

/** A kept answer and the pattern of the route that made it (the label of its request metrics). */
export interface KeptAnswer {
  answer: SharedAnswer;
  route: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Addresses answered with shared bytes; see {@link SharedAnswerAddresses}. */
    sharedAnswers?: SharedAnswerAddresses;
  }
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
export async function sendSharedAnswer<T>(
  reply: FastifyReply,
  cache: TtlCache,
  key: string,
  load: () => Promise<T>,
): Promise<SentAnswer<T>> {
  const answer =
    cache.peek<SharedAnswer>(key) ??
    (await cache.get<SharedAnswer>(
      key,
      async () => ({ identity: Buffer.from(reply.serialize(ok(await load())) as string, 'utf8'), encoded: {} }),
      SHARED_ANSWER_TTL_MS,
    ));
  const { request } = reply;
  reply.server.sharedAnswers?.remember(request.url, cache, key, request.routeOptions.url ?? request.url);
  return sendBytes<T>(reply, answer);
}

/**
 * The bytes to send of `answer` to a caller sending `acceptEncoding`: compressed when it accepts brotli or gzip and
 * the answer has 1 kB or more, each encoding made once per answer and kept beside it.
 */
export function answerBody(
  answer: SharedAnswer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: ContentEncoding | undefined } {
  if (answer.identity.length < COMPRESS_FROM_BYTES) return { body: answer.identity, encoding: undefined };
  const encoding = bestEncoding(acceptEncoding);
  if (!encoding) return { body: answer.identity, encoding: undefined };
  return { body: (answer.encoded[encoding] ??= encodeBody(answer.identity, encoding)), encoding };
}

/** Headers of a shared answer beside the site's own: its type, and that it varies with the accepted encoding. */
export const SHARED_ANSWER_HEADERS = { 'content-type': JSON_TYPE, vary: 'accept-encoding' } as const;

function sendBytes<T>(reply: FastifyReply, answer: SharedAnswer): SentAnswer<T> {
  reply.headers(SHARED_ANSWER_HEADERS);
  const { body, encoding } = answerBody(answer, reply.request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
