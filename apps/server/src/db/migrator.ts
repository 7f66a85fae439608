import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely';

/**
 * A versioned migration. Migrations are kept in code so the bundled server carries them, and must run
 * unchanged on SQLite and PostgreSQL: ids are text, times are ISO 8601 UTC text (sortable as text),
 * flags are integers.
 */
export interface NamedMigration {
  /** Recorded in `kysely_migration`; `NNNN_what`, numbered in the order the migrations run. */
  readonly name: string;
  readonly migration: Migration;
}

/**
 * Kysely's introspection limited to the tables of `schema`. The migrator checks for its bookkeeping tables with
 * `getTables()`, which on PostgreSQL lists the tables of EVERY schema through `has_schema_privilege(name, …)`: a schema
 * dropped by someone else between that listing and the call fails the check ("schema … does not exist"), though
 * nothing is wrong with ours. This reads `pg_catalog` for the one schema only.
 */
export function schemaIntrospector(db: Kysely<unknown>, schema: string): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'v', 'p')`.execute(db);
    return rows.map((row) => ({ name: row.name, schema, isView: row.kind === 'v', columns: [] }));
  };
  return {
    getSchemas: () => db.introspection.getSchemas(),
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/** `db` as the migrator sees it: the same database, with {@link schemaIntrospector} as its introspection. */
function scopedToSchema(db: Kysely<unknown>, schema: string): Kysely<unknown> {
  const introspection = schemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods use private fields: they must run on the instance itself, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Applies every pending migration of `list`; returns the names it applied (empty when already up to date).
 * `schema` (PostgreSQL) names where the migration bookkeeping lives: without it Kysely takes a `kysely_migration_lock`
 * found in ANY schema of the database as its own, so two databases in one PostgreSQL would trip over each other.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  list: readonly NamedMigration[],
  schema?: string,
): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () => Object.fromEntries(list.map((m) => [m.name, m.migration])),
  };
  const migrator = new Migrator({
    db: schema ? scopedToSchema(db as Kysely<unknown>, schema) : (db as Kysely<unknown>),
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`数据库迁移失败${failed ? `（${failed}）` : ''}：${(error as Error).message ?? String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
