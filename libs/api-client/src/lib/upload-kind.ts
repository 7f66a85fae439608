import { UPLOAD_TIMEOUT, UploadKind, uploadKindOf } from '@yiying/models';

export type UploadFileKind = Exclude<UploadKind, 'avatar'>;

/** Upload kind of a picked file: by its MIME type, else by its name's extension, else a document. */
export function uploadKindOfFile(file: Blob, fileName: string): UploadFileKind {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return UploadKind.image;
  if (type.startsWith('video/')) return UploadKind.video;
  return uploadKindOf(fileName) ?? UploadKind.file;
}

/** Milliseconds an upload of this file may take (spec §9). */
export function uploadTimeoutOf(file: Blob, fileName: string): number {
  return UPLOAD_TIMEOUT[uploadKindOfFile(file, fileName)];
}
