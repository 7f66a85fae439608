import type { ArchiveHooks } from '../../context.js';
import { camelRows } from '../../lib/camel-keys.js';
import type { UploadDb } from './upload.db.js';

async function uploadsPart(db: UploadDb, userId: string): Promise<Record<string, unknown>> {
  const uploads = await db
    .selectFrom('upload_file')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('create_time')
    .execute();
  return { uploads: camelRows(uploads) };
}

async function uploadFiles(db: UploadDb, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('upload_file').select('url').where('user_id', '=', userId).execute();
  return rows.map((row) => row.url);
}

/** The data export, for old-style uploads: `uploads` (oldest first) and their files. */
export const uploadArchive: ArchiveHooks = { parts: uploadsPart, files: uploadFiles };
