import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../notification/notification.db.js';
import type { IdentityDatabase } from '../identity/identity.db.js';
import type { ContentDatabase } from '../content/content.db.js';
import type { ContentTables } from '../content/content.table.js';
import type { InteractionTables } from './interaction.table.js';

/**
 * The tables the interaction module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type InteractionDatabase = InteractionTables &
  ContentTables &
  ContentDatabase &
  IdentityDatabase &
  NotificationDatabase;

/** The database as the interaction module's services see it. */
export type InteractionDb = Kysely<InteractionDatabase>;
