import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../notification/notification.db.js';
import type { IdentityDatabase } from '../identity/identity.db.js';
import type { FansTables } from './fans.table.js';

/**
 * The tables the fans module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type FansDatabase = FansTables & IdentityDatabase & NotificationDatabase;

/** The database as the fans module's services see it. */
export type FansDb = Kysely<FansDatabase>;
