import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../notification/notification.db.js';
import type { IdentityDatabase } from '../identity/identity.db.js';
import type { WatchlistTables } from '../watchlist/watchlist.table.js';
import type { InteractionTables } from '../interaction/interaction.table.js';
import type { ContentTables } from '../content/content.table.js';

/**
 * The tables the moderation module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type ModerationDatabase = ContentTables &
  InteractionTables &
  WatchlistTables &
  IdentityDatabase &
  NotificationDatabase;

/** The database as the moderation module's services see it. */
export type ModerationDb = Kysely<ModerationDatabase>;
