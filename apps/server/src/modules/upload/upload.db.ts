import type { Kysely } from 'kysely';
import type { MediaDatabase } from '../media/media.db.js';
import type { UploadTables } from './upload.table.js';

/**
 * The tables the upload module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type UploadDatabase = UploadTables & MediaDatabase;

/** The database as the upload module's services see it. */
export type UploadDb = Kysely<UploadDatabase>;
