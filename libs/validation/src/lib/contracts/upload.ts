import { object } from 'yup';
import type { StoredFile } from '@yiying/models';
import { text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { recordSchema } from './json-schema.js';
import { UPLOAD_FIELD, uploadPaths } from './paths.js';
import type { RouteExamples } from './examples.js';

/** Body of `POST /web/user/fileDelete`: the stored path of one of the member's own files. */
export const fileDeleteBody = object({ url: text().required(MESSAGES.deleteNoUrl) });

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

/** Everything the upload resource fixes. */
/** Example answers of the upload routes. */
const examples = {
  uploadOss: { url: '/files/u/a.jpg', name: 'a.jpg', size: 10, type: 'image/jpeg' } satisfies Required<StoredFile>,
} satisfies RouteExamples;

export const uploadContract = {
  paths: uploadPaths,
  field: UPLOAD_FIELD,
  bodies: { fileDelete: fileDeleteBody },
  record: uploadedFileSchema,
  examples,
} as const;
