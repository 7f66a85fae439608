import type { Kysely, Migration } from 'kysely';

/**
 * Private messages: the messages (each side may delete its own copy), one conversation row per member and peer with
 * the per-sender unread counter, who may message a member, and block lists. Runs unchanged on SQLite and PostgreSQL.
 */
export const migration0010Im: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('im_msg')
      .addColumn('msg_id', 'text', (c) => c.primaryKey())
      .addColumn('from_id', 'text', (c) => c.notNull())
      .addColumn('to_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('from_deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('to_deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    // A conversation page seen from either side, and the unacknowledged messages re-pushed on reconnect.
    await db.schema.createIndex('im_msg_pair_idx').on('im_msg').columns(['from_id', 'to_id', 'msg_id']).execute();
    await db.schema.createIndex('im_msg_pending_idx').on('im_msg').columns(['to_id', 'state', 'msg_id']).execute();

    await db.schema
      .createTable('im_session')
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('peer_id', 'text', (c) => c.notNull())
      .addColumn('newest', 'text', (c) => c.notNull())
      .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_session_pk', ['owner_id', 'peer_id'])
      .execute();
    await db.schema.createIndex('im_session_owner_idx').on('im_session').columns(['owner_id', 'update_time']).execute();

    await db.schema
      .createTable('im_setting')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('permission', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_block')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('blocked_id', 'text', (c) => c.notNull())
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_block_pk', ['user_id', 'blocked_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('user_block').execute();
    await db.schema.dropTable('im_setting').execute();
    await db.schema.dropTable('im_session').execute();
    await db.schema.dropTable('im_msg').execute();
  },
};
