import type { Kysely } from 'kysely';
import type { ContentDatabase } from '../content/content.db.js';
import type { ContentTables } from '../content/content.table.js';
import type { AlbumTables } from './album.table.js';

/**
 * The tables the album module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type AlbumDatabase = AlbumTables & ContentTables & ContentDatabase;

/** The database as the album module's services see it. */
export type AlbumDb = Kysely<AlbumDatabase>;
