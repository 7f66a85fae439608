import type { Kysely } from 'kysely';
import type { InteractionTables } from '../interaction/interaction.table.js';
import type { ActivityTables } from '../activity/activity.table.js';
import type { IdentityTables } from '../identity/identity.table.js';
import type { ContentTables } from '../content/content.table.js';
import type { SearchTables } from './search.table.js';

/**
 * The tables the search module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type SearchDatabase = SearchTables & ContentTables & IdentityTables & ActivityTables & InteractionTables;

/** The database as the search module's services see it. */
export type SearchDb = Kysely<SearchDatabase>;
