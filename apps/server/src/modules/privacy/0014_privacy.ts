import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Privacy rights: members' data exports (导出我的数据) and account deletion requests (注销账号). Runs unchanged on
 * SQLite and PostgreSQL. Released once merged: never edit it; add a new migration.
 */
export const migration0014Privacy: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('data_export')
      .addColumn('export_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('storage_key', 'text')
      .addColumn('size', 'integer')
      .addColumn('message', 'text')
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .addColumn('expire_time', 'text')
      .addColumn('download_time', 'text')
      .execute();
    await db.schema.createIndex('data_export_user_idx').on('data_export').columns(['user_id', 'create_time']).execute();
    await db.schema.createIndex('data_export_state_idx').on('data_export').columns(['state', 'expire_time']).execute();
    // One export under way per member, however many starts arrive at once.
    await db.schema
      .createIndex('data_export_running_uq')
      .on('data_export')
      .column('user_id')
      .unique()
      .where(sql.ref('state'), 'in', ['queued', 'preparing'])
      .execute();

    await db.schema
      .createTable('account_deletion')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.user_id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('request_time', 'text', (c) => c.notNull())
      .addColumn('effective_time', 'text', (c) => c.notNull())
      .addColumn('cancel_time', 'text')
      .addColumn('cancel_reason', 'text')
      .execute();
    await db.schema
      .createIndex('account_deletion_due_idx')
      .on('account_deletion')
      .columns(['state', 'effective_time'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_deletion').execute();
    await db.schema.dropTable('data_export').execute();
  },
};
