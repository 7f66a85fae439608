import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { dropSchema, freshSchemaName, testPostgresUrl } from '../testing/test-app';
import { migrateToLatest, schemaIntrospector, type NamedMigration } from './migrator';

const TABLE: readonly NamedMigration[] = [
  {
    name: '0001_note',
    migration: {
      up: (db) =>
        db.schema
          .createTable('note')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .execute(),
    },
  },
];

(testPostgresUrl ? describe : describe.skip)('migrations while other schemas come and go (PostgreSQL)', () => {
  const url = testPostgresUrl as string;

  it('lists the tables of its schema only', async () => {
    const schema = freshSchemaName();
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 1 }) }),
    });
    try {
      await sql`create schema ${sql.id(schema)}`.execute(db);
      await sql`create table ${sql.id(schema, 'a')} (id text)`.execute(db);
      await sql`create view ${sql.id(schema, 'b')} as select 1 as x`.execute(db);
      const tables = await schemaIntrospector(db, schema).getTables();
      expect(tables.map((t) => [t.name, t.schema, t.isView]).sort()).toEqual([
        ['a', schema, false],
        ['b', schema, true],
      ]);
    } finally {
      await db.destroy();
      await dropSchema(url, schema);
    }
  });

  it('migrates each fresh schema though others are dropped during Kysely’s look at every schema', async () => {
    const churn = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 2 }) }),
    });
    let running = true;
    const others = (async () => {
      while (running) {
        const name = freshSchemaName();
        await sql`create schema ${sql.id(name)}`.execute(churn);
        await sql`create table ${sql.id(name, 't')} (id text)`.execute(churn);
        await sql`drop schema ${sql.id(name)} cascade`.execute(churn);
      }
    })();
    const schemas: string[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        const schema = freshSchemaName();
        schemas.push(schema);
        const pool = new Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
        const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
        try {
          await sql`create schema ${sql.id(schema)}`.execute(db);
          await expect(migrateToLatest(db, TABLE, schema)).resolves.toEqual(['0001_note']);
        } finally {
          await db.destroy();
        }
      }
    } finally {
      running = false;
      await others;
      await churn.destroy();
      for (const schema of schemas) await dropSchema(url, schema);
    }
  }, 60_000);
});
