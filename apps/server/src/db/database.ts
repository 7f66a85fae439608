import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent, type Logger } from 'kysely';
import { Pool } from 'pg';
import type { AppConfig } from '../config.js';
import type { Database } from './schema.js';
import { FOREGROUND_CHECKPOINT_PAGES, startBackgroundCheckpoint } from './background-checkpoint.js';
import { withStatementCache } from './statement-cache.js';

/** Log pages after which a connection checkpoints by SQLite's default. */
const SQLITE_DEFAULT_CHECKPOINT_PAGES = 1000;

export type DialectName = 'sqlite' | 'postgres';

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for logs (no credentials). */
  location: string;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'yiying.db';

/** Told of every statement run and how long it took (the server's metrics). */
export type QueryObserver = (sqlText: string, milliseconds: number) => void;

/** Opens PostgreSQL when `databaseUrl` is set, otherwise the embedded SQLite file in the data folder. */
export function openDatabase(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'>,
  onQuery?: QueryObserver,
): DatabaseHandle {
  const log = onQuery ? (event: LogEvent) => onQuery(event.query.sql, event.queryDurationMillis) : undefined;
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseSchema, log)
    : openSqlite(config.dataDir, log);
}

function openSqlite(dataDir: string, log: Logger | undefined): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  // Created readable by the server's user only (password hashes, token digests); SQLite gives its -wal and -shm the same mode.
  closeSync(openSync(file, 'a', 0o600));
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // FULL: a committed write survives power loss, not only a process crash.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Checkpoints run on a thread of their own; this connection makes one only when the log grew far past SQLite's
  // default (see background-checkpoint.ts), or at the default again once that thread is gone.
  database.pragma(`wal_autocheckpoint = ${FOREGROUND_CHECKPOINT_PAGES}`);
  let lastError = '';
  const checkpoints = startBackgroundCheckpoint(file, {
    // Told once per reason, not on every interval it repeats.
    onError: (message) => {
      if (message !== lastError) process.emitWarning(`SQLite background checkpoint failed: ${message}`);
      lastError = message;
    },
    onExit: () => {
      if (database.open) database.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_CHECKPOINT_PAGES}`);
    },
  });
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
    ...(log ? { log } : {}),
  });
  return {
    db,
    dialect: 'sqlite',
    location: file,
    close: async () => {
      await checkpoints.stop();
      await db.destroy();
    },
  };
}

function openPostgres(connectionString: string, schema: string | undefined, log: Logger | undefined): DatabaseHandle {
  const pool = new Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  const url = new URL(connectionString);
  return {
    db,
    dialect: 'postgres',
    location: `postgres://${url.host}${url.pathname}${schema ? ` (schema ${schema})` : ''}`,
    close: () => db.destroy(),
  };
}
