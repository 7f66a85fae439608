import type { Kysely } from 'kysely';
import type { CircleTables } from '../circle/circle.table.js';
import type { IdentityTables } from '../identity/identity.table.js';
import type { ActivityTables } from '../activity/activity.table.js';
import type { ContentTables } from '../content/content.table.js';

/**
 * The tables the seo module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type SeoDatabase = ContentTables & ActivityTables & IdentityTables & CircleTables;

/** The database as the seo module's services see it. */
export type SeoDb = Kysely<SeoDatabase>;
