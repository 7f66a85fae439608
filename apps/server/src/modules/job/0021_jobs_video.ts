import type { Kysely, Migration } from 'kysely';

/**
 * The job queue kept in the site's own database, and what a video's processing adds to its media row: its state
 * (`processing`, `ready`, `failed`), progress, the reason of a failure, the original's storage key (kept for its author,
 * never served), the HLS master playlist and the job. Rows from before are ready videos (and every image or document).
 * Runs unchanged on SQLite and PostgreSQL. Released once merged: never edit it; add a new migration.
 */
export const migration0021JobsVideo: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job')
      .addColumn('job_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('job_key', 'text', (c) => c.notNull().unique())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('backoff_ms', 'integer', (c) => c.notNull())
      .addColumn('timeout_ms', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('duration_ms', 'integer')
      .addColumn('create_time', 'text', (c) => c.notNull())
      .addColumn('update_time', 'text', (c) => c.notNull())
      .execute();
    // Claiming looks for the oldest queued job that is due (and running ones whose lease expired).
    await db.schema.createIndex('job_state_run_idx').on('job').columns(['state', 'run_at']).execute();
    await db.schema.createIndex('job_time_idx').on('job').columns(['create_time']).execute();

    await db.schema
      .alterTable('media')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('ready'))
      .execute();
    await db.schema
      .alterTable('media')
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(100))
      .execute();
    await db.schema.alterTable('media').addColumn('error', 'text').execute();
    await db.schema.alterTable('media').addColumn('original', 'text').execute();
    await db.schema.alterTable('media').addColumn('hls', 'text').execute();
    await db.schema.alterTable('media').addColumn('job_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['job_id', 'hls', 'original', 'error', 'progress', 'status']) {
      await db.schema.alterTable('media').dropColumn(column).execute();
    }
    await db.schema.dropTable('job').execute();
  },
};
