import type { Kysely, Migration } from 'kysely';

/**
 * Activities and exhibitions, their entries, votes and road shows. Released once merged: never edit it; add a new
 * migration.
 */
export const migration0011Activity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('roadshow')
      .addColumn('roadshow_id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('city'))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('create'))
      .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('summary', 'text')
      .addColumn('content', 'text')
      .addColumn('city', 'text')
      .addColumn('address', 'text')
      .addColumn('start_time', 'text')
      .addColumn('end_time', 'text')
      .addColumn('create_by', 'text', (c) => c.notNull())
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('roadshow_state_idx').on('roadshow').columns(['state', 'create_time']).execute();

    await db.schema
      .createTable('activity')
      .addColumn('activity_id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('activity'))
      // The post that carries likes, collections and views; the activity goes with it.
      .addColumn('content_id', 'text', (c) => c.notNull().unique().references('content.content_id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('talk_topic', 'text')
      .addColumn('description', 'text')
      .addColumn('summary', 'text')
      .addColumn('cover', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull().defaultTo('article'))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('image'))
      .addColumn('submit_type', 'text')
      .addColumn('activity_tags', 'text')
      .addColumn('article_tags', 'text')
      .addColumn('image_tags', 'text')
      .addColumn('video_tags', 'text')
      // create, publish or down; doing and finish follow valid_start / valid_end at read time.
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('create'))
      .addColumn('join_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unlink', 'text')
      .addColumn('roadshow_id', 'text', (c) => c.references('roadshow.roadshow_id').onDelete('set null'))
      .addColumn('content', 'text')
      .addColumn('access_scope', 'text', (c) => c.notNull().defaultTo('public'))
      .addColumn('valid_start', 'text', (c) => c.notNull())
      .addColumn('valid_end', 'text', (c) => c.notNull())
      .addColumn('vote_start', 'text')
      .addColumn('vote_end', 'text')
      .addColumn('create_by', 'text', (c) => c.notNull())
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('activity_kind_state_idx')
      .on('activity')
      .columns(['kind', 'state', 'valid_start'])
      .execute();
    await db.schema.createIndex('activity_roadshow_idx').on('activity').column('roadshow_id').execute();

    await db.schema
      .createTable('activity_enroll')
      .addColumn('enroll_id', 'text', (c) => c.primaryKey())
      .addColumn('activity_id', 'text', (c) => c.notNull().references('activity.activity_id').onDelete('cascade'))
      // The post that carries the work's files, likes, comments and views; the entry goes with it.
      .addColumn('content_id', 'text', (c) => c.notNull().unique().references('content.content_id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('created'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('demand', 'text')
      .addColumn('note', 'text')
      .addColumn('reviewer_id', 'text')
      .addColumn('review_time', 'text')
      .addColumn('vote_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_by', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('activity_enroll_activity_idx')
      .on('activity_enroll')
      .columns(['activity_id', 'state', 'create_time'])
      .execute();
    await db.schema
      .createIndex('activity_enroll_author_idx')
      .on('activity_enroll')
      .columns(['create_by', 'activity_id'])
      .execute();

    await db.schema
      .createTable('activity_vote')
      .addColumn('vote_id', 'text', (c) => c.primaryKey())
      .addColumn('activity_id', 'text', (c) => c.notNull().references('activity.activity_id').onDelete('cascade'))
      .addColumn('enroll_id', 'text', (c) => c.notNull().references('activity_enroll.enroll_id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      // China-time day of the vote (the daily cap counts per day).
      .addColumn('vote_day', 'text', (c) => c.notNull())
      .addColumn('create_time', 'text', (c) => c.notNull())
      // One vote per member and entry.
      .addUniqueConstraint('activity_vote_member_uq', ['enroll_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('activity_vote_member_idx')
      .on('activity_vote')
      .columns(['user_id', 'activity_id'])
      .execute();

    // Votes a member cast in an activity on a day: one atomic upsert keeps the daily cap exact under concurrency.
    await db.schema
      .createTable('activity_vote_day')
      .addColumn('activity_id', 'text', (c) => c.notNull().references('activity.activity_id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.user_id').onDelete('cascade'))
      .addColumn('vote_day', 'text', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('activity_vote_day_pk', ['activity_id', 'user_id', 'vote_day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('activity_vote_day').execute();
    await db.schema.dropTable('activity_vote').execute();
    await db.schema.dropTable('activity_enroll').execute();
    await db.schema.dropTable('activity').execute();
    await db.schema.dropTable('roadshow').execute();
  },
};
