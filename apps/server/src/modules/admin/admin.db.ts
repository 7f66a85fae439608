import type { Kysely } from 'kysely';
import type { MediaDatabase } from '../media/media.db.js';
import type { InteractionTables } from '../interaction/interaction.table.js';
import type { IdentityTables } from '../identity/identity.table.js';
import type { CommentTables } from '../comment/comment.table.js';
import type { ContentTables } from '../content/content.table.js';
import type { AdminTables } from './admin.table.js';

/**
 * The tables the admin module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type AdminDatabase = AdminTables &
  ContentTables &
  CommentTables &
  IdentityTables &
  InteractionTables &
  MediaDatabase;

/** The database as the admin module's services see it. */
export type AdminDb = Kysely<AdminDatabase>;
