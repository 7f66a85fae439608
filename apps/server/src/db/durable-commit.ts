import { open, type FileHandle } from 'node:fs/promises';
import { CompiledQuery, SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** Runs `work` in one transaction and resolves with its result once the transaction committed. */
export type TransactionRunner = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

/** A {@link TransactionRunner} that resolves once the transaction is durable (survives power loss). */
export interface DurableCommit extends TransactionRunner {
  /** Releases what it holds open (the SQLite write-ahead log file). */
  close(): Promise<void>;
}

/**
 * Durable transactions that do not stop the server while the disk flushes. With SQLite, `synchronous = FULL` makes
 * COMMIT call fsync inside the (synchronous) driver, so every request waits for the disk, milliseconds each. Here the
 * transaction commits with `synchronous = NORMAL` (written to the write-ahead log, not flushed), and the log is then
 * flushed with an asynchronous fsync on the thread pool: the promise resolves only after that flush, so a caller that
 * acknowledges on resolution acknowledges only what is on disk, while other requests go on meanwhile. The pragma is
 * set and restored inside one held connection, so no other statement commits under it. PostgreSQL commits durably
 * without blocking the server: there it is a plain transaction.
 */
export function durableCommit(db: Kysely<Database>, sqliteFile?: string): DurableCommit {
  if (!sqliteFile || !(db.getExecutor().adapter instanceof SqliteAdapter)) {
    const plain = <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work);
    return Object.assign(plain, { close: async () => undefined });
  }
  const walFile = `${sqliteFile}-wal`;
  let wal: Promise<FileHandle | undefined> | undefined;
  let closed = false;
  const openWal = () =>
    (wal ??= open(walFile, 'r+').catch(() => {
      wal = undefined;
      return undefined;
    }));

  // Compiled once: the pragmas run around every durable transaction.
  const normal = CompiledQuery.raw('pragma synchronous = normal');
  const full = CompiledQuery.raw('pragma synchronous = full');
  const commit = async <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
    const log = closed ? undefined : await openWal();
    if (!log) return db.transaction().execute(work);
    const result = await db.connection().execute(async (connection) => {
      await connection.executeQuery(normal);
      try {
        return await connection.transaction().execute(work);
      } finally {
        await connection.executeQuery(full);
      }
    });
    await log.sync();
    return result;
  };
  return Object.assign(commit, {
    async close() {
      closed = true;
      const log = await wal;
      wal = undefined;
      await log?.close();
    },
  });
}
