import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const FILES_PREFIX = '/files/';

/** Folder of uploaded and generated files inside the data folder. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Serves `${dataDir}/uploads` at `/files/*`. Stored files get server-generated names that are never
 * reused, so browsers may cache them forever.
 */
export async function registerFiles(app: FastifyInstance, dataDir: string): Promise<void> {
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
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      // Stored files are typed by their bytes; the browser must not guess another type from them.
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
