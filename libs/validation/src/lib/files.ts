import { mixed } from 'yup';
import {
  FORM_IMAGE_MAX_SIZE,
  FORM_IMAGE_MIME_TYPES,
  FileState,
  UPLOAD_EXTENSIONS,
  fileExtension,
  isAllowedMaterial,
  materialMaxSize,
  type FieldError,
  type MaterialType,
} from '@yiying/models';
import { MESSAGES } from './messages.js';

/** What the checks need to know about a picked image. */
export interface ImageFileLike {
  name: string;
  /** MIME type, when the platform gives one. */
  type?: string;
  size: number;
}

/**
 * Image of a form (avatar, cover): JPG, PNG or GIF, under 2MB.
 * Returns the first failing message, or null.
 */
export function checkImageFile(file: ImageFileLike): string | null {
  const byMime = file.type ? FORM_IMAGE_MIME_TYPES.includes(file.type.toLowerCase()) : false;
  const byName = UPLOAD_EXTENSIONS.image.includes(fileExtension(file.name));
  if (file.type ? !byMime : !byName) return MESSAGES.imageType;
  if (!(file.size < FORM_IMAGE_MAX_SIZE)) return MESSAGES.imageSize;
  return null;
}

/** yup form of `checkImageFile`, for a form field holding the picked image. */
export const imageFileSchema = () =>
  mixed<ImageFileLike>()
    .required(MESSAGES.imageType)
    .test('image-file', function test(value) {
      const message = value ? checkImageFile(value) : null;
      return message ? this.createError({ message }) : true;
    });

/** A file of a file input, as the checks see it (`FileDescriptor` fits). */
export interface FileItemLike {
  /** Full name with extension (`nameEx` of a descriptor) or `name`. */
  nameEx?: string;
  name: string;
  size?: number;
  state?: FileState | string;
}

export interface FileListCheckOptions {
  /** Require every file to be uploaded already (before the form is submitted). */
  requireUploaded?: boolean;
}

function fullName(file: FileItemLike): string {
  return file.nameEx || file.name;
}

/**
 * File list checks of spec §5: an empty list asks to add files first; each file must fit its
 * material filter and stay under that filter's size (大小超出指定的范围); with `requireUploaded`
 * each file must be uploaded (先将…上传到服务器). Returns one error per bad file, `files[i]` as field.
 */
export function checkFileList(
  files: readonly FileItemLike[] | null | undefined,
  materialType: MaterialType,
  options: FileListCheckOptions = {},
): FieldError[] {
  if (!files || files.length === 0) return [{ field: 'files', message: MESSAGES.fileListEmpty }];
  const errors: FieldError[] = [];
  files.forEach((file, index) => {
    const name = fullName(file);
    const field = `files[${index}]`;
    if (!isAllowedMaterial(name, materialType)) {
      errors.push({ field, message: MESSAGES.fileTypeInvalid });
    } else if (file.size !== undefined && file.size > materialMaxSize(materialType, name)) {
      errors.push({ field, message: MESSAGES.fileTooLarge });
    } else if (options.requireUploaded && file.state !== FileState.uploaded) {
      errors.push({ field, message: MESSAGES.notUploaded(name) });
    }
  });
  return errors;
}

/** yup form of `checkFileList`; fails with the first file error. */
export const fileListSchema = (materialType: MaterialType, options: FileListCheckOptions = {}) =>
  mixed<FileItemLike[]>()
    .default([])
    .test('file-list', function test(value) {
      const errors = checkFileList(value, materialType, options);
      return errors.length ? this.createError({ message: errors[0].message }) : true;
    });
