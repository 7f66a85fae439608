import type { Kysely } from 'kysely';
import type { WatchlistTables } from './watchlist.table.js';

/**
 * The tables the watchlist module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type WatchlistDatabase = WatchlistTables;

/** The database as the watchlist module's services see it. */
export type WatchlistDb = Kysely<WatchlistDatabase>;
