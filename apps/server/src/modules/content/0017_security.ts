import type { Kysely, Migration } from 'kysely';
import { displayNameKey } from '../../lib/display-name.js';

/**
 * Security round two: where a session was used from (登录设备), the admin's moderation of a post as a state of its own
 * that the author cannot change, and the normalised display name that keeps names unique. Runs unchanged on SQLite and
 * PostgreSQL. Released once merged: never edit it; add a new migration.
 */
export const migration0017Security: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('user_token').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('user_token').addColumn('ip', 'text').execute();
    await db.schema.alterTable('user_token').addColumn('last_used_time', 'text').execute();

    // 'hidden' while an admin keeps the post down (hide or a report decision); null otherwise.
    await db.schema.alterTable('content').addColumn('moderation_state', 'text').execute();
    await db.schema.alterTable('content').addColumn('moderation_reason', 'text').execute();

    await db.schema.alterTable('user').addColumn('name_key', 'text').execute();
    await db.schema.createIndex('user_name_key_idx').on('user').column('name_key').execute();
    const users = db as unknown as Kysely<{ user: { user_id: string; username: string; name_key: string | null } }>;
    const rows = await users.selectFrom('user').select(['user_id', 'username']).execute();
    for (const row of rows) {
      await users
        .updateTable('user')
        .set({ name_key: displayNameKey(row.username) })
        .where('user_id', '=', row.user_id)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('user_name_key_idx').execute();
    await db.schema.alterTable('user').dropColumn('name_key').execute();
    await db.schema.alterTable('content').dropColumn('moderation_reason').execute();
    await db.schema.alterTable('content').dropColumn('moderation_state').execute();
    await db.schema.alterTable('user_token').dropColumn('last_used_time').execute();
    await db.schema.alterTable('user_token').dropColumn('ip').execute();
    await db.schema.alterTable('user_token').dropColumn('user_agent').execute();
  },
};
