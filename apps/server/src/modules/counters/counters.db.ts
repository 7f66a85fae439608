import type { Kysely } from 'kysely';
import type { ContentDatabase } from '../content/content.db.js';
import type { NotificationTables } from '../notification/notification.table.js';
import type { FansTables } from '../fans/fans.table.js';
import type { CommentTables } from '../comment/comment.table.js';
import type { InteractionTables } from '../interaction/interaction.table.js';
import type { ActivityTables } from '../activity/activity.table.js';
import type { ContentTables } from '../content/content.table.js';

/**
 * The tables the counters module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type CountersDatabase = ContentTables &
  ActivityTables &
  InteractionTables &
  CommentTables &
  FansTables &
  NotificationTables &
  ContentDatabase;

/** The database as the counters module's services see it. */
export type CountersDb = Kysely<CountersDatabase>;
