import { displayNameKey } from '../../lib/display-name.js';
import type { UserBrief } from '@yiying/models';
import type { IdentityDb } from './identity.db.js';
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

export async function countUsers(db: IdentityDb): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUsers(db: IdentityDb, rows: NewUserRow[]): Promise<void> {
  if (rows.length > 0) {
    const keyed = rows.map((row) => ({ ...row, name_key: displayNameKey(row.username) }));
    await db.insertInto('user').values(keyed).execute();
  }
}

export async function findUsersByMobiles(db: IdentityDb, mobiles: readonly string[]): Promise<UserRow[]> {
  if (mobiles.length === 0) return [];
  return db
    .selectFrom('user')
    .selectAll()
    .where('mobile', 'in', [...mobiles])
    .orderBy('mobile')
    .execute();
}

/** Whether a member other than `exceptUserId` already goes by a name equal to `username` once normalised. */
export async function displayNameTaken(db: IdentityDb, username: string, exceptUserId?: string): Promise<boolean> {
  let q = db.selectFrom('user').select('user_id').where('name_key', '=', displayNameKey(username));
  if (exceptUserId) q = q.where('user_id', '!=', exceptUserId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export async function findUserById(db: IdentityDb, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findUserByMobile(db: IdentityDb, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export async function findUsersByIds(db: IdentityDb, userIds: readonly string[]): Promise<UserRow[]> {
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
  db: IdentityDb,
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
export async function deleteUserRow(db: IdentityDb, userId: string): Promise<void> {
  await db.deleteFrom('user').where('user_id', '=', userId).execute();
}
