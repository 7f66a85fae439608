import type { Kysely, Migration } from 'kysely';

/**
 * Notifications of the message centre (likes, comments and replies, follows, forwards by someone else). Released
 * once merged: never edit it; add a new migration.
 */
export const migration0005Notification: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notification')
      .addColumn('notification_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('actor_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('content_id', 'text')
      .addColumn('comment_id', 'text')
      .addColumn('text', 'text')
      .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    // The message centre lists one member's notifications by type, newest first, and counts the unread ones.
    await db.schema
      .createIndex('notification_user_type_idx')
      .on('notification')
      .columns(['user_id', 'type', 'create_time'])
      .execute();
    await db.schema
      .createIndex('notification_user_time_idx')
      .on('notification')
      .columns(['user_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('notification_unread_idx')
      .on('notification')
      .columns(['user_id', 'read', 'type'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notification').execute();
  },
};
