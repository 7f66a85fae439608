import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../identity/identity.db.js';
import type { PrivacyTables } from './privacy.table.js';

/**
 * The tables the privacy module's services read or write: its own and, named here, those of the other modules it reads
 * (the member's account, for 注销账号). A query of any other table does not compile; the data export reads the other
 * modules' data through their archive hooks.
 */
export type PrivacyDatabase = PrivacyTables & IdentityDatabase;

/** The database as the privacy module's services see it. */
export type PrivacyDb = Kysely<PrivacyDatabase>;
