import type { Kysely, Migration } from 'kysely';

/** The audit log of admin writes and the ban list of members. Released once merged: never edit it; add a new migration. */
export const migration0013Admin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      .addColumn('audit_id', 'text', (c) => c.primaryKey())
      // Kept when the actor's account goes: the log outlives its subjects.
      .addColumn('actor_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text')
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('body', 'text')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_time_idx').on('audit_log').columns(['create_time', 'audit_id']).execute();
    await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'create_time']).execute();
    await db.schema
      .createIndex('audit_log_target_idx')
      .on('audit_log')
      .columns(['target_type', 'target_id', 'create_time'])
      .execute();

    await db.schema
      .createTable('member_ban')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.user_id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('banned_by', 'text', (c) => c.notNull())
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('member_ban').execute();
    await db.schema.dropTable('audit_log').execute();
  },
};
