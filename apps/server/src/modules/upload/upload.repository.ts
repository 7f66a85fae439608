import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewUploadFileRow, UploadFileRow } from './upload.table.js';

export async function insertUpload(db: Kysely<Database>, row: NewUploadFileRow): Promise<void> {
  await db.insertInto('upload_file').values(row).execute();
}

export async function findUploadByUrl(db: Kysely<Database>, url: string): Promise<UploadFileRow | undefined> {
  return db.selectFrom('upload_file').selectAll().where('url', '=', url).executeTakeFirst();
}

export async function deleteUpload(db: Kysely<Database>, fileId: string): Promise<void> {
  await db.deleteFrom('upload_file').where('file_id', '=', fileId).execute();
}
