import type { Kysely } from 'kysely';
import type { GuestbookTables } from './guestbook.table.js';

/**
 * The tables the guestbook module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type GuestbookDatabase = GuestbookTables;

/** The database as the guestbook module's services see it. */
export type GuestbookDb = Kysely<GuestbookDatabase>;
