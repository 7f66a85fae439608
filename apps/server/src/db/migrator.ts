import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

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
    db: db as Kysely<unknown>,
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
