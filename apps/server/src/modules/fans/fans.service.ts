import type { AttentionState, Fans, PagedList, UserExtend } from '@yiying/models';
import { fansContract, type FansListQuery } from '@yiying/validation';
import type { FansDb } from './fans.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageFrom, resolvePage } from '../../lib/paging.js';
import { findUserById, findUsersByIds, userRowToBrief } from '../identity/index.js';
import { countFans, deleteFollow, findFollow, insertFollow, listFans, type FansFilter } from './fans.repository.js';
import type { NotificationService } from '../notification/index.js';
import type { FansRow } from './fans.table.js';

export const FOLLOW_SELF_MESSAGE = '不能关注自己';
export const USER_NOT_FOUND_MESSAGE = '用户不存在';

export async function attentionState(db: FansDb, me: string, other: string): Promise<AttentionState> {
  const [mine, theirs] = await Promise.all([findFollow(db, other, me), findFollow(db, me, other)]);
  return { attention: Boolean(mine), mutual: Boolean(mine && theirs) };
}

export async function followCounts(db: FansDb, userId: string): Promise<Pick<UserExtend, 'attentionNum' | 'fansNum'>> {
  const [attentionNum, fansNum] = await Promise.all([countFans(db, { fansId: userId }), countFans(db, { userId })]);
  return { attentionNum, fansNum };
}

/** `me` follows `userId`; a new follow notifies the followed member (`notifications`, when given). */
export async function follow(
  db: FansDb,
  clock: Clock,
  me: string,
  userId: string,
  notifications?: Pick<NotificationService, 'record'>,
): Promise<FansRow> {
  if (me === userId) throw new AppError('BAD_REQUEST', FOLLOW_SELF_MESSAGE);
  if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  const existed = await findFollow(db, userId, me);
  const now = clock();
  await insertFollow(db, { id: newId(now), user_id: userId, fans_id: me, enabled: 1, create_time: isoAt(now) });
  if (!existed && notifications) {
    await notifications.record(db, { userId, actorId: me, action: 'follow' });
  }
  const row = await findFollow(db, userId, me);
  if (!row) throw new AppError('INTERNAL');
  return row;
}

export async function unfollow(db: FansDb, me: string, userId: string): Promise<void> {
  await deleteFollow(db, userId, me);
}

/** Rows with the user on the `side` of each relation (the follower or the followed). */
export async function toEntries(db: FansDb, rows: FansRow[], side: 'fans' | 'followed'): Promise<Fans[]> {
  const ids = rows.map((r) => (side === 'fans' ? r.fans_id : r.user_id));
  const users = new Map((await findUsersByIds(db, ids)).map((u) => [u.user_id, u]));
  return rows.map((row) => {
    const otherId = side === 'fans' ? row.fans_id : row.user_id;
    const other = users.get(otherId);
    return {
      id: row.id,
      fansId: row.fans_id,
      userId: row.user_id,
      enabled: row.enabled,
      createTime: row.create_time,
      user: other ? userRowToBrief(other) : { userId: otherId, username: '', avatar: '' },
    };
  });
}

/**
 * A page of relations. Listing someone's fans shows the followers; listing whom someone follows
 * (`fansId` only) shows the followed users.
 */
export async function listFansPage(
  db: FansDb,
  query: Omit<FansListQuery, 'pageSize'> & { pageSize?: number },
): Promise<PagedList<Fans>> {
  const page = resolvePage(query, fansContract.pageSize);
  const filter: FansFilter = { userId: query.userId, fansId: query.fansId, enabled: query.enabled };
  const side = query.fansId !== undefined && query.userId === undefined ? 'followed' : 'fans';
  return pageFrom(
    page,
    (limit, offset) => listFans(db, filter, limit, offset),
    () => countFans(db, filter),
    (rows) => toEntries(db, rows, side),
  );
}
