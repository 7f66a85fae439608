import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Forwards move from the 赞 tab to 评论和转发 (type `comment`): the 赞 tab holds likes and collects only (赞和收藏).
 * Released once merged: never edit it; add a new migration.
 */
export const migration0020NotificationForwardTab: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update notification set type = 'comment' where action = 'forward'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`update notification set type = 'likes' where action = 'forward'`.execute(db);
  },
};
