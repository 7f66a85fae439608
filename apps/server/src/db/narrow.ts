import type { Kysely, Transaction } from 'kysely';

/**
 * A transaction as the plain `Kysely` of the same tables. A module's services take a `Kysely` of just the tables they
 * use; TypeScript accepts a wider `Kysely` there but not a wider `Transaction` (it compares the two classes member by
 * member and gives up in Kysely's deeper types), so a transaction handed to another module's service goes through here.
 */
export function asKysely<DB>(trx: Transaction<DB>): Kysely<DB> {
  return trx;
}

/**
 * The connection or transaction one module hands to another's hook (a check it runs inside its own transaction), as
 * the implementing module's view of the same database: every table lives in one database, so the hook reads its own
 * tables through the caller's connection. Only hooks use it; a service takes its module's `…Db` directly.
 */
export function hookDatabase<DB>(db: object): Kysely<DB> {
  return db as unknown as Kysely<DB>;
}
