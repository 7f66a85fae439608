import type { CommentRecord, Reply, UserBrief } from '@yiying/models';
import { COMMENT_REPLY_PREVIEW } from '@yiying/validation';
import type { CommentDb } from './comment.db.js';
import { findUsersByIds, userRowToBrief } from '../identity/index.js';
import type { CommentRow, ReplyRow } from './comment.table.js';

async function briefs(db: CommentDb, ids: readonly (string | null)[]): Promise<Map<string, UserBrief>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  return new Map((await findUsersByIds(db, wanted)).map((u) => [u.user_id, userRowToBrief(u)]));
}

function unknownUser(userId: string): UserBrief {
  return { userId, username: '', avatar: '' };
}

/** Replies with their writer and the member they answer. */
export async function toReplies(db: CommentDb, rows: readonly ReplyRow[]): Promise<Reply[]> {
  const users = await briefs(
    db,
    rows.flatMap((r) => [r.user_id, r.to_user_id]),
  );
  return rows.map((row) => ({
    replyId: row.reply_id,
    commentId: row.comment_id,
    contentId: row.content_id,
    parentId: row.parent_id,
    content: row.content,
    createBy: row.user_id,
    createTime: row.create_time,
    creator: users.get(row.user_id) ?? unknownUser(row.user_id),
    toUser: row.to_user_id ? (users.get(row.to_user_id) ?? unknownUser(row.to_user_id)) : null,
  }));
}

/** Comments with their reply counts and first replies (oldest first). */
export async function toComments(db: CommentDb, rows: readonly CommentRow[]): Promise<CommentRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.comment_id);
  const [users, counts, replies] = await Promise.all([
    briefs(
      db,
      rows.map((r) => r.user_id),
    ),
    db
      .selectFrom('reply')
      .select(['comment_id', (eb) => eb.fn.countAll().as('n')])
      .where('comment_id', 'in', ids)
      .groupBy('comment_id')
      .execute(),
    db
      .selectFrom('reply')
      .selectAll()
      .where('comment_id', 'in', ids)
      .orderBy('create_time', 'asc')
      .orderBy('reply_id', 'asc')
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.comment_id, Number(c.n)]));
  const firstReplies = new Map<string, ReplyRow[]>();
  for (const reply of replies) {
    const list = firstReplies.get(reply.comment_id) ?? [];
    if (list.length < COMMENT_REPLY_PREVIEW) list.push(reply);
    firstReplies.set(reply.comment_id, list);
  }
  const replyRecords = new Map(
    (await toReplies(db, [...firstReplies.values()].flat())).map((r) => [r.replyId, r] as const),
  );
  return rows.map((row) => ({
    commentId: row.comment_id,
    contentId: row.content_id,
    parentId: row.parent_id,
    content: row.content,
    createBy: row.user_id,
    createTime: row.create_time,
    creator: users.get(row.user_id) ?? unknownUser(row.user_id),
    replyNum: countOf.get(row.comment_id) ?? 0,
    likesNum: 0,
    replys: (firstReplies.get(row.comment_id) ?? []).map((r) => replyRecords.get(r.reply_id) as Reply),
  }));
}
