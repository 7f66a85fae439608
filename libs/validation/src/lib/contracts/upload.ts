import { object } from 'yup';
import type { StoredFile } from '@yiying/models';
import { text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { recordSchema } from './json-schema.js';
import { exampleMedia, mediaRecordSchema } from './media.js';
import { UPLOAD_FIELD, uploadPaths } from './paths.js';
import { queryId } from './query.js';
import type { RouteExamples } from './examples.js';

/**
 * Query of `GET /api/file/view`: the stored path of a document (`/files/f/…`), or its absolute URL on this site. The
 * answer redirects to the office viewer (`OFFICE_VIEWER_URL`) for Word, Excel and PowerPoint files when one is
 * configured, otherwise to the file itself (downloaded as an attachment).
 */
export const fileViewQuery = object({
  url: text().required(MESSAGES.fileMissing).max(2048, MESSAGES.formatInvalid),
});

/** Query of `POST /web/file/upload` (spec §7: the site the file belongs to). */
export const fileUploadQuery = object({ siteId: queryId('siteId', '站点 ID') });

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
  field: UPLOAD_FIELD,
  query: fileUploadQuery,
  viewQuery: fileViewQuery,
  bodies: { fileDelete: fileDeleteBody },
  record: uploadedFileSchema,
  media: mediaRecordSchema,
  examples,
} as const;
