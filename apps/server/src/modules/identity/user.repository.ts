import { displayNameKey } from '../../lib/display-name.js';
import type { Kysely } from 'kysely';
import type { UserBrief } from '@yiying/models';
import type { Database } from '../../db/schema.js';
import type { NewUserRow, UserRow } from './user.table.js';

/** The public face of a user as embedded in other records. */
export function userRowToBrief(row: Pick<UserRow, 'user_id' | 'username' | 'avatar' | 'type'>): UserBrief {
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

export async function insertUsers(db: Kysely<Database>, rows: NewUserRow[]): Promise<void> {
  if (rows.length > 0) {
    const keyed = rows.map((row) => ({ ...row, name_key: displayNameKey(row.username) }));
    await db.insertInto('user').values(keyed).execute();
  }
}

export async function findUsersByMobiles(db: Kysely<Database>, mobiles: readonly string[]): Promise<UserRow[]> {
  if (mobiles.length === 0) return [];
  return db
    .selectFrom('user')
    .selectAll()
    .where('mobile', 'in', [...mobiles])
    .orderBy('mobile')
    .execute();
}

/** Whether a member other than `exceptUserId` already goes by a name equal to `username` once normalised. */
export async function displayNameTaken(
  db: Kysely<Database>,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  let q = db.selectFrom('user').select('user_id').where('name_key', '=', displayNameKey(username));
  if (exceptUserId) q = q.where('user_id', '!=', exceptUserId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export async function findUserById(db: Kysely<Database>, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findUserByMobile(db: Kysely<Database>, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export async function findUsersByIds(db: Kysely<Database>, userIds: readonly string[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user')
    .selectAll()
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
}

export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'username'
    | 'avatar'
    | 'signature'
    | 'mobile'
    | 'password_hash'
    | 'login_type'
    | 'type'
    | 'certificate_state'
    | 'role'
  >
>;

export async function updateUser(
  db: Kysely<Database>,
  userId: string,
  changes: UserChanges,
  updateTime: string,
): Promise<void> {
  await db
    .updateTable('user')
    .set({
      ...changes,
      ...(changes.username !== undefined ? { name_key: displayNameKey(changes.username) } : {}),
      update_time: updateTime,
    })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Deletes a member's row: follows both ways, notifications, albums, certificates, tokens, subscriptions, entries,
 * reports and the rest cascade with it (the last step of erasing a member).
 */
export async function deleteUserRow(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('user').where('user_id', '=', userId).execute();
}
