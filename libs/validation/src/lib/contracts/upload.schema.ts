import { object, type InferType } from 'yup';
import { text } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { queryId } from './query.js';

/**
 * Query of `GET /api/file/view`: the stored path of a document (`/files/f/…`), or its absolute URL on this site. The
 * answer redirects to the office viewer (`OFFICE_VIEWER_URL`) for Word, Excel and PowerPoint files when one is
 * configured, otherwise to the file itself (downloaded as an attachment).
 */
export const fileViewQuery = object({
  url: text().required(MESSAGES.fileMissing).max(2048, MESSAGES.formatInvalid),
});
export type FileViewQuery = InferType<typeof fileViewQuery>;

/** Query of `POST /web/file/upload` (spec §7: the site the file belongs to). */
export const fileUploadQuery = object({ siteId: queryId('siteId', '站点 ID') });
export type FileUploadQuery = InferType<typeof fileUploadQuery>;

/** Body of `POST /web/user/fileDelete`: the stored path of one of the member's own files. */
export const fileDeleteBody = object({ url: text().required(MESSAGES.deleteNoUrl) });
export type FileDeleteBody = InferType<typeof fileDeleteBody>;
