import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

const SENTINEL = '\u0000param:';

/**
 * A hot query built and compiled once, then run with new values: compiling a Kysely query (building its tree and the
 * SQL text) costs more than running a small indexed statement on SQLite. `build` gets `param(name)` for each value
 * that changes between calls; the SQL text is compiled on the first call for each dialect and each later call only
 * swaps the parameters. The text is shared by every database of that dialect, so `build` must not depend on the
 * instance (no `withSchema`, no plugins).
 */
export function prepared<P extends string, R>(
  names: readonly P[],
  build: (db: Db, param: (name: P) => string) => Compilable<R>,
): (db: Db, values: Record<P, unknown>) => Promise<R[]> {
  // One compiled text per dialect (keyed by its adapter's class): tests run the same server on SQLite and PostgreSQL.
  const byDialect = new Map<unknown, { sql: string; fixed: readonly unknown[]; slots: (P | undefined)[] }>();
  return async (db, values) => {
    const dialect = db.getExecutor().adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      const query = build(db, (name) => `${SENTINEL}${name}`).compile();
      const slots = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(SENTINEL) ? (value.slice(SENTINEL.length) as P) : undefined,
      );
      for (const name of names) {
        if (!slots.includes(name)) throw new Error(`prepared query: parameter ${name} is not used`);
      }
      compiled = { sql: query.sql, fixed: query.parameters, slots };
      byDialect.set(dialect, compiled);
    }
    const { sql, fixed, slots } = compiled;
    const parameters = slots.map((slot, i) => (slot === undefined ? fixed[i] : values[slot]));
    const result = await db.executeQuery<R>(CompiledQuery.raw(sql, parameters));
    return result.rows;
  };
}
