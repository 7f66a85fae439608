import type { Kysely, Migration } from 'kysely';

/*
 * Uploaded media and the posts that use them. Released once merged: never edit it; add a new migration.
 */
export const migration0003Media: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('media')
      .addColumn('media_id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('placeholder', 'text')
      .addColumn('renditions', 'text')
      .addColumn('animated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('camera', 'text')
      .addColumn('duration', 'double precision')
      .addColumn('poster', 'text')
      .addColumn('frames', 'text')
      .addColumn('create_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('media_owner_idx').on('media').columns(['owner_id', 'create_time']).execute();
    // Pruning looks for old unlinked post uploads.
    await db.schema.createIndex('media_purpose_time_idx').on('media').columns(['purpose', 'create_time']).execute();

    await db.schema
      .createTable('content_media')
      .addColumn('content_id', 'text', (c) => c.notNull())
      .addColumn('media_id', 'text', (c) => c.notNull().references('media.media_id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_media_pk', ['content_id', 'media_id', 'role'])
      .execute();
    await db.schema.createIndex('content_media_media_idx').on('content_media').column('media_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('content_media').execute();
    await db.schema.dropTable('media').execute();
  },
};
