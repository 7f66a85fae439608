// Over 400 lines: every prepared statement of the chat (messages, acks, sessions, blocks), batched for group commit.
import { sql } from 'kysely';
import type { ImPermission } from '@yiying/models';
import type { ImDb } from './im.db.js';
import type { ImMsgRow, ImSessionRow, NewImMsgRow, StoredMessageState } from './im.table.js';
import { prepared, preparedBatch } from '../../lib/prepared.js';

type Db = ImDb;

/**
 * Stores messages (in order) and moves their conversation rows in the caller's transaction: for each message the
 * sender's row gets the preview, the receiver's the preview and one more unread message from this sender. A batch
 * takes one insert for the messages and one upsert for the conversation rows: each row touched gets the preview and
 * time of the last message in the batch that touches it, and the unread count of all of them at once. A repeated send
 * (same sender and `client_id` as a stored message) stores nothing and moves no counter: the answer maps its new id
 * to the stored row.
 */
export async function insertMessages(
  db: Db,
  entries: readonly { row: NewImMsgRow; preview: string }[],
): Promise<Map<string, ImMsgRow>> {
  const repeated = new Map<string, ImMsgRow>();
  if (entries.length === 0) return repeated;
  const rows = await storeNewMessages(db, entries, repeated);
  if (rows.length === 0) return repeated;
  const sessions = new Map<string, ImSessionRow>();
  const touch = (owner: string, peer: string, preview: string, time: string, unread: number) => {
    const key = `${owner}\u0000${peer}`;
    const seen = sessions.get(key);
    if (seen) {
      seen.newest = preview;
      seen.update_time = time;
      seen.unread += unread;
    } else {
      sessions.set(key, {
        owner_id: owner,
        peer_id: peer,
        newest: preview,
        unread,
        create_time: time,
        update_time: time,
      });
    }
  };
  for (const { row, preview } of rows) {
    touch(row.from_id, row.to_id, preview, row.create_time, 0);
    touch(row.to_id, row.from_id, preview, row.create_time, 1);
  }
  const values: unknown[] = [];
  for (const s of sessions.values())
    values.push(s.owner_id, s.peer_id, s.newest, s.unread, s.create_time, s.update_time);
  await upsertSessions(db, sessions.size, values);
  return repeated;
}

/** The columns of a stored message, in the order the batch inserts take their values. */
const MESSAGE_COLUMNS = [
  'msg_id',
  'from_id',
  'to_id',
  'type',
  'content_type',
  'content',
  'state',
  'from_deleted',
  'to_deleted',
  'create_time',
  'update_time',
  'client_id',
] as const;

/** One message's values in {@link MESSAGE_COLUMNS} order (the columns a row leaves out take their defaults). */
function messageValues(row: NewImMsgRow, into: unknown[]): void {
  into.push(
    row.msg_id,
    row.from_id,
    row.to_id,
    row.type,
    row.content_type,
    row.content,
    row.state,
    row.from_deleted ?? 0,
    row.to_deleted ?? 0,
    row.create_time,
    row.update_time,
    row.client_id ?? null,
  );
}

/** `count` message rows, their values laid out by `messageValues`. */
function messageRows(count: number, param: (index: number) => string): NewImMsgRow[] {
  const rows: NewImMsgRow[] = [];
  for (let r = 0; r < count; r += 1) {
    const at = r * MESSAGE_COLUMNS.length;
    rows.push(
      Object.fromEntries(MESSAGE_COLUMNS.map((column, c) => [column, param(at + c)])) as unknown as NewImMsgRow,
    );
  }
  return rows;
}

// The statements of a batch (a group commit's rows) are compiled once per size, not built for every batch.
const insertMessagesPlain = preparedBatch((db, count, param) =>
  db.insertInto('im_msg').values(messageRows(count, param)),
);

const insertMessagesOnce = preparedBatch((db, count, param) =>
  db
    .insertInto('im_msg')
    .values(messageRows(count, param))
    .onConflict((oc) => oc.columns(['from_id', 'client_id']).where('client_id', 'is not', null).doNothing())
    .returning('msg_id'),
);

const upsertSessions = preparedBatch((db, count, param) => {
  const rows: ImSessionRow[] = [];
  for (let r = 0; r < count; r += 1) {
    const at = r * 6;
    rows.push({
      owner_id: param(at),
      peer_id: param(at + 1),
      newest: param(at + 2),
      unread: param(at + 3) as unknown as number,
      create_time: param(at + 4),
      update_time: param(at + 5),
    });
  }
  return db
    .insertInto('im_session')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['owner_id', 'peer_id']).doUpdateSet((eb) => ({
        newest: eb.ref('excluded.newest'),
        update_time: eb.ref('excluded.update_time'),
        unread: sql<number>`im_session.unread + excluded.unread`,
      })),
    );
});

/**
 * Inserts the messages; a message whose sender already stored one with the same `client_id` (a repeated send) is not
 * inserted again: `repeated` gets the stored row under the new row's id. Answers the entries actually inserted.
 */
async function storeNewMessages(
  db: Db,
  entries: readonly { row: NewImMsgRow; preview: string }[],
  repeated: Map<string, ImMsgRow>,
): Promise<{ row: NewImMsgRow; preview: string }[]> {
  const values: unknown[] = [];
  for (const entry of entries) messageValues(entry.row, values);
  if (entries.every(({ row }) => row.client_id === null || row.client_id === undefined)) {
    await insertMessagesPlain(db, entries.length, values);
    return [...entries];
  }
  const inserted = new Set((await insertMessagesOnce(db, entries.length, values)).map((r) => r.msg_id));
  if (inserted.size === entries.length) return [...entries];
  const skipped = entries.filter((entry) => !inserted.has(entry.row.msg_id));
  const stored = await db
    .selectFrom('im_msg')
    .selectAll()
    .where((eb) =>
      eb.or(
        skipped.map(({ row }) =>
          eb.and([eb('from_id', '=', row.from_id), eb('client_id', '=', row.client_id as string)]),
        ),
      ),
    )
    .execute();
  const byClient = new Map(stored.map((row) => [`${row.from_id}\u0000${row.client_id}`, row]));
  for (const { row } of skipped) {
    const earlier = byClient.get(`${row.from_id}\u0000${row.client_id}`);
    if (!earlier) throw new Error(`message ${row.msg_id} was neither stored nor found by its client id`);
    repeated.set(row.msg_id, earlier);
  }
  return entries.filter((entry) => inserted.has(entry.row.msg_id));
}

/** What a send needs to know of one side: the name and avatar shown, whether it blocks the other side, its setting. */
export interface SendParty {
  user_id: string;
  username: string;
  avatar: string;
  /** This member blocks the other one. */
  blocks_other: boolean;
  permission: ImPermission | null;
}

const sendPartiesQuery = prepared(['a', 'b'], (db, param) =>
  db
    .selectFrom('user as u')
    .select((eb) => [
      'u.user_id',
      'u.username',
      'u.avatar',
      eb
        .exists(
          eb
            .selectFrom('user_block as b')
            .select('b.user_id')
            .whereRef('b.user_id', '=', 'u.user_id')
            .where('b.blocked_id', 'in', [param('a'), param('b')])
            .whereRef('b.blocked_id', '!=', 'u.user_id'),
        )
        .as('blocks_other'),
      eb.selectFrom('im_setting as s').select('s.permission').whereRef('s.user_id', '=', 'u.user_id').as('permission'),
    ])
    .where('u.user_id', 'in', [param('a'), param('b')]),
);

/**
 * Both sides of a message in one statement (a send's hot path): each existing member's brief, whether they block the
 * other and who may message them. A member who does not exist has no entry.
 */
export async function sendParties(db: Db, from: string, to: string): Promise<Map<string, SendParty>> {
  const rows = await sendPartiesQuery(db, { a: from, b: to });
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        user_id: row.user_id,
        username: row.username,
        avatar: row.avatar,
        blocks_other: Boolean(row.blocks_other),
        permission: row.permission ?? null,
      },
    ]),
  );
}

const idList = (count: number, param: (index: number) => string) => Array.from({ length: count }, (_, i) => param(i));

/** Members' briefs with their chat setting, by id. */
const partyBriefs = preparedBatch((db, count, param) =>
  db
    .selectFrom('user as u')
    .leftJoin('im_setting as s', 's.user_id', 'u.user_id')
    .select(['u.user_id', 'u.username', 'u.avatar', 's.permission'])
    .where('u.user_id', 'in', idList(count, param)),
);

/** The blocks among members, by their ids. */
const blocksAmong = preparedBatch((db, count, param) =>
  db
    .selectFrom('user_block')
    .select(['user_id', 'blocked_id'])
    .where('user_id', 'in', idList(count, param))
    .where('blocked_id', 'in', idList(count, param)),
);

/**
 * {@link sendParties} of many sends at once, in two statements whatever their number: the members' briefs with their
 * settings, and the blocks among them. One map per pair, in order.
 */
export async function sendPartiesOfPairs(
  db: Db,
  pairs: readonly { from: string; to: string }[],
): Promise<Map<string, SendParty>[]> {
  if (pairs.length === 1) {
    const [only] = pairs as [{ from: string; to: string }];
    return [await sendParties(db, only.from, only.to)];
  }
  const ids = [...new Set(pairs.flatMap((pair) => [pair.from, pair.to]))];
  const [users, blocks] = await Promise.all([partyBriefs(db, ids.length, ids), blocksAmong(db, ids.length, ids)]);
  const byId = new Map(users.map((user) => [user.user_id, user]));
  const blocked = new Set(blocks.map((block) => `${block.user_id}\u0000${block.blocked_id}`));
  return pairs.map(({ from, to }) => {
    const parties = new Map<string, SendParty>();
    for (const [me, other] of [
      [from, to],
      [to, from],
    ] as const) {
      const user = byId.get(me);
      if (!user) continue;
      parties.set(me, {
        user_id: user.user_id,
        username: user.username,
        avatar: user.avatar,
        blocks_other: me !== other && blocked.has(`${me}\u0000${other}`),
        permission: (user.permission as ImPermission | null) ?? null,
      });
    }
    return parties;
  });
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

/** The acknowledgement of `count` messages: the time, then each message's id and receiver. */
const acknowledgeQuery = preparedBatch((db, count, param) =>
  db
    .updateTable('im_msg')
    .set({ state: 'received', update_time: param(0) })
    // (SQLite takes a list of row values only from a subquery, so the pairs are spelled out; each uses the key.)
    .where((eb) =>
      eb.or(
        Array.from({ length: count }, (_, i) =>
          eb.and([eb('msg_id', '=', param(1 + 2 * i)), eb('to_id', '=', param(2 + 2 * i))]),
        ),
      ),
    )
    .where('state', '=', 'ready_send')
    .returning(['msg_id', 'to_id', 'from_id']),
);

/**
 * `ready_send` → `received` for messages to their acknowledging member, in one statement; answers, per item, the
 * sender when that item moved the message (a repeated ack, in this batch or earlier, moves nothing).
 */
export async function acknowledgeAll(
  db: Db,
  items: readonly { msgId: string; me: string }[],
  time: string,
): Promise<(string | undefined)[]> {
  if (items.length === 0) return [];
  const values: unknown[] = [time];
  for (const item of items) values.push(item.msgId, item.me);
  const moved = await acknowledgeQuery(db, items.length, values);
  const senders = new Map(moved.map((row) => [`${row.msg_id}\u0000${row.to_id}`, row.from_id]));
  return items.map((item) => {
    const key = `${item.msgId}\u0000${item.me}`;
    const sender = senders.get(key);
    // Only the first of repeated acks answers the sender.
    senders.delete(key);
    return sender;
  });
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
