import type { Kysely, Migration } from 'kysely';

/**
 * The watch list (敏感词) and the review queue (审核队列). Runs unchanged on SQLite and PostgreSQL. Released once
 * merged: never edit it; add a new migration.
 */
export const migration0022Moderation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('watchword')
      .addColumn('watchword_id', 'text', (c) => c.primaryKey())
      .addColumn('word', 'text', (c) => c.notNull())
      // The normalised form (or the pattern itself): one entry per form.
      .addColumn('word_key', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('create_by', 'text')
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('watchword_key_idx').on('watchword').column('word_key').unique().execute();

    await db.schema
      .createTable('moderation_item')
      .addColumn('item_id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text')
      .addColumn('content_id', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      // JSON: [{ word, action, start, end }].
      .addColumn('matches', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      // JSON: what approving a held entry writes.
      .addColumn('payload', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('handled_by', 'text')
      .addColumn('handle_time', 'text')
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('moderation_item_queue_idx')
      .on('moderation_item')
      .columns(['kind', 'state', 'create_time'])
      .execute();
    await db.schema
      .createIndex('moderation_item_target_idx')
      .on('moderation_item')
      .columns(['target_id', 'state'])
      .execute();
    // The queue finds held and flagged posts (a few among many) without reading every post.
    await db.schema.createIndex('content_moderation_state_idx').on('content').column('moderation_state').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('content_moderation_state_idx').execute();
    await db.schema.dropTable('moderation_item').execute();
    await db.schema.dropTable('watchword').execute();
  },
};
