import type { WxMpDb } from './wxMp.db.js';

export async function findUserIdByOpenid(db: WxMpDb, openid: string): Promise<string | undefined> {
  const row = await db.selectFrom('user_wxmp').select('user_id').where('openid', '=', openid).executeTakeFirst();
  return row?.user_id;
}

export async function insertUserOpenid(db: WxMpDb, openid: string, userId: string, createTime: string): Promise<void> {
  await db
    .insertInto('user_wxmp')
    .values({ openid, user_id: userId, create_time: createTime })
    .onConflict((oc) => oc.column('openid').doNothing())
    .execute();
}
