import type { Kysely } from 'kysely';
import type { MediaTables } from './media.table.js';

/**
 * The tables the media module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type MediaDatabase = MediaTables;

/** The database as the media module's services see it. */
export type MediaDb = Kysely<MediaDatabase>;
