import type { ImDb } from './im.db.js';
import { isoAt, type Clock } from '../../lib/clock.js';

type Db = ImDb;

/**
 * Block lists. Other modules reach them through `ctx.blocks`: a comment list calls `blockedBy(db, viewerId)` (or
 * `isBlocked` per author) to hide the comments of members the viewer blocked.
 */
export interface BlockService {
  /** True when `viewerId` blocks `authorId`. */
  isBlocked(db: Db, viewerId: string, authorId: string): Promise<boolean>;
  /** Ids of everyone `viewerId` blocks (for a `where author not in …` filter). */
  blockedBy(db: Db, viewerId: string): Promise<string[]>;
  /** True when either member blocks the other. */
  eitherBlocks(db: Db, a: string, b: string): Promise<boolean>;
  block(userId: string, blockedId: string): Promise<void>;
  unblock(userId: string, blockedId: string): Promise<void>;
  /** The block list, newest first. */
  list(userId: string): Promise<{ blockedId: string; createTime: string }[]>;
}

/** The block service of a server. */
export function createBlockService(db: Db, clock: Clock): BlockService {
  return {
    async isBlocked(conn, viewerId, authorId) {
      const row = await conn
        .selectFrom('user_block')
        .select('user_id')
        .where('user_id', '=', viewerId)
        .where('blocked_id', '=', authorId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async blockedBy(conn, viewerId) {
      const rows = await conn.selectFrom('user_block').select('blocked_id').where('user_id', '=', viewerId).execute();
      return rows.map((r) => r.blocked_id);
    },
    async eitherBlocks(conn, a, b) {
      const row = await conn
        .selectFrom('user_block')
        .select('user_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', a), eb('blocked_id', '=', b)]),
            eb.and([eb('user_id', '=', b), eb('blocked_id', '=', a)]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },
    async block(userId, blockedId) {
      await db
        .insertInto('user_block')
        .values({ user_id: userId, blocked_id: blockedId, create_time: isoAt(clock()) })
        .onConflict((oc) => oc.columns(['user_id', 'blocked_id']).doNothing())
        .execute();
    },
    async unblock(userId, blockedId) {
      await db.deleteFrom('user_block').where('user_id', '=', userId).where('blocked_id', '=', blockedId).execute();
    },
    async list(userId) {
      const rows = await db
        .selectFrom('user_block')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('create_time', 'desc')
        .execute();
      return rows.map((r) => ({ blockedId: r.blocked_id, createTime: r.create_time }));
    },
  };
}
