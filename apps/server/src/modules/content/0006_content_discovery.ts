import type { Kysely, Migration } from 'kysely';

/**
 * Discovery and interaction on posts: the hot rank column and its index, likes and collections (one per member and
 * post), 屏蔽此条 (a member's hidden posts) and 举报 (reports for the admin review queue). Runs unchanged on SQLite and
 * PostgreSQL. Released once merged: never edit it; add a new migration.
 */
export const migration0006ContentDiscovery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('content')
      .addColumn('hot_score', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
    // Hot list: visible posts by hot rank; the id breaks ties and is the keyset cursor's last part.
    await db.schema
      .createIndex('content_hot_idx')
      .on('content')
      .columns(['state', 'access_scope', 'hot_score', 'content_id'])
      .execute();
    // The search index follows posts changed since its last pass.
    await db.schema
      .createIndex('content_update_time_idx')
      .on('content')
      .columns(['update_time', 'content_id'])
      .execute();

    for (const [table, id] of [
      ['likes', 'likes_id'],
      ['collection', 'collection_id'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn(id, 'text', (c) => c.primaryKey())
        .addColumn('content_id', 'text', (c) => c.notNull().references('content.content_id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
        .addColumn('remark', 'text')
        .addColumn('create_time', 'text', (c) => c.notNull())
        // Liking twice counts once: the database refuses the second row.
        .addUniqueConstraint(`${table}_content_user_uq`, ['content_id', 'user_id'])
        .execute();
      await db.schema.createIndex(`${table}_user_idx`).on(table).columns(['user_id', 'create_time']).execute();
    }

    await db.schema
      .createTable('content_shield')
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('content_id', 'text', (c) => c.notNull().references('content.content_id').onDelete('cascade'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_shield_pk', ['user_id', 'content_id'])
      .execute();

    await db.schema
      .createTable('report')
      .addColumn('report_id', 'text', (c) => c.primaryKey())
      .addColumn('content_id', 'text', (c) => c.notNull().references('content.content_id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('note', 'text')
      .addColumn('handled_by', 'text')
      .addColumn('handle_time', 'text')
      .addColumn('create_time', 'text', (c) => c.notNull())
      // One open report per member and post: reporting again updates the reason.
      .addUniqueConstraint('report_content_user_uq', ['content_id', 'user_id'])
      .execute();
    await db.schema.createIndex('report_state_idx').on('report').columns(['state', 'create_time']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['report', 'content_shield', 'collection', 'likes']) await db.schema.dropTable(table).execute();
    await db.schema.dropIndex('content_update_time_idx').execute();
    await db.schema.dropIndex('content_hot_idx').execute();
    await db.schema.alterTable('content').dropColumn('hot_score').execute();
  },
};
