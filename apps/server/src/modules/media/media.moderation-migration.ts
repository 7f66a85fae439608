import type { Kysely, Migration } from 'kysely';

/*
 * The picture check's verdict on each upload: null when no check ran (`IMAGE_MODERATION=none`, videos, documents),
 * `pass`, or `review` (the service doubted it or could not answer: the posts using it wait for an admin). Refused
 * pictures are never stored. Released once merged: never edit it; add a new migration.
 */
export const migration0024MediaModeration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('media').addColumn('moderation', 'text').execute();
    await db.schema.alterTable('media').addColumn('moderation_labels', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('media').dropColumn('moderation_labels').execute();
    await db.schema.alterTable('media').dropColumn('moderation').execute();
  },
};
