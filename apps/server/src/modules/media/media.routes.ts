import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { uploadContract } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, errorEnvelopeSchema, ok } from '../../lib/envelope.js';
import { parseByteRange } from '../../lib/storage/byte-range.js';
import { attachmentDisposition } from '../../lib/storage/index.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { sessionOf, type Auth } from '../identity/index.js';
import { findMediaByUrls } from './media.repository.js';
import { MEDIA_MAX_BYTES } from './media.files.js';
import { uploadedFile } from './media.multipart.js';
import type { MediaService } from './media.service.js';
import type { MediaStorage } from './media.storage.js';

/** What the media routes use. */
export interface MediaRoutesOptions {
  auth: Auth;
  media: MediaService;
  storage: MediaStorage;
  db: Kysely<Database>;
  /** `OFFICE_VIEWER_URL`: Word, Excel and PowerPoint files open through it (the file's absolute URL appended, encoded). */
  officeViewerUrl?: string;
}

/** MIME types the office viewer shows (Word, Excel, PowerPoint, old and new formats). */
const OFFICE_TYPES = /^application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint|vnd\.openxmlformats-officedocument\.)/;

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a `size`-byte file; undefined for none, null when unsatisfiable. */
export const parseRange = parseByteRange;

/** `POST /web/file/upload`, and the files of videos and documents with byte ranges and download headers. */
export async function mediaRoutes(
  app: FastifyInstance,
  { auth, media, storage, db, officeViewerUrl }: MediaRoutesOptions,
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  implementContract(app, auth, uploadContract.parts.media, {
    upload: {
      tags: ['file'],
      query: uploadContract.query,
      consumes: ['multipart/form-data'],
      response: envelopeResponses(uploadContract.media, '已保存的文件', [400, 401, 429]),
      handler: async (request) => {
        const userId = sessionOf(request).userId;
        return ok(await media.ingest(userId, await uploadedFile(request), { purpose: 'post' }));
      },
    },
    status: {
      tags: ['file'],
      response: envelopeResponses(uploadContract.media, '文件', [401, 404]),
      handler: async (request) => {
        const record = await media.ownStatus(sessionOf(request).userId, request.params.id);
        if (!record) throw new AppError('NOT_FOUND', '文件不存在');
        return ok(record);
      },
    },
    view: {
      tags: ['file'],
      query: uploadContract.viewQuery,
      response: {
        302: { description: '跳转到文档查看服务或文件', type: 'null' },
        400: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        // Redirects are its only success; `default` documents every other answer (a limit's 429, …) as the error envelope.
        default: { ...errorEnvelopeSchema, description: '其他错误' },
      },
      handler: async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        let path: string;
        try {
          const parsed = new URL(request.query.url, origin);
          path = parsed.origin === origin ? parsed.pathname : '';
        } catch {
          path = '';
        }
        const [row] = path.startsWith(`${FILES_PREFIX}f/`) ? await findMediaByUrls(db, [path]) : [];
        if (!row || row.kind !== 'file') throw new AppError('NOT_FOUND', '文件不存在');
        const target =
          officeViewerUrl && OFFICE_TYPES.test(row.type)
            ? officeViewerUrl + encodeURIComponent(origin + row.url)
            : row.url;
        return reply.redirect(target, 302);
      },
    },
  });

  // Uploaded videos as they came are kept for their authors only: never served.
  app.get(`${FILES_PREFIX}o/*`, { schema: { hide: true } }, async () => {
    throw new AppError('NOT_FOUND', '文件不存在');
  });

  // Videos (seeking needs byte ranges) and documents (always downloaded, never shown by the browser) are served from
  // the storage here; images stay with the static file server.
  const serve = async (folder: 'v' | 'f', file: string, rangeHeader: string | undefined, reply: FastifyReply) => {
    const url = `${FILES_PREFIX}${folder}/${file}`;
    const [row] = /^[\w-]+\.[a-z0-9]+$/.test(file) ? await findMediaByUrls(db, [url]) : [];
    // A store that serves browsers itself (a CDN, presigned addresses) takes the bytes off this server.
    const direct = row
      ? await storage.publicUrl(`${folder}/${file}`, { downloadName: folder === 'f' ? row.name : undefined })
      : undefined;
    if (direct) return reply.redirect(direct, 302);
    const size = row ? await storage.size(`${folder}/${file}`) : undefined;
    if (!row || size === undefined) throw new AppError('NOT_FOUND', '文件不存在');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('accept-ranges', 'bytes');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('content-disposition', folder === 'f' ? attachmentDisposition(row.name) : 'inline');
    reply.type(row.type);
    const range = parseRange(rangeHeader, size);
    if (range === null) {
      reply.header('content-range', `bytes */${size}`);
      return reply.status(416).send();
    }
    if (range) {
      reply.status(206);
      reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      reply.header('content-length', String(range.end - range.start + 1));
      return reply.send(storage.get(`${folder}/${file}`, range));
    }
    reply.header('content-length', String(size));
    return reply.send(storage.get(`${folder}/${file}`));
  };
  for (const folder of ['v', 'f'] as const) {
    app.get<{ Params: { file: string } }>(
      `${FILES_PREFIX}${folder}/:file`,
      { schema: { hide: true } },
      async (request, reply) => serve(folder, request.params.file, request.headers.range, reply),
    );
  }
}
