import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewUserTokenRow, UserTokenRow } from './session.table.js';

export async function insertToken(db: Kysely<Database>, row: NewUserTokenRow): Promise<void> {
  await db.insertInto('user_token').values(row).execute();
}

export async function findTokenByAccessHash(db: Kysely<Database>, hash: string): Promise<UserTokenRow | undefined> {
  return db.selectFrom('user_token').selectAll().where('access_hash', '=', hash).executeTakeFirst();
}

export async function findTokenByRefreshHash(db: Kysely<Database>, hash: string): Promise<UserTokenRow | undefined> {
  return db.selectFrom('user_token').selectAll().where('refresh_hash', '=', hash).executeTakeFirst();
}

/** Marks a pair as exchanged; false when another request got there first (or it was revoked). */
export async function markRotated(db: Kysely<Database>, tokenId: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('user_token')
    .set({ rotated_time: nowIso })
    .where('token_id', '=', tokenId)
    .where('rotated_time', 'is', null)
    .where('revoked_time', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Kysely<Database>, familyId: string, nowIso: string): Promise<void> {
  await db
    .updateTable('user_token')
    .set({ revoked_time: nowIso })
    .where('family_id', '=', familyId)
    .where('revoked_time', 'is', null)
    .execute();
}

/** Revokes every session of a member, except `keepFamily` (the one changing the password). */
export async function revokeUserTokens(
  db: Kysely<Database>,
  userId: string,
  nowIso: string,
  keepFamily?: string,
): Promise<void> {
  let q = db
    .updateTable('user_token')
    .set({ revoked_time: nowIso })
    .where('user_id', '=', userId)
    .where('revoked_time', 'is', null);
  if (keepFamily) q = q.where('family_id', '!=', keepFamily);
  await q.execute();
}

/** Drops pairs whose refresh token expired: neither token of the pair can be used any more. */
export async function deleteExpiredTokens(db: Kysely<Database>, nowIso: string): Promise<number> {
  const result = await db.deleteFrom('user_token').where('refresh_expire_time', '<=', nowIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
