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

/**
 * {@link prepared} for a statement whose shape depends on a count (a batch of `count` rows, a list of `count` ids):
 * built and compiled once per dialect and count, then run with new values. `build` gets the count and `param(i)` for
 * the i-th of the flat `values` each call passes (row after row, in the order `build` reads them); every index below
 * `values.length` must be used. Counts above `maxCount` are built and compiled on each call, as Kysely would.
 */
export function preparedBatch<R>(
  build: (db: Db, count: number, param: (index: number) => string) => Compilable<R>,
  maxCount = 256,
): (db: Db, count: number, values: readonly unknown[]) => Promise<R[]> {
  const byDialect = new Map<unknown, Map<number, { sql: string; fixed: readonly unknown[]; slots: number[] }>>();
  const compile = (db: Db, count: number, size: number) => {
    const query = build(db, count, (index) => `${SENTINEL}${index}`).compile();
    const used = new Set<number>();
    const slots = query.parameters.map((value) => {
      if (typeof value !== 'string' || !value.startsWith(SENTINEL)) return -1;
      const index = Number(value.slice(SENTINEL.length));
      used.add(index);
      return index;
    });
    if (used.size !== size) throw new Error(`prepared batch: ${size - used.size} of ${size} values are not used`);
    return { sql: query.sql, fixed: query.parameters, slots };
  };
  return async (db, count, values) => {
    const dialect = db.getExecutor().adapter.constructor;
    let compiled = count <= maxCount ? byDialect.get(dialect)?.get(count) : undefined;
    if (!compiled) {
      compiled = compile(db, count, values.length);
      if (count <= maxCount) {
        let byCount = byDialect.get(dialect);
        if (!byCount) byDialect.set(dialect, (byCount = new Map()));
        byCount.set(count, compiled);
      }
    }
    const { sql, fixed, slots } = compiled;
    const parameters = slots.map((slot, i) => (slot < 0 ? fixed[i] : values[slot]));
    const result = await db.executeQuery<R>(CompiledQuery.raw(sql, parameters));
    return result.rows;
  };
}
