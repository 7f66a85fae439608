import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../identity/identity.db.js';

/**
 * The tables the profile module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type ProfileDatabase = IdentityDatabase;

/** The database as the profile module's services see it. */
export type ProfileDb = Kysely<ProfileDatabase>;
