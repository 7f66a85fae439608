import type { FastifyRequest } from 'fastify';
import { uploadContract } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { MEDIA_MESSAGES } from './media.files.js';
import type { IncomingFile } from './media.ingest.js';

/**
 * The one file of a multipart upload, in the contract's field, ready for `MediaService.ingest`; a request that is not
 * multipart, has no file, or carries it under another name is refused with 请选择要上传的文件 (the stray part is drained).
 */
export async function uploadedFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.fileMissing);
  const file = await request.file();
  if (!file || file.fieldname !== uploadContract.field) {
    file?.file.resume();
    throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.fileMissing);
  }
  return { stream: file.file, filename: file.filename };
}
