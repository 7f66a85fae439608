import type { Kysely } from 'kysely';
import type { ContentTables } from '../content/content.table.js';

/**
 * The tables the topic module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type TopicDatabase = ContentTables;

/** The database as the topic module's services see it. */
export type TopicDb = Kysely<TopicDatabase>;
