import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../identity/identity.db.js';
import type { NotificationTables } from './notification.table.js';

/**
 * The tables the notification module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type NotificationDatabase = NotificationTables & IdentityDatabase;

/** The database as the notification module's services see it. */
export type NotificationDb = Kysely<NotificationDatabase>;
