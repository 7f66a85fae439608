import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { MODULES } from '../../modules/index';
import {
  describeEachDatabase,
  dropSchema,
  freshSchemaName,
  tempDir,
  type DatabaseTarget,
} from '../../testing/test-app';
import { openDatabase, type DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrator';
import { MIGRATIONS } from './index';

/** Each table as the released migrations leave it: its columns in order, and those that may be null. */
const EXPECTED_TABLES: Record<string, { primaryKey: string; columns: string[]; nullable: string[] }> = {
  banner: {
    primaryKey: 'banner_id',
    columns: [
      'banner_id',
      'title',
      'cover',
      'cover_name',
      'cover_author',
      'type',
      'summary',
      'content',
      'link',
      'state',
      'sort',
      'create_time',
      'update_time',
    ],
    nullable: ['cover_name', 'cover_author', 'summary', 'content', 'link'],
  },
  certificate: {
    primaryKey: 'certificate_id',
    columns: [
      'certificate_id',
      'user_id',
      'identity_type',
      'real_name',
      'organization',
      'title',
      'document',
      'state',
      'reason',
      'review_by',
      'review_time',
      'create_time',
      'update_time',
    ],
    nullable: ['reason', 'review_by', 'review_time'],
  },
  content: {
    primaryKey: 'content_id',
    columns: [
      'content_id',
      'parent_id',
      'category_id',
      'circle_id',
      'title',
      'cover',
      'type',
      'state',
      'talk_topic',
      'likes_num',
      'collect_num',
      'comment_num',
      'hit_num',
      'forwarded_num',
      'forwarded_flag',
      'thumbs',
      'content',
      'access_scope',
      'create_time',
      'update_time',
      'create_by',
      'width',
      'height',
      'comments',
      'top_flag',
      'sort',
    ],
    nullable: ['parent_id', 'category_id', 'circle_id', 'talk_topic', 'thumbs', 'content', 'width', 'height'],
  },
  fans: {
    primaryKey: 'id',
    columns: ['id', 'user_id', 'fans_id', 'enabled', 'create_time'],
    nullable: [],
  },
  sms_code: {
    primaryKey: 'code_id',
    columns: ['code_id', 'mobile', 'scope', 'code_hash', 'tries', 'expire_time', 'used_time', 'create_time'],
    nullable: ['used_time'],
  },
  upload_file: {
    primaryKey: 'file_id',
    columns: ['file_id', 'user_id', 'url', 'name', 'size', 'type', 'create_time'],
    nullable: [],
  },
  user: {
    primaryKey: 'user_id',
    columns: [
      'user_id',
      'account',
      'username',
      'mobile',
      'avatar',
      'type',
      'signature',
      'password_hash',
      'create_time',
      'update_time',
      'role',
      'login_type',
      'certificate_state',
    ],
    nullable: ['signature', 'password_hash'],
  },
  user_token: {
    primaryKey: 'token_id',
    columns: [
      'token_id',
      'family_id',
      'user_id',
      'access_hash',
      'refresh_hash',
      'login_type',
      'access_expire_time',
      'refresh_expire_time',
      'rotated_time',
      'revoked_time',
      'create_time',
    ],
    nullable: ['rotated_time', 'revoked_time'],
  },
  user_wxmp: {
    primaryKey: 'openid',
    columns: ['openid', 'user_id', 'create_time'],
    nullable: [],
  },
};

/** Indexes the migrations create by name (not the ones primary keys and unique columns get). */
const EXPECTED_INDEXES: string[] = [
  'banner_type_state_idx',
  'certificate_state_idx',
  'certificate_user_idx',
  'content_category_idx',
  'content_circle_idx',
  'content_create_by_idx',
  'content_create_time_idx',
  'content_hit_num_idx',
  'content_likes_num_idx',
  'content_list_idx',
  'content_parent_idx',
  'content_talk_topic_idx',
  'content_type_list_idx',
  'fans_fans_idx',
  'fans_user_idx',
  'sms_code_mobile_idx',
  'upload_file_user_idx',
  'user_token_family_idx',
  'user_token_user_idx',
];

async function tablesOf(database: DatabaseHandle, schema: string | undefined) {
  const tables = await database.db.introspection.getTables();
  return Object.fromEntries(
    tables
      .filter((t) => (schema ? t.schema === schema : true))
      .map((t) => {
        const primaryKey = EXPECTED_TABLES[t.name]?.primaryKey;
        return [
          t.name,
          {
            primaryKey,
            columns: t.columns.map((c) => c.name),
            // SQLite lets a text primary key hold null, PostgreSQL does not: primary keys are left out.
            nullable: t.columns.filter((c) => c.isNullable && c.name !== primaryKey).map((c) => c.name),
          },
        ];
      }),
  );
}

async function namedIndexesOf(database: DatabaseHandle, schema: string | undefined): Promise<string[]> {
  const names =
    database.dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and name not like 'sqlite_autoindex_%'`.execute(
            database.db,
          )
        ).rows
      : (
          await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = ${schema ?? 'public'}`.execute(database.db)
        ).rows.filter((r) => !/_(pkey|key)$/.test(r.name) && r.name !== 'fans_pair_unique');
  return names.map((r) => r.name).sort();
}

describe('the migration list', () => {
  it('keeps the released migrations first, under their released names', () => {
    expect(MIGRATIONS.slice(0, 2).map((m) => m.name)).toEqual(['0001_user_banner_content', '0002_identity']);
  });

  it('is numbered in the order it runs, each name once', () => {
    const names = MIGRATIONS.map((m) => m.name);
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
    expect([...names].sort()).toEqual(names);
    expect(new Set(names.map((n) => n.slice(0, 4))).size).toBe(names.length);
  });

  it('holds every migration a module declares, after the released ones', () => {
    const declared = MODULES.flatMap((module) => module.migrations ?? []);
    expect(MIGRATIONS.slice(2)).toEqual(expect.arrayContaining(declared));
    expect(MIGRATIONS).toHaveLength(2 + declared.length);
  });
});

describeEachDatabase('applying every migration', (target: DatabaseTarget) => {
  const dataDir = tempDir();
  const schema = target.postgresUrl ? freshSchemaName() : undefined;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = openDatabase({ dataDir, databaseUrl: target.postgresUrl, databaseSchema: schema });
    if (schema) await database.db.schema.createSchema(schema).execute();
  });

  afterAll(async () => {
    await database?.close();
    if (target.postgresUrl && schema) await dropSchema(target.postgresUrl, schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the released schema, then later migrations add to it without changing what was released', async () => {
    const released = MIGRATIONS.slice(0, 2);
    expect(await migrateToLatest(database.db, released, schema)).toEqual(released.map((m) => m.name));
    const tables = await tablesOf(database, schema);
    expect(Object.fromEntries(Object.keys(EXPECTED_TABLES).map((name) => [name, tables[name]]))).toEqual(
      EXPECTED_TABLES,
    );
    expect(await namedIndexesOf(database, schema)).toEqual(expect.arrayContaining(EXPECTED_INDEXES));

    // A database of the released version migrates on: later migrations may add tables, columns and indexes, but every
    // released column stays where it was, with its key and nullability.
    expect(await migrateToLatest(database.db, MIGRATIONS, schema)).toEqual(MIGRATIONS.slice(2).map((m) => m.name));
    const after = await tablesOf(database, schema);
    for (const [name, table] of Object.entries(EXPECTED_TABLES)) {
      const now = after[name];
      expect({ name, primaryKey: now?.primaryKey, columns: now?.columns.slice(0, table.columns.length) }).toEqual({
        name,
        primaryKey: table.primaryKey,
        columns: table.columns,
      });
      expect({ name, nullable: now?.nullable.filter((c) => table.columns.includes(c)) }).toEqual({
        name,
        nullable: table.nullable,
      });
    }
    expect(await namedIndexesOf(database, schema)).toEqual(expect.arrayContaining(EXPECTED_INDEXES));
    expect(await migrateToLatest(database.db, MIGRATIONS, schema)).toEqual([]);
  });
});
