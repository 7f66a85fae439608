import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { UPLOAD_MAX_SIZE } from '@yiying/models';
import { MESSAGES } from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { randomToken } from '../../lib/secrets.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { deleteUpload, findUploadByUrl, insertUpload } from './upload.repository.js';

/** Spec §9: the upload client takes images up to 5 MB. */
export const IMAGE_MAX_BYTES = UPLOAD_MAX_SIZE.image;
export const IMAGE_TOO_LARGE_MESSAGE = `上传图片大小不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024}MB!`;
export const FILE_MISSING_MESSAGE = '请选择要上传的文件';
export const FILE_NOT_FOUND_MESSAGE = '文件不存在';
/** Larger pictures are refused before decoding (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
const MEMBER_FOLDER = 'u';

export type ImageKind = 'jpeg' | 'png' | 'gif';

const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
const EXTENSION: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif' };

/** The image type by its first bytes; names and declared types are never trusted. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/** Decodes and encodes again: turned upright by its EXIF orientation, every metadata block (GPS too) dropped. */
async function reencode(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const image = sharp(bytes, { animated: kind === 'gif', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  if (kind === 'jpeg') return image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  if (kind === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  return image.gif().toBuffer();
}

/** A display name without folders or control characters. */
function cleanName(name: string | undefined, fallback: string): string {
  const base = [...path.basename((name ?? '').replace(/\\/g, '/'))]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (base || fallback).slice(0, 100);
}

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

export interface UploadServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  uploadsDir: string;
}

/** Member uploads (avatars, certificate documents): typed by bytes, re-encoded, stored under generated names. */
export class UploadService {
  constructor(private readonly options: UploadServiceOptions) {}

  async storeImage(userId: string, bytes: Buffer, originalName: string | undefined): Promise<UploadedFile> {
    const kind = sniffImage(bytes);
    if (!kind) throw new AppError('BAD_REQUEST', MESSAGES.imageType);
    let output: Buffer;
    try {
      output = await reencode(bytes, kind);
    } catch {
      throw new AppError('BAD_REQUEST', MESSAGES.imageType);
    }
    const fileName = `${randomToken(16)}.${EXTENSION[kind]}`;
    const folder = path.join(this.options.uploadsDir, MEMBER_FOLDER);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, fileName), output, { flag: 'wx' });
    const now = this.options.clock();
    const file: UploadedFile = {
      url: `${FILES_PREFIX}${MEMBER_FOLDER}/${fileName}`,
      name: cleanName(originalName, fileName),
      size: output.length,
      type: MIME[kind],
    };
    await insertUpload(this.options.db, {
      file_id: newId(now),
      user_id: userId,
      url: file.url,
      name: file.name,
      size: file.size,
      type: file.type,
      create_time: isoAt(now),
    });
    return file;
  }

  /** Deletes one of the member's own files. */
  async delete(userId: string, url: string): Promise<void> {
    const row = await findUploadByUrl(this.options.db, url);
    if (!row) throw new AppError('NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    if (row.user_id !== userId) throw new AppError('FORBIDDEN');
    await deleteUpload(this.options.db, row.file_id);
    const relative = row.url.slice(FILES_PREFIX.length);
    await rm(path.join(this.options.uploadsDir, ...relative.split('/')), { force: true });
  }

  /** Whether `url` is a file the member uploaded. */
  async owns(userId: string, url: string): Promise<boolean> {
    return (await findUploadByUrl(this.options.db, url))?.user_id === userId;
  }
}
