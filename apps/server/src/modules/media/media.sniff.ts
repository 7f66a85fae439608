import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { MediaKind } from '@yiying/models';
import type { ImageFormat } from './media.image.js';
import { isCompoundFile } from './media.ole.js';

/** Bytes read before the kind (and with it the size limit) of an upload is decided. */
export const HEAD_BYTES = 4100;

/** What the bytes of an upload are; `extension` names the stored file. */
export type SniffedType =
  | { kind: 'image'; format: ImageFormat; type: string; extension: string }
  | { kind: Exclude<MediaKind, 'image'>; type: string; extension: string };

const IMAGES: Record<string, ImageFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' };

const VIDEOS: Record<string, { type: string; extension: string }> = {
  mp4: { type: 'video/mp4', extension: 'mp4' },
  m4v: { type: 'video/mp4', extension: 'mp4' },
  mov: { type: 'video/quicktime', extension: 'mov' },
  qt: { type: 'video/quicktime', extension: 'mov' },
  avi: { type: 'video/x-msvideo', extension: 'avi' },
};

const DOCUMENTS: Record<string, { type: string; extension: string }> = {
  pdf: { type: 'application/pdf', extension: 'pdf' },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' },
};

/** Old Office files are OLE compound files: the container says nothing of the program, the name does. */
const OLE_DOCUMENTS: Record<string, { type: string; extension: string }> = {
  '.doc': { type: 'application/msword', extension: 'doc' },
  '.xls': { type: 'application/vnd.ms-excel', extension: 'xls' },
  '.ppt': { type: 'application/vnd.ms-powerpoint', extension: 'ppt' },
};

const TEXT = { kind: 'file', type: 'text/plain; charset=utf-8', extension: 'txt' } as const;

/** RealMedia (`.rm`, `.rmvb`) starts with `.RMF`; file-type does not know it. */
function isRealMedia(head: Buffer): boolean {
  return head.length >= 4 && head.subarray(0, 4).toString('latin1') === '.RMF';
}

function extensionOf(name: string): string {
  return path.extname(name).toLowerCase();
}

/**
 * First guess from the head of an upload, enough to pick its size limit: the kind it can become, or null when no
 * accepted type starts like this (then nothing more is read). Zip containers and text are only settled by
 * {@link sniffFile} once the whole file is there.
 */
export async function sniffHead(head: Buffer, name: string): Promise<MediaKind | null> {
  if (head.length === 0) return null;
  if (isRealMedia(head)) return 'video';
  const found = await fileTypeFromBuffer(head);
  if (!found) return extensionOf(name) === '.txt' && !head.includes(0) ? 'file' : null;
  if (IMAGES[found.mime]) return 'image';
  if (VIDEOS[found.ext]) return 'video';
  if (DOCUMENTS[found.ext] || found.ext === 'zip' || found.ext === 'cfb') return 'file';
  return null;
}

/** Whether a whole file is UTF-8 text without NUL characters (read as a stream). */
async function isUtf8Text(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The type of a complete upload by its bytes (the name only picks among old Office formats and marks text). */
export async function sniffFile(file: string, head: Buffer, name: string): Promise<SniffedType | null> {
  if (isRealMedia(head)) {
    const rmvb = extensionOf(name) === '.rmvb';
    return { kind: 'video', type: 'application/vnd.rn-realmedia', extension: rmvb ? 'rmvb' : 'rm' };
  }
  const found = await fileTypeFromFile(file);
  if (!found) return extensionOf(name) === '.txt' && (await isUtf8Text(file)) ? TEXT : null;
  const image = IMAGES[found.mime];
  if (image) return { kind: 'image', format: image, type: found.mime, extension: image === 'jpeg' ? 'jpg' : image };
  const video = VIDEOS[found.ext];
  if (video) return { kind: 'video', ...video };
  const document = DOCUMENTS[found.ext];
  if (document) return { kind: 'file', ...document };
  if (found.ext === 'cfb') {
    const ole = OLE_DOCUMENTS[extensionOf(name)];
    // The 8 magic bytes are not a document: the container's structure must hold too.
    if (ole && (await isCompoundFile(file))) return { kind: 'file', ...ole };
  }
  return null;
}
