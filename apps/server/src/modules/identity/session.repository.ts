import type { IdentityDb } from './identity.db.js';
import type { NewUserTokenRow, UserTokenRow } from './session.table.js';

export async function insertToken(db: IdentityDb, row: NewUserTokenRow): Promise<void> {
  await db.insertInto('user_token').values(row).execute();
}

export async function findTokenByAccessHash(db: IdentityDb, hash: string): Promise<UserTokenRow | undefined> {
  return db.selectFrom('user_token').selectAll().where('access_hash', '=', hash).executeTakeFirst();
}

export async function findTokenByRefreshHash(db: IdentityDb, hash: string): Promise<UserTokenRow | undefined> {
  return db.selectFrom('user_token').selectAll().where('refresh_hash', '=', hash).executeTakeFirst();
}

/** Records the latest use of a pair (登录设备). */
export async function markUsed(
  db: IdentityDb,
  tokenId: string,
  client: { ip: string; userAgent: string },
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('user_token')
    .set({ ip: client.ip, user_agent: client.userAgent, last_used_time: nowIso })
    .where('token_id', '=', tokenId)
    .execute();
}

/** The live pair of each login of a member (neither exchanged nor revoked), newest use first. */
export async function listLiveTokens(db: IdentityDb, userId: string, nowIso: string): Promise<UserTokenRow[]> {
  return db
    .selectFrom('user_token')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_time', 'is', null)
    .where('rotated_time', 'is', null)
    .where('refresh_expire_time', '>', nowIso)
    .orderBy('create_time', 'desc')
    .execute();
}

/** When each login began: the first pair of its family. */
export async function familyStartTimes(db: IdentityDb, familyIds: readonly string[]): Promise<Map<string, string>> {
  if (familyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_token')
    .select(['family_id', (eb) => eb.fn.min('create_time').as('start')])
    .where('family_id', 'in', [...familyIds])
    .groupBy('family_id')
    .execute();
  return new Map(rows.map((row) => [row.family_id, String(row.start)]));
}

/** Marks a pair as exchanged; false when another request got there first (or it was revoked). */
export async function markRotated(db: IdentityDb, tokenId: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('user_token')
    .set({ rotated_time: nowIso })
    .where('token_id', '=', tokenId)
    .where('rotated_time', 'is', null)
    .where('revoked_time', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: IdentityDb, familyId: string, nowIso: string): Promise<void> {
  await db
    .updateTable('user_token')
    .set({ revoked_time: nowIso })
    .where('family_id', '=', familyId)
    .where('revoked_time', 'is', null)
    .execute();
}

/** Revokes every session of a member, except `keepFamily` (the one changing the password). */
export async function revokeUserTokens(
  db: IdentityDb,
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
export async function deleteExpiredTokens(db: IdentityDb, nowIso: string): Promise<number> {
  const result = await db.deleteFrom('user_token').where('refresh_expire_time', '<=', nowIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
