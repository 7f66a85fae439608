import type { CaptchaScope } from '@yiying/models';
import type { IdentityDb } from './identity.db.js';
import type { NewSmsCodeRow, SmsCodeRow } from './sms.table.js';

/** Stores a new code and voids the unused older ones of the same mobile and scope. */
export async function insertSmsCode(db: IdentityDb, row: NewSmsCodeRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_code')
      .set({ used_time: row.create_time })
      .where('mobile', '=', row.mobile)
      .where('scope', '=', row.scope)
      .where('used_time', 'is', null)
      .execute();
    await trx.insertInto('sms_code').values(row).execute();
  });
}

export async function findLatestSmsCode(
  db: IdentityDb,
  mobile: string,
  scope: CaptchaScope,
): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('sms_code')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('scope', '=', scope)
    .where('used_time', 'is', null)
    .orderBy('create_time', 'desc')
    .orderBy('code_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong try; answers the tries now recorded. */
export async function addSmsCodeTry(db: IdentityDb, codeId: string): Promise<number> {
  await db
    .updateTable('sms_code')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('code_id', '=', codeId)
    .execute();
  const row = await db.selectFrom('sms_code').select('tries').where('code_id', '=', codeId).executeTakeFirst();
  return row?.tries ?? Number.MAX_SAFE_INTEGER;
}

/**
 * Uses a code once: the update only matches an unused, unexpired code with tries left, so of two
 * concurrent requests (even in two processes) exactly one succeeds.
 */
export async function consumeSmsCode(
  db: IdentityDb,
  codeId: string,
  maxTries: number,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sms_code')
    .set({ used_time: nowIso })
    .where('code_id', '=', codeId)
    .where('used_time', 'is', null)
    .where('tries', '<', maxTries)
    .where('expire_time', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Drops codes past their expiry: they can never be used again, whatever their state. */
export async function deleteExpiredSmsCodes(db: IdentityDb, nowIso: string): Promise<number> {
  const result = await db.deleteFrom('sms_code').where('expire_time', '<=', nowIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
