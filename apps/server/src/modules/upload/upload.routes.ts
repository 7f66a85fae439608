import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { emptySchema, uploadContract } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { implementContract } from '../../lib/contract-route.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { sessionOf, type Auth } from '../identity/index.js';
import { FILE_MISSING_MESSAGE, IMAGE_MAX_BYTES, type UploadService } from './upload.service.js';

/** What the upload routes use. */
export interface UploadRoutesOptions {
  auth: Auth;
  uploads: UploadService;
}

/** `uploadOss` and `fileDelete` of `/web/user`. */
export async function uploadRoutes(app: FastifyInstance, { auth, uploads }: UploadRoutesOptions): Promise<void> {
  await app.register(fastifyMultipart, {
    // One byte over the limit reaches the pipeline, which answers with the size message.
    limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  implementContract(app, auth, uploadContract.parts.upload, {
    uploadOss: {
      tags: ['user'],
      consumes: ['multipart/form-data'],
      response: envelopeResponses(uploadContract.record, '已保存的文件', [400, 401]),
      handler: async (request) => {
        const userId = sessionOf(request).userId;
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', FILE_MISSING_MESSAGE);
        const file = await request.file();
        if (!file || file.fieldname !== uploadContract.field) {
          file?.file.resume();
          throw new AppError('BAD_REQUEST', FILE_MISSING_MESSAGE);
        }
        return ok(await uploads.storeImage(userId, { stream: file.file, filename: file.filename }));
      },
    },
    fileDelete: {
      tags: ['user'],
      body: uploadContract.bodies.fileDelete,
      response: envelopeResponses(emptySchema, '已删除', [400, 401, 403, 404]),
      handler: async (request) => {
        await uploads.delete(sessionOf(request).userId, request.body.url);
        return ok({});
      },
    },
  });
}
