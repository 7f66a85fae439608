import type { Kysely } from 'kysely';
import type { MuteTables } from './mute.table.js';

/**
 * The tables the mute module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type MuteDatabase = MuteTables;

/** The database as the mute module's services see it. */
export type MuteDb = Kysely<MuteDatabase>;
