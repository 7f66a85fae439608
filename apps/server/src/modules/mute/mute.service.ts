import { SqliteAdapter } from 'kysely';
import { MUTE_DURATION_MS, MUTE_MAX_WORDS, muteWordKey, type Mute } from '@yiying/models';
import { MUTE_MESSAGES, type MuteCreateBody } from '@yiying/validation';
import type { MuteDb } from './mute.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { NO_MUTES, type MuteSet } from './mute.filter.js';
import type { UserMuteRow } from './mute.table.js';

function rowToModel(row: UserMuteRow): Mute {
  return {
    muteId: row.mute_id,
    word: row.word,
    action: row.action,
    expireTime: row.expire_time,
    createTime: row.create_time,
  };
}

/** Every mute of the member, expired ones not yet pruned too, oldest first (for 导出我的数据). */
export async function allMutesOf(db: MuteDb, userId: string): Promise<Mute[]> {
  const rows = await db
    .selectFrom('user_mute')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('create_time')
    .orderBy('mute_id')
    .execute();
  return rows.map(rowToModel);
}

/**
 * A member's muted words: listed, added and removed by the member, and read (the active ones) by every list that
 * applies them on the server. An expired mute stops applying at once and is removed by the pruning pass.
 */
export class MuteService {
  constructor(
    private readonly db: MuteDb,
    private readonly clock: Clock,
  ) {}

  /** The member's mutes still in force, newest first. */
  async list(userId: string): Promise<Mute[]> {
    const rows = await this.activeRows(userId);
    return rows.map(rowToModel);
  }

  private activeRows(userId: string): Promise<UserMuteRow[]> {
    const now = isoAt(this.clock());
    return this.db
      .selectFrom('user_mute')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('expire_time', 'is', null), eb('expire_time', '>', now)]))
      .orderBy('create_time', 'desc')
      .orderBy('mute_id', 'desc')
      .limit(MUTE_MAX_WORDS)
      .execute();
  }

  /** What the member's mutes hide and fold now; nothing for a visitor. */
  async active(userId: string | null | undefined): Promise<MuteSet> {
    if (!userId) return NO_MUTES;
    const rows = await this.activeRows(userId);
    if (rows.length === 0) return NO_MUTES;
    return {
      hide: rows.filter((r) => r.action === 'hide').map((r) => r.word),
      fold: rows.filter((r) => r.action === 'fold').map((r) => r.word),
      sqlite: this.db.getExecutor().adapter instanceof SqliteAdapter,
    };
  }

  /**
   * Adds a word (or renews it: the same word again replaces its action and expiry). At most `MUTE_MAX_WORDS` words
   * in force; an expired row of the same word is reused.
   */
  async create(userId: string, body: MuteCreateBody): Promise<Mute> {
    const word = muteWordKey(body.word);
    const now = this.clock();
    const span = MUTE_DURATION_MS[body.duration];
    const expireTime = span === null ? null : isoAt(now + span);
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('user_mute')
        .selectAll()
        .where('user_id', '=', userId)
        .where('word', '=', word)
        .executeTakeFirst();
      const live = existing && (existing.expire_time === null || existing.expire_time > isoAt(now));
      if (!live) {
        const count = await trx
          .selectFrom('user_mute')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('expire_time', 'is', null), eb('expire_time', '>', isoAt(now))]))
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= MUTE_MAX_WORDS) throw new AppError('BAD_REQUEST', MUTE_MESSAGES.tooMany);
      }
      const row: UserMuteRow = {
        mute_id: existing?.mute_id ?? newId(now),
        user_id: userId,
        word,
        action: body.action,
        expire_time: expireTime,
        create_time: isoAt(now),
      };
      if (existing) {
        await trx
          .updateTable('user_mute')
          .set({ action: row.action, expire_time: row.expire_time, create_time: row.create_time })
          .where('mute_id', '=', existing.mute_id)
          .execute();
      } else {
        await trx.insertInto('user_mute').values(row).execute();
      }
      return rowToModel(row);
    });
  }

  /** Removes one of the member's mutes; 404 when it is not theirs. */
  async delete(userId: string, muteId: string): Promise<void> {
    const result = await this.db
      .deleteFrom('user_mute')
      .where('mute_id', '=', muteId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', MUTE_MESSAGES.notFound);
  }

  /** Deletes expired mutes. */
  async prune(): Promise<number> {
    const result = await this.db
      .deleteFrom('user_mute')
      .where('expire_time', 'is not', null)
      .where('expire_time', '<=', isoAt(this.clock()))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
