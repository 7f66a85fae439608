import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../identity/identity.db.js';
import type { WxMpTables } from './wxMp.table.js';

/**
 * The tables the wxMp module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type WxMpDatabase = WxMpTables & IdentityDatabase;

/** The database as the wxMp module's services see it. */
export type WxMpDb = Kysely<WxMpDatabase>;
