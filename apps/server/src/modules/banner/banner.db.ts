import type { Kysely } from 'kysely';
import type { MediaDatabase } from '../media/media.db.js';
import type { IdentityDatabase } from '../identity/identity.db.js';
import type { BannerTables } from './banner.table.js';

/**
 * The tables the banner module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type BannerDatabase = BannerTables & IdentityDatabase & MediaDatabase;

/** The database as the banner module's services see it. */
export type BannerDb = Kysely<BannerDatabase>;
