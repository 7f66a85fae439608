import {
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';

/*
 * Versioned migrations, kept in code so the bundled server carries them. They must run unchanged on
 * SQLite and PostgreSQL: ids are text, times are ISO 8601 UTC text (sortable as text), flags are integers.
 * Never edit a released migration; add a new one.
 */
const migrations: Record<string, Migration> = {
  '0001_user_banner_content': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('account', 'text', (c) => c.notNull().unique())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull().unique())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'text', (c) => c.notNull().defaultTo('user'))
        .addColumn('signature', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('create_time', 'text', (c) => c.notNull())
        .addColumn('update_time', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('banner')
        .addColumn('banner_id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('cover', 'text', (c) => c.notNull())
        .addColumn('cover_name', 'text')
        .addColumn('cover_author', 'text')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('summary', 'text')
        .addColumn('content', 'text')
        .addColumn('link', 'text')
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('create'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'text', (c) => c.notNull())
        .addColumn('update_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('banner_type_state_idx')
        .on('banner')
        .columns(['type', 'state', 'sort'])
        .execute();

      await db.schema
        .createTable('content')
        .addColumn('content_id', 'text', (c) => c.primaryKey())
        .addColumn('parent_id', 'text', (c) =>
          c.references('content.content_id').onDelete('set null'),
        )
        .addColumn('category_id', 'text')
        .addColumn('circle_id', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('create'))
        .addColumn('talk_topic', 'text')
        .addColumn('likes_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('collect_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comment_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hit_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('forwarded_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('forwarded_flag', 'text', (c) => c.notNull().defaultTo('no'))
        .addColumn('thumbs', 'text')
        .addColumn('content', 'text')
        .addColumn('access_scope', 'text', (c) =>
          c.notNull().defaultTo('public'),
        )
        .addColumn('create_time', 'text', (c) => c.notNull())
        .addColumn('update_time', 'text', (c) => c.notNull())
        .addColumn('create_by', 'text', (c) =>
          c.notNull().references('user.user_id'),
        )
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('top_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The public list filters on state + scope and orders by top_flag, sort, create_time, content_id: one index
      // serves the filter, the order and the limit.
      await db.schema
        .createIndex('content_list_idx')
        .on('content')
        .columns([
          'state',
          'access_scope',
          'top_flag',
          'sort',
          'create_time',
          'content_id',
        ])
        .execute();
      await db.schema
        .createIndex('content_type_list_idx')
        .on('content')
        .columns([
          'type',
          'state',
          'access_scope',
          'top_flag',
          'sort',
          'create_time',
          'content_id',
        ])
        .execute();
      // Explicit sorts of the public list (newest, most liked, most viewed) without sorting the table.
      for (const column of ['create_time', 'likes_num', 'hit_num'] as const) {
        await db.schema
          .createIndex(`content_${column}_idx`)
          .on('content')
          .columns(['state', 'access_scope', column])
          .execute();
      }
      await db.schema
        .createIndex('content_create_by_idx')
        .on('content')
        .columns(['create_by', 'create_time'])
        .execute();
      await db.schema
        .createIndex('content_parent_idx')
        .on('content')
        .column('parent_id')
        .execute();
      await db.schema
        .createIndex('content_circle_idx')
        .on('content')
        .columns(['circle_id', 'create_time'])
        .execute();
      await db.schema
        .createIndex('content_category_idx')
        .on('content')
        .columns(['category_id', 'create_time'])
        .execute();
      await db.schema
        .createIndex('content_talk_topic_idx')
        .on('content')
        .columns(['talk_topic', 'create_time'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content').execute();
      await db.schema.dropTable('banner').execute();
      await db.schema.dropTable('user').execute();
    },
  },
  '0002_identity': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('user')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
        .execute();
      await db.schema
        .alterTable('user')
        .addColumn('login_type', 'text', (c) => c.notNull().defaultTo('message'))
        .execute();
      await db.schema
        .alterTable('user')
        .addColumn('certificate_state', 'text', (c) => c.notNull().defaultTo('none'))
        .execute();

      // SMS codes: only the SHA-256 of a code is kept; single use is a conditional update of used_time.
      await db.schema
        .createTable('sms_code')
        .addColumn('code_id', 'text', (c) => c.primaryKey())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire_time', 'text', (c) => c.notNull())
        .addColumn('used_time', 'text')
        .addColumn('create_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sms_code_mobile_idx')
        .on('sms_code')
        .columns(['mobile', 'scope', 'create_time'])
        .execute();

      // One row per access + refresh pair; a login starts a family, each refresh adds a row to it.
      await db.schema
        .createTable('user_token')
        .addColumn('token_id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) =>
          c.notNull().references('user.user_id').onDelete('cascade'),
        )
        .addColumn('access_hash', 'text', (c) => c.notNull().unique())
        .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
        .addColumn('login_type', 'text', (c) => c.notNull())
        .addColumn('access_expire_time', 'text', (c) => c.notNull())
        .addColumn('refresh_expire_time', 'text', (c) => c.notNull())
        .addColumn('rotated_time', 'text')
        .addColumn('revoked_time', 'text')
        .addColumn('create_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('user_token_family_idx')
        .on('user_token')
        .column('family_id')
        .execute();
      await db.schema
        .createIndex('user_token_user_idx')
        .on('user_token')
        .column('user_id')
        .execute();

      // `fans_id` follows `user_id`.
      await db.schema
        .createTable('fans')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) =>
          c.notNull().references('user.user_id').onDelete('cascade'),
        )
        .addColumn('fans_id', 'text', (c) =>
          c.notNull().references('user.user_id').onDelete('cascade'),
        )
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('create_time', 'text', (c) => c.notNull())
        .addUniqueConstraint('fans_pair_unique', ['user_id', 'fans_id'])
        .execute();
      await db.schema
        .createIndex('fans_user_idx')
        .on('fans')
        .columns(['user_id', 'create_time'])
        .execute();
      await db.schema
        .createIndex('fans_fans_idx')
        .on('fans')
        .columns(['fans_id', 'create_time'])
        .execute();

      await db.schema
        .createTable('upload_file')
        .addColumn('file_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) =>
          c.notNull().references('user.user_id').onDelete('cascade'),
        )
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('create_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('upload_file_user_idx')
        .on('upload_file')
        .columns(['user_id', 'create_time'])
        .execute();

      await db.schema
        .createTable('certificate')
        .addColumn('certificate_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) =>
          c.notNull().references('user.user_id').onDelete('cascade'),
        )
        .addColumn('identity_type', 'text', (c) => c.notNull())
        .addColumn('real_name', 'text', (c) => c.notNull())
        .addColumn('organization', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reason', 'text')
        .addColumn('review_by', 'text')
        .addColumn('review_time', 'text')
        .addColumn('create_time', 'text', (c) => c.notNull())
        .addColumn('update_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('certificate_state_idx')
        .on('certificate')
        .columns(['state', 'create_time'])
        .execute();
      await db.schema
        .createIndex('certificate_user_idx')
        .on('certificate')
        .columns(['user_id', 'create_time'])
        .execute();

      // Official-account followers (openid) mapped to members.
      await db.schema
        .createTable('user_wxmp')
        .addColumn('openid', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) =>
          c.notNull().references('user.user_id').onDelete('cascade'),
        )
        .addColumn('create_time', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['user_wxmp', 'certificate', 'upload_file', 'fans', 'user_token', 'sms_code'])
        await db.schema.dropTable(table).execute();
      for (const column of ['certificate_state', 'login_type', 'role'])
        await db.schema.alterTable('user').dropColumn(column).execute();
    },
  },
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Names of every migration in order. */
export const migrationNames: readonly string[] = Object.keys(migrations).sort();

/** Applies every pending migration; returns the names it applied (empty when already up to date). */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `数据库迁移失败${failed ? `（${failed}）` : ''}：${(error as Error).message ?? String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? [])
    .filter((r) => r.status === 'Success')
    .map((r) => r.migrationName);
}
