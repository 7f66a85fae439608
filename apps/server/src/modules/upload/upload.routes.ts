import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { bodySchema, textProperty } from '../../lib/body-schema.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { emptySchema } from '../../lib/schemas.js';
import { sessionOf, type Auth } from '../identity/index.js';
import {
  FILE_MISSING_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  type UploadService,
} from './upload.service.js';

const uploadedSchema = {
  type: 'object',
  required: ['url', 'name', 'size', 'type'],
  properties: {
    url: { type: 'string', description: '保存后的路径 /files/u/…' },
    name: { type: 'string' },
    size: { type: 'integer' },
    type: { type: 'string', description: 'image/jpeg、image/png 或 image/gif' },
  },
};

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

/** What the upload routes use. */
export interface UploadRoutesOptions {
  auth: Auth;
  uploads: UploadService;
}

/** `uploadOss` and `fileDelete` of `/web/user`. */
export async function uploadRoutes(
  app: FastifyInstance,
  { auth, uploads }: UploadRoutesOptions,
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post(
    '/web/user/uploadOss',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'uploadOss',
        tags: ['user'],
        summary: '上传图片',
        description:
          'multipart/form-data，字段 `file`：JPG、PNG 或 GIF（按文件内容判断），不超过 5MB；图片会被重新编码并去掉元数据（含 GPS）。',
        consumes: ['multipart/form-data'],
        response: envelopeResponses(uploadedSchema, '已保存的文件', [400, 401]),
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', FILE_MISSING_MESSAGE);
      let bytes: Buffer;
      let fileName: string | undefined;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw new AppError('BAD_REQUEST', FILE_MISSING_MESSAGE);
        fileName = file.filename;
        bytes = await file.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw new AppError('BAD_REQUEST', IMAGE_TOO_LARGE_MESSAGE);
        throw error;
      }
      return ok(await uploads.storeImage(userId, bytes, fileName));
    },
  );

  app.post<{ Body: { url?: string } }>(
    '/web/user/fileDelete',
    {
      preHandler: auth.member,
      schema: {
        operationId: 'fileDelete',
        tags: ['user'],
        summary: '删除自己上传的文件',
        body: bodySchema({ url: textProperty('文件路径', MESSAGES.deleteNoUrl) }),
        response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const url = typeof request.body?.url === 'string' ? request.body.url.trim() : '';
      if (!url) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.deleteNoUrl, [{ field: 'url', message: MESSAGES.deleteNoUrl }]);
      }
      await uploads.delete(sessionOf(request).userId, url);
      return ok({});
    },
  );
}
