import type { Kysely } from 'kysely';
import type { MediaDatabase } from '../media/media.db.js';
import type { IdentityDatabase } from '../identity/identity.db.js';
import type { FansDatabase } from '../fans/fans.db.js';
import type { ImTables } from './im.table.js';

/**
 * The tables the im module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type ImDatabase = ImTables & FansDatabase & IdentityDatabase & MediaDatabase;

/** The database as the im module's services see it. */
export type ImDb = Kysely<ImDatabase>;
