import type { Kysely, Migration } from 'kysely';

/**
 * Comments on posts and the replies under them. Released once merged: never edit it; add a new migration.
 */
export const migration0007Comment: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('comment')
      .addColumn('comment_id', 'text', (c) => c.primaryKey())
      .addColumn('content_id', 'text', (c) => c.notNull().references('content.content_id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('parent_id', 'text')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('comment_content_idx').on('comment').columns(['content_id', 'create_time']).execute();
    await db.schema.createIndex('comment_user_idx').on('comment').columns(['user_id', 'create_time']).execute();

    await db.schema
      .createTable('reply')
      .addColumn('reply_id', 'text', (c) => c.primaryKey())
      .addColumn('comment_id', 'text', (c) => c.notNull().references('comment.comment_id').onDelete('cascade'))
      .addColumn('content_id', 'text', (c) => c.notNull().references('content.content_id').onDelete('cascade'))
      .addColumn('parent_id', 'text')
      .addColumn('to_user_id', 'text')
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reply_comment_idx').on('reply').columns(['comment_id', 'create_time']).execute();
    await db.schema.createIndex('reply_parent_idx').on('reply').columns(['parent_id', 'create_time']).execute();
    await db.schema.createIndex('reply_user_idx').on('reply').columns(['user_id', 'create_time']).execute();
    await db.schema.createIndex('reply_content_idx').on('reply').column('content_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reply').execute();
    await db.schema.dropTable('comment').execute();
  },
};
