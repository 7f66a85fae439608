import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The sender's own id of a message (`clientId`), kept with the row: a send repeated after a lost answer, through the
 * socket or HTTP, on any process or after a restart, finds the message already stored instead of storing it twice.
 * Runs unchanged on SQLite and PostgreSQL. Released once merged: never edit it; add a new migration.
 */
export const migration0015ImClientId: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('im_msg').addColumn('client_id', 'text').execute();
    await db.schema
      .createIndex('im_msg_client_uq')
      .on('im_msg')
      .columns(['from_id', 'client_id'])
      .unique()
      .where(sql.ref('client_id'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('im_msg_client_uq').execute();
    await db.schema.alterTable('im_msg').dropColumn('client_id').execute();
  },
};
