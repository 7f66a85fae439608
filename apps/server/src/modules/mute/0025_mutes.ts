import type { Kysely, Migration } from 'kysely';

/**
 * Personal mutes (屏蔽词): words a member hides or folds in their own feeds, search results and comments, each until
 * its expiry (null: 永久). Runs unchanged on SQLite and PostgreSQL. Released once merged: never edit it; add a new
 * migration.
 */
export const migration0025Mutes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_mute')
      .addColumn('mute_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('word', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('expire_time', 'text')
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    // One row per word and member; every list a member reads looks their mutes up by user.
    await db.schema.createIndex('user_mute_word_uq').on('user_mute').columns(['user_id', 'word']).unique().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('user_mute').execute();
  },
};
