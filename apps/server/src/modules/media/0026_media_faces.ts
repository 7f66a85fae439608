import type { Kysely, Migration } from 'kysely';

/**
 * What the server's face check found in a picture: the number of faces (null until checked, and for every kind but
 * images) and their boxes as JSON fractions of the picture. Runs unchanged on SQLite and PostgreSQL. Released once
 * merged: never edit it; add a new migration.
 */
export const migration0026MediaFaces: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('media').addColumn('faces', 'integer').execute();
    await db.schema.alterTable('media').addColumn('face_boxes', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('media').dropColumn('face_boxes').execute();
    await db.schema.alterTable('media').dropColumn('faces').execute();
  },
};
