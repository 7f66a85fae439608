import type { Readable } from 'node:stream';
import { UPLOAD_MAX_SIZE } from '@yiying/models';
import type { UploadDb } from './upload.db.js';
import { AppError } from '../../errors.js';
import { isValidKey, type ObjectStorage } from '../../lib/storage/index.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import type { MediaService } from '../media/index.js';
import { deleteUpload, findUploadByUrl } from './upload.repository.js';

/** Spec §9: the upload client takes images up to 5 MB. */
export const IMAGE_MAX_BYTES = UPLOAD_MAX_SIZE.image;
export const IMAGE_TOO_LARGE_MESSAGE = `上传图片大小不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024}MB!`;
export const FILE_MISSING_MESSAGE = '请选择要上传的文件';
export const FILE_NOT_FOUND_MESSAGE = '文件不存在';
export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

export interface UploadServiceOptions {
  db: UploadDb;
  /** Where the files are. */
  storage: ObjectStorage;
  /** The media pipeline; read when first used, so the upload module may be built before the media module. */
  media: () => MediaService;
}

/** Member uploads for the profile (avatars, certificate documents), stored by the media pipeline. */
export class UploadService {
  constructor(private readonly options: UploadServiceOptions) {}

  /** Stores an avatar or certificate image through the media pipeline (images only, 5 MB, never pruned). */
  async storeImage(userId: string, file: { stream: Readable; filename: string }): Promise<UploadedFile> {
    const media = await this.options.media().ingest(userId, file, { purpose: 'profile' });
    return { url: media.url, name: media.name, size: media.size, type: media.type };
  }

  /** Deletes one of the member's own files. */
  async delete(userId: string, url: string): Promise<void> {
    const outcome = await this.options.media().removeOwned(userId, url);
    if (outcome === 'forbidden') throw new AppError('FORBIDDEN');
    if (outcome === 'removed') return;
    // Files stored before the media pipeline existed.
    const row = await findUploadByUrl(this.options.db, url);
    if (!row) throw new AppError('NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    if (row.user_id !== userId) throw new AppError('FORBIDDEN');
    await deleteUpload(this.options.db, row.file_id);
    const key = row.url.slice(FILES_PREFIX.length);
    if (isValidKey(key)) await this.options.storage.delete(key);
  }

  /** Whether `url` is a file the member uploaded. */
  async owns(userId: string, url: string): Promise<boolean> {
    if (await this.options.media().ownedByUrl(this.options.db, userId, url)) return true;
    return (await findUploadByUrl(this.options.db, url))?.user_id === userId;
  }
}
