import { sql, type Kysely } from 'kysely';
import type { ImPermission } from '@yiying/models';
import type { Database } from '../../db/schema.js';
import type { ImMsgRow, ImSessionRow, NewImMsgRow, StoredMessageState } from './im.table.js';

type Db = Kysely<Database>;

/**
 * Stores a message and moves both conversation rows in the caller's transaction: the sender's gets the preview, the
 * receiver's the preview and one more unread message from this sender.
 */
export async function insertMessage(db: Db, row: NewImMsgRow, preview: string): Promise<void> {
  await db.insertInto('im_msg').values(row).execute();
  const time = row.create_time;
  await db
    .insertInto('im_session')
    .values({
      owner_id: row.from_id,
      peer_id: row.to_id,
      newest: preview,
      unread: 0,
      create_time: time,
      update_time: time,
    })
    .onConflict((oc) => oc.columns(['owner_id', 'peer_id']).doUpdateSet({ newest: preview, update_time: time }))
    .execute();
  await db
    .insertInto('im_session')
    .values({
      owner_id: row.to_id,
      peer_id: row.from_id,
      newest: preview,
      unread: 1,
      create_time: time,
      update_time: time,
    })
    .onConflict((oc) =>
      oc.columns(['owner_id', 'peer_id']).doUpdateSet({
        newest: preview,
        update_time: time,
        unread: sql<number>`im_session.unread + 1`,
      }),
    )
    .execute();
}

/** One page of the conversation of `me` with `peer` (copies `me` deleted left out), newest first, older than `before`. */
export async function conversationPage(
  db: Db,
  me: string,
  peer: string,
  limit: number,
  before?: string,
): Promise<ImMsgRow[]> {
  let q = db
    .selectFrom('im_msg')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('from_id', '=', me), eb('to_id', '=', peer), eb('from_deleted', '=', 0)]),
        eb.and([eb('from_id', '=', peer), eb('to_id', '=', me), eb('to_deleted', '=', 0)]),
      ]),
    );
  if (before) q = q.where('msg_id', '<', before);
  return q.orderBy('msg_id', 'desc').limit(limit).execute();
}

export async function findMessage(db: Db, msgId: string): Promise<ImMsgRow | undefined> {
  return db.selectFrom('im_msg').selectAll().where('msg_id', '=', msgId).executeTakeFirst();
}

/** Deletes `me`'s copy; the row goes once neither side keeps one. */
export async function deleteCopy(db: Db, row: ImMsgRow, me: string): Promise<void> {
  const fromDeleted = row.from_id === me ? 1 : row.from_deleted;
  const toDeleted = row.to_id === me ? 1 : row.to_deleted;
  if (fromDeleted && toDeleted) {
    await db.deleteFrom('im_msg').where('msg_id', '=', row.msg_id).execute();
    return;
  }
  await db
    .updateTable('im_msg')
    .set({ from_deleted: fromDeleted, to_deleted: toDeleted })
    .where('msg_id', '=', row.msg_id)
    .execute();
}

/** Messages pushed to `me` and never acknowledged, oldest first (re-pushed when a socket opens). */
export async function pendingFor(db: Db, me: string, limit: number): Promise<ImMsgRow[]> {
  return db
    .selectFrom('im_msg')
    .selectAll()
    .where('to_id', '=', me)
    .where('state', '=', 'ready_send')
    .where('to_deleted', '=', 0)
    .orderBy('msg_id', 'asc')
    .limit(limit)
    .execute();
}

/** `ready_send` → `received` for a message to `me`; the sender when it moved (a repeated ack moves nothing). */
export async function acknowledge(db: Db, msgId: string, me: string, time: string): Promise<string | undefined> {
  const moved = await db
    .updateTable('im_msg')
    .set({ state: 'received', update_time: time })
    .where('msg_id', '=', msgId)
    .where('to_id', '=', me)
    .where('state', '=', 'ready_send')
    .returning('from_id')
    .executeTakeFirst();
  return moved?.from_id;
}

/** Marks every message of `peer` to `me` read and clears the counter, in one transaction; the ids that changed. */
export async function markConversationRead(db: Db, me: string, peer: string, time: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('im_msg')
      .set({ state: 'read' satisfies StoredMessageState, update_time: time })
      .where('to_id', '=', me)
      .where('from_id', '=', peer)
      .where('state', '!=', 'read')
      .returning('msg_id')
      .execute();
    await trx
      .updateTable('im_session')
      .set({ unread: 0 })
      .where('owner_id', '=', me)
      .where('peer_id', '=', peer)
      .execute();
    return rows.map((r) => r.msg_id);
  });
}

export async function sessionsOf(db: Db, me: string, limit: number): Promise<ImSessionRow[]> {
  return db
    .selectFrom('im_session')
    .selectAll()
    .where('owner_id', '=', me)
    .orderBy('update_time', 'desc')
    .orderBy('peer_id', 'asc')
    .limit(limit)
    .execute();
}

/** Unread private messages of `me`, all senders. */
export async function unreadTotal(db: Db, me: string): Promise<number> {
  const row = await db
    .selectFrom('im_session')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread'), sql<number>`0`).as('n'))
    .where('owner_id', '=', me)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes the conversation from `me`'s list, with `me`'s copies of its messages. */
export async function deleteSession(db: Db, me: string, peer: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('im_session').where('owner_id', '=', me).where('peer_id', '=', peer).execute();
    await trx
      .updateTable('im_msg')
      .set({ from_deleted: 1 })
      .where('from_id', '=', me)
      .where('to_id', '=', peer)
      .execute();
    await trx
      .updateTable('im_msg')
      .set({ to_deleted: 1 })
      .where('to_id', '=', me)
      .where('from_id', '=', peer)
      .execute();
    await trx
      .deleteFrom('im_msg')
      .where('from_deleted', '=', 1)
      .where('to_deleted', '=', 1)
      .where((eb) =>
        eb.or([
          eb.and([eb('from_id', '=', me), eb('to_id', '=', peer)]),
          eb.and([eb('from_id', '=', peer), eb('to_id', '=', me)]),
        ]),
      )
      .execute();
  });
}

export async function permissionOf(db: Db, userId: string): Promise<ImPermission | undefined> {
  const row = await db.selectFrom('im_setting').select('permission').where('user_id', '=', userId).executeTakeFirst();
  return row?.permission;
}

export async function savePermission(db: Db, userId: string, permission: ImPermission, time: string): Promise<void> {
  await db
    .insertInto('im_setting')
    .values({ user_id: userId, permission, update_time: time })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ permission, update_time: time }))
    .execute();
}
