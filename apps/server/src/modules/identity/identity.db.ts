import type { Kysely } from 'kysely';
import type { IdentityTables } from './identity.table.js';

/**
 * The tables the identity module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type IdentityDatabase = IdentityTables;

/** The database as the identity module's services see it. */
export type IdentityDb = Kysely<IdentityDatabase>;
