import type { Kysely, Migration } from 'kysely';

/** Members' albums and the images in them. Released once merged: never edit it; add a new migration. */
export const migration0008Album: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('album')
      .addColumn('album_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('access_scope', 'text', (c) => c.notNull().defaultTo('public'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('album_user_idx').on('album').columns(['user_id', 'update_time']).execute();

    await db.schema
      .createTable('album_image')
      .addColumn('image_id', 'text', (c) => c.primaryKey())
      .addColumn('album_id', 'text', (c) => c.notNull().references('album.album_id').onDelete('cascade'))
      // An image taken from a post leaves the album with the post.
      .addColumn('content_id', 'text', (c) => c.references('content.content_id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'text', (c) => c.notNull())
      // The same picture once per album.
      .addUniqueConstraint('album_image_album_url_uq', ['album_id', 'url'])
      .execute();
    await db.schema
      .createIndex('album_image_album_idx')
      .on('album_image')
      .columns(['album_id', 'create_time'])
      .execute();
    await db.schema.createIndex('album_image_content_idx').on('album_image').column('content_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('album_image').execute();
    await db.schema.dropTable('album').execute();
  },
};
