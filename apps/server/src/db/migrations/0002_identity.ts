import type { Kysely, Migration } from 'kysely';

/*
 * Released: a database migrated by an earlier version ran exactly this. Never edit it; add a new migration.
 */
export const migration0002Identity: Migration = {
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
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('access_hash', 'text', (c) => c.notNull().unique())
      .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
      .addColumn('login_type', 'text', (c) => c.notNull())
      .addColumn('access_expire_time', 'text', (c) => c.notNull())
      .addColumn('refresh_expire_time', 'text', (c) => c.notNull())
      .addColumn('rotated_time', 'text')
      .addColumn('revoked_time', 'text')
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_token_family_idx').on('user_token').column('family_id').execute();
    await db.schema.createIndex('user_token_user_idx').on('user_token').column('user_id').execute();

    // `fans_id` follows `user_id`.
    await db.schema
      .createTable('fans')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('fans_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addUniqueConstraint('fans_pair_unique', ['user_id', 'fans_id'])
      .execute();
    await db.schema.createIndex('fans_user_idx').on('fans').columns(['user_id', 'create_time']).execute();
    await db.schema.createIndex('fans_fans_idx').on('fans').columns(['fans_id', 'create_time']).execute();

    await db.schema
      .createTable('upload_file')
      .addColumn('file_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('upload_file_user_idx').on('upload_file').columns(['user_id', 'create_time']).execute();

    await db.schema
      .createTable('certificate')
      .addColumn('certificate_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
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
    await db.schema.createIndex('certificate_state_idx').on('certificate').columns(['state', 'create_time']).execute();
    await db.schema.createIndex('certificate_user_idx').on('certificate').columns(['user_id', 'create_time']).execute();

    // Official-account followers (openid) mapped to members.
    await db.schema
      .createTable('user_wxmp')
      .addColumn('openid', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['user_wxmp', 'certificate', 'upload_file', 'fans', 'user_token', 'sms_code'])
      await db.schema.dropTable(table).execute();
    for (const column of ['certificate_state', 'login_type', 'role'])
      await db.schema.alterTable('user').dropColumn(column).execute();
  },
};
