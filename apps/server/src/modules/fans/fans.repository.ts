import type { FansListQuery, ListFilter } from '@yiying/validation';
import type { FansDb } from './fans.db.js';
import type { FansRow, NewFansRow } from './fans.table.js';

/** What a fans list selects by: the contract's list query without its paging part. */
export type FansFilter = ListFilter<FansListQuery>;

function filtered(db: FansDb, filter: FansFilter) {
  let q = db.selectFrom('fans');
  if (filter.userId !== undefined) q = q.where('user_id', '=', filter.userId);
  if (filter.fansId !== undefined) q = q.where('fans_id', '=', filter.fansId);
  if (filter.enabled !== undefined) q = q.where('enabled', '=', filter.enabled);
  return q;
}

export async function listFans(db: FansDb, filter: FansFilter, limit: number, offset: number): Promise<FansRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countFans(db: FansDb, filter: FansFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findFansById(db: FansDb, id: string): Promise<FansRow | undefined> {
  return db.selectFrom('fans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findFollow(db: FansDb, userId: string, fansId: string): Promise<FansRow | undefined> {
  return db
    .selectFrom('fans')
    .selectAll()
    .where('user_id', '=', userId)
    .where('fans_id', '=', fansId)
    .executeTakeFirst();
}

/** Inserts a follow unless it exists (two clicks or two tabs make one row). */
export async function insertFollow(db: FansDb, row: NewFansRow): Promise<void> {
  await db
    .insertInto('fans')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'fans_id']).doNothing())
    .execute();
}

export async function deleteFollow(db: FansDb, userId: string, fansId: string): Promise<void> {
  await db.deleteFrom('fans').where('user_id', '=', userId).where('fans_id', '=', fansId).execute();
}
