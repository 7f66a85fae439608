import { FileAction, FileState, type MaterialType } from './enums/forms.js';
import { fileBaseName, fileExtension, materialTypeOf } from './upload.js';

/** A file picked in a file input (spec §3). `F` is the platform file object (a browser `File`). */
export interface FileDescriptor<F = unknown> {
  /** Name without the extension. */
  name: string;
  /** Material type of the file, or `file` when no filter knows it. */
  type: Exclude<MaterialType, 'mso' | 'all'> | 'file';
  /** Extension with its dot. */
  suffix: string;
  /** Folder the file goes to on the server. */
  dir: string;
  /** Full name with extension. */
  nameEx: string;
  icon: string;
  color: string;
  state: FileState;
  file?: F;
  /** Stored path once uploaded. */
  path: string;
  size?: number;
}

/** A file returned by an upload. */
export interface UploadedFile {
  type: string;
  name: string;
  size: number;
  value?: string;
  url?: string;
  status: 'uploading' | 'success' | 'fail';
}

/** A file attached to content. */
export interface Attachment {
  name: string;
  icon: string;
  color: string;
  url?: string;
}

/** Icon name and colour per file type. */
export const FILE_ICONS: Readonly<Record<FileDescriptor['type'], { icon: string; color: string }>> = {
  image: { icon: 'file-image', color: '#8E44AD' },
  pdf: { icon: 'file-pdf', color: '#D70D19' },
  doc: { icon: 'file-word', color: '#2B579A' },
  xls: { icon: 'file-excel', color: '#217346' },
  ppt: { icon: 'file-powerpoint', color: '#D24726' },
  file: { icon: 'file', color: '#204165' },
};

/** Describes a picked file; it starts in the `adding` state. */
export function toFileDescriptor<F = unknown>(
  fileName: string,
  options: { dir?: string; file?: F; size?: number; path?: string; state?: FileState } = {},
): FileDescriptor<F> {
  const type = materialTypeOf(fileName) ?? 'file';
  const descriptor: FileDescriptor<F> = {
    name: fileBaseName(fileName),
    type,
    suffix: fileExtension(fileName),
    dir: options.dir ?? '',
    nameEx: fileName.split(/[\\/]/).pop() ?? fileName,
    ...FILE_ICONS[type],
    state: options.state ?? (options.path ? FileState.uploaded : FileState.adding),
    path: options.path ?? '',
  };
  if (options.file !== undefined) descriptor.file = options.file;
  if (options.size !== undefined) descriptor.size = options.size;
  return descriptor;
}

/** Actions a file offers in its state: view, success and delete once uploaded. */
export function fileActions(state: FileState): FileAction[] {
  return state === FileState.uploaded ? [FileAction.view, FileAction.success, FileAction.delete] : [];
}

/** Attachment for a stored file URL or name. */
export function toAttachment(nameOrUrl: string, url?: string): Attachment {
  const type = materialTypeOf(nameOrUrl) ?? 'file';
  const name = decodeURIComponent(nameOrUrl.split(/[?#]/)[0].split('/').pop() ?? nameOrUrl);
  return { name, ...FILE_ICONS[type], url: url ?? nameOrUrl };
}
