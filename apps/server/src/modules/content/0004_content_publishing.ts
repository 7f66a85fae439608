import type { Kysely, Migration } from 'kysely';

/**
 * Publishing: tags, the sensitive and camera-data switches and the denormalised cover image on `content`; topics
 * (`#话题#` in titles) and their links to posts. Runs unchanged on SQLite and PostgreSQL.
 */
export const migration0004ContentPublishing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('content').addColumn('tags', 'text').execute();
    await db.schema
      .alterTable('content')
      .addColumn('sensitive', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('content')
      .addColumn('show_exif', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('content').addColumn('cover_image', 'text').execute();
    // 我的作品: a member's own posts by state (and type), newest first.
    await db.schema
      .createIndex('content_owner_state_idx')
      .on('content')
      .columns(['create_by', 'state', 'create_time', 'content_id'])
      .execute();

    await db.schema
      .createTable('topic')
      .addColumn('topic_id', 'text', (c) => c.primaryKey())
      .addColumn('parent_id', 'text')
      .addColumn('title', 'text', (c) => c.notNull().unique())
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('publish'))
      .addColumn('hit_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('topic_state_idx').on('topic').columns(['state', 'create_time']).execute();
    await db.schema.createIndex('topic_parent_idx').on('topic').columns(['parent_id', 'create_time']).execute();

    await db.schema
      .createTable('topic_content')
      .addColumn('topic_id', 'text', (c) => c.notNull().references('topic.topic_id').onDelete('cascade'))
      .addColumn('content_id', 'text', (c) => c.notNull().references('content.content_id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('topic_content_pk', ['topic_id', 'content_id'])
      .execute();
    await db.schema.createIndex('topic_content_content_idx').on('topic_content').column('content_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('topic_content').execute();
    await db.schema.dropTable('topic').execute();
    await db.schema.dropIndex('content_owner_state_idx').execute();
    for (const column of ['cover_image', 'show_exif', 'sensitive', 'tags']) {
      await db.schema.alterTable('content').dropColumn(column).execute();
    }
  },
};
