import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely prepares a new better-sqlite3 statement for every query; preparing costs more than running a
 * small indexed query. Query shapes are few (values are parameters), so statements are kept by SQL
 * text. Safe because Kysely runs each statement to completion synchronously (no streaming here).
 */
export function withStatementCache(database: SqliteDatabase, maxStatements = 256): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) return cached;
      const statement = database.prepare(sql);
      if (cache.size >= maxStatements) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
