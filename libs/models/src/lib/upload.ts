import { DOCUMENT_MAX_SIZE, FORM_IMAGE_MAX_SIZE, UPLOAD_MAX_SIZE, UPLOAD_TIMEOUT } from './constants.js';
import { MaterialType, UploadKind } from './enums/forms.js';

/** Extensions accepted per upload kind (spec §5). */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = {
  image: ['.jpg', '.jpeg', '.png', '.gif'],
  video: ['.mp4', '.avi', '.mov', '.rmvb', '.rm'],
  file: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.txt'],
  avatar: ['.jpg', '.jpeg', '.png', '.gif'],
};

const IMAGE_MATERIAL = ['.jpg', '.jpeg', '.png', '.gif', '.bmp'];
const PDF = ['.pdf'];
const WORD = ['.doc', '.docx'];
const EXCEL = ['.xls', '.xlsx'];
const PPT = ['.ppt', '.pptx'];

/** Extensions of each material filter; `mso` is every Office type, `all` everything listed. */
export const MATERIAL_EXTENSIONS: Readonly<Record<MaterialType, readonly string[]>> = {
  image: IMAGE_MATERIAL,
  pdf: PDF,
  doc: WORD,
  xls: EXCEL,
  ppt: PPT,
  mso: [...WORD, ...EXCEL, ...PPT],
  all: [...IMAGE_MATERIAL, ...PDF, ...WORD, ...EXCEL, ...PPT],
};

/** MIME types a form image may have (JPG/PNG/GIF). */
export const FORM_IMAGE_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif'];

/** Lower-case extension with its dot (`.jpg`), or '' when the name has none. */
export function fileExtension(name: string | null | undefined): string {
  const base = (name ?? '').split(/[?#]/)[0].split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Name without its extension. */
export function fileBaseName(name: string): string {
  const ext = fileExtension(name);
  const base = name.split(/[\\/]/).pop() ?? name;
  return ext ? base.slice(0, base.length - ext.length) : base;
}

/** Upload kind of a file by its extension (avatars count as images); null when none fits. */
export function uploadKindOf(name: string): Exclude<UploadKind, 'avatar'> | null {
  const ext = fileExtension(name);
  if (UPLOAD_EXTENSIONS.image.includes(ext)) return UploadKind.image;
  if (UPLOAD_EXTENSIONS.video.includes(ext)) return UploadKind.video;
  if (UPLOAD_EXTENSIONS.file.includes(ext)) return UploadKind.file;
  return null;
}

export interface UploadLimit {
  extensions: readonly string[];
  maxSize: number;
  timeout: number;
}

/** Accepted extensions, size limit and timeout of an upload kind. */
export function uploadLimit(kind: UploadKind): UploadLimit {
  const base = kind === UploadKind.avatar ? UploadKind.image : kind;
  return { extensions: UPLOAD_EXTENSIONS[kind], maxSize: UPLOAD_MAX_SIZE[base], timeout: UPLOAD_TIMEOUT[base] };
}

/** Whether a file may be uploaded as `kind`. */
export function isAllowedUpload(name: string, kind: UploadKind): boolean {
  return UPLOAD_EXTENSIONS[kind].includes(fileExtension(name));
}

/** Most specific material type of a file name; null for types outside every filter. */
export function materialTypeOf(name: string): Exclude<MaterialType, 'mso' | 'all'> | null {
  const ext = fileExtension(name);
  for (const type of [
    MaterialType.image,
    MaterialType.pdf,
    MaterialType.doc,
    MaterialType.xls,
    MaterialType.ppt,
  ] as const) {
    if (MATERIAL_EXTENSIONS[type].includes(ext)) return type;
  }
  return null;
}

/** Whether a file name passes a material filter. */
export function isAllowedMaterial(name: string, materialType: MaterialType): boolean {
  return MATERIAL_EXTENSIONS[materialType].includes(fileExtension(name));
}

/** Value for an `<input accept>`. */
export function materialAccept(materialType: MaterialType): string {
  return MATERIAL_EXTENSIONS[materialType].join(',');
}

/**
 * Size limit of a file under a material filter: images 2MB, PDF and Office 20MB. Under the
 * mixed filters (`all`) an image still gets the image limit.
 */
export function materialMaxSize(materialType: MaterialType, name?: string): number {
  if (materialType === MaterialType.image) return FORM_IMAGE_MAX_SIZE;
  if (materialType === MaterialType.all && name && materialTypeOf(name) === MaterialType.image)
    return FORM_IMAGE_MAX_SIZE;
  return DOCUMENT_MAX_SIZE;
}

/** Human size: 2MB, 500KB, 1.5MB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes}B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))}${units[unit]}`;
}

/**
 * A file stored by `uploadOss`; `url` is the stored path (`/files/u/…`), `type` its detected MIME
 * type. (`UploadedFile` is the upload list's item, which tracks progress.)
 */
export interface StoredFile {
  url: string;
  name: string;
  size: number;
  type: string;
}
