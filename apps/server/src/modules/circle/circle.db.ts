import type { Kysely } from 'kysely';
import type { ContentDatabase } from '../content/content.db.js';
import type { ContentTables } from '../content/content.table.js';
import type { CircleTables } from './circle.table.js';

/**
 * The tables the circle module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type CircleDatabase = CircleTables & ContentTables & ContentDatabase;

/** The database as the circle module's services see it. */
export type CircleDb = Kysely<CircleDatabase>;
