import type { Kysely } from 'kysely';
import type { SiteTables } from './site.table.js';

/**
 * The tables the site module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type SiteDatabase = SiteTables;

/** The database as the site module's services see it. */
export type SiteDb = Kysely<SiteDatabase>;
