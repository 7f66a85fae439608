import type { StoredFile } from '@yiying/models';
import { recordSchema } from './json-schema.js';
import { exampleMedia, mediaRecordSchema } from './media.js';
import { UPLOAD_FIELD, uploadPaths } from './paths.js';
import { tableParts } from './route-parts.js';
import { fileDeleteBody, fileUploadQuery, fileViewQuery } from './upload.schema.js';
import type { RouteExamples } from './examples.js';
export * from './upload.schema.js';

/** `StoredFile`: what `uploadOss` stored. */
export const uploadedFileSchema = recordSchema<StoredFile>()({
  type: 'object',
  required: ['url', 'name', 'size', 'type'],
  properties: {
    url: { type: 'string', description: '保存后的路径 /files/u/…' },
    name: { type: 'string' },
    size: { type: 'integer' },
    type: { type: 'string', description: 'image/jpeg、image/png 或 image/gif' },
  },
});

/** Example answers of the upload routes. */
const examples = {
  uploadFile: exampleMedia,
  fileStatus: exampleMedia,
  uploadOss: { url: '/files/u/a.jpg', name: 'a.jpg', size: 10, type: 'image/jpeg' } satisfies Required<StoredFile>,
} satisfies RouteExamples;

/**
 * Everything the upload resource fixes. `upload` answers a `MediaRecord` (`url`, `name`, `size`, `type` plus the
 * media id and what the kind adds); `uploadOss` answers a `StoredFile`.
 */
export const uploadContract = {
  paths: uploadPaths,
  /** The post files of the media module, then the avatars and certificates of the upload module (their order). */
  parts: tableParts(uploadPaths, { media: ['upload', 'status', 'view'], upload: ['uploadOss', 'fileDelete'] }),
  field: UPLOAD_FIELD,
  query: fileUploadQuery,
  viewQuery: fileViewQuery,
  bodies: { fileDelete: fileDeleteBody },
  record: uploadedFileSchema,
  media: mediaRecordSchema,
  examples,
} as const;
