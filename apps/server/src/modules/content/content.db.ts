import type { Kysely } from 'kysely';
import type { FansTables } from '../fans/fans.table.js';
import type { IdentityTables } from '../identity/identity.table.js';
import type { InteractionTables } from '../interaction/interaction.table.js';
import type { MediaTables } from '../media/media.table.js';
import type { ContentTables } from './content.table.js';

/**
 * The tables the content module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type ContentDatabase = ContentTables & MediaTables & IdentityTables & FansTables & InteractionTables;

/** The database as the content module's services see it. */
export type ContentDb = Kysely<ContentDatabase>;
