import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { parseByteRange } from '../lib/storage/byte-range.js';
import { isValidKey, localStorageDir, typeOfKey, type ObjectStorage } from '../lib/storage/index.js';

export const FILES_PREFIX = '/files/';

/** Stored files get server-generated names that are never reused, so browsers may cache them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Folder of uploaded and generated files inside the data folder. */
export function uploadsDir(dataDir: string): string {
  return localStorageDir(dataDir);
}

/**
 * Serves the stored files at `/files/*`: the local folder through the static file server, any other store through
 * the storage interface (byte ranges, long-lived caching), or by redirecting to the store's own address
 * (`STORAGE_PUBLIC_URL`).
 */
export async function registerFiles(app: FastifyInstance, dataDir: string, storage?: ObjectStorage): Promise<void> {
  if (!storage || storage.kind === 'local') {
    const root = uploadsDir(dataDir);
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: FILES_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', IMMUTABLE);
        // Stored files are typed by their bytes; the browser must not guess another type from them.
        reply.header('x-content-type-options', 'nosniff');
      },
    });
    return;
  }
  app.get<{ Params: { '*': string } }>(`${FILES_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!isValidKey(key)) return reply.callNotFound();
    const direct = await storage.publicUrl(key);
    if (direct) return reply.redirect(direct, 302);
    const head = await storage.head(key);
    if (!head) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('accept-ranges', 'bytes');
    reply.type(typeOfKey(key));
    const range = parseByteRange(request.headers.range, head.size);
    if (range === null) {
      reply.header('content-range', `bytes */${head.size}`);
      return reply.status(416).send();
    }
    if (range) {
      reply.status(206);
      reply.header('content-range', `bytes ${range.start}-${range.end}/${head.size}`);
      reply.header('content-length', String(range.end - range.start + 1));
      return reply.send(storage.get(key, range));
    }
    reply.header('content-length', String(head.size));
    return reply.send(storage.get(key));
  });
}
