import type { UploadDb } from './upload.db.js';
import type { NewUploadFileRow, UploadFileRow } from './upload.table.js';

export async function insertUpload(db: UploadDb, row: NewUploadFileRow): Promise<void> {
  await db.insertInto('upload_file').values(row).execute();
}

export async function findUploadByUrl(db: UploadDb, url: string): Promise<UploadFileRow | undefined> {
  return db.selectFrom('upload_file').selectAll().where('url', '=', url).executeTakeFirst();
}

export async function deleteUpload(db: UploadDb, fileId: string): Promise<void> {
  await db.deleteFrom('upload_file').where('file_id', '=', fileId).execute();
}
