import type { Insertable, Selectable } from 'kysely';

/** A file a member uploaded; `url` is its public path under `/files/`. */
export interface UploadFileTable {
  file_id: string;
  user_id: string;
  url: string;
  name: string;
  size: number;
  type: string;
  create_time: string;
}

export type UploadFileRow = Selectable<UploadFileTable>;
export type NewUploadFileRow = Insertable<UploadFileTable>;

/** The tables of this module. */
export interface UploadTables {
  upload_file: UploadFileTable;
}
