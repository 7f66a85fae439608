import type { Kysely } from 'kysely';
import type { UserBrief } from '@yiying/models';
import type { Database } from '../../db/schema.js';
import type { NewUserRow, UserRow } from './user.table.js';

/** The public face of a user as embedded in other records. */
export function userRowToBrief(
  row: Pick<UserRow, 'user_id' | 'username' | 'avatar' | 'type'>,
): UserBrief {
  return {
    userId: row.user_id,
    username: row.username,
    avatar: row.avatar,
    type: row.type,
  };
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUsers(
  db: Kysely<Database>,
  rows: NewUserRow[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('user').values(rows).execute();
}

export async function findUsersByMobiles(
  db: Kysely<Database>,
  mobiles: readonly string[],
): Promise<UserRow[]> {
  if (mobiles.length === 0) return [];
  return db
    .selectFrom('user')
    .selectAll()
    .where('mobile', 'in', [...mobiles])
    .orderBy('mobile')
    .execute();
}

export async function listUserIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .select('user_id')
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}
