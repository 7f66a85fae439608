import { sql, type Kysely } from 'kysely';
import { type CommentRecord, type PagedList, type Reply, type UserBrief } from '@yiying/models';
import {
  COMMENT_REPLY_PREVIEW,
  commentContract,
  replyContract,
  type CommentCreateBody,
  type CommentListQuery,
  type PersonalCommentQuery,
  type ReplyCreateBody,
  type ReplyListQuery,
  type SubCommentQuery,
} from '@yiying/validation';
import type { Database } from '../../db/schema.js';
import type { GuardOutcome, TextGuard } from '../../lib/text-guard/index.js';
import { foldedWordIn, withoutHiddenWords, type MuteSet } from '../mute/index.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pagedList } from '../../lib/envelope.js';
import { newId } from '../../lib/ids.js';
import { resolvePage } from '../../lib/paging.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import {
  CONTENT_NOT_FOUND_MESSAGE,
  contentVisibleTo,
  findContentByIds,
  refreshHotScores,
  type ContentWithCreatorRow,
  type Viewer,
} from '../content/index.js';
import { findUsersByIds, userRowToBrief } from '../identity/index.js';
import type { NotificationService } from '../notification/index.js';
import type { CommentRow, ReplyRow } from './comment.table.js';

export const COMMENT_NOT_FOUND_MESSAGE = '评论不存在';
export const REPLY_NOT_FOUND_MESSAGE = '回复不存在';
export const COMMENTS_CLOSED_MESSAGE = '作者已关闭评论';
export const REPLY_PARENT_MISMATCH_MESSAGE = '回复的对象不在这条评论下';

/** What the comment services use. */
export interface CommentDeps {
  db: Kysely<Database>;
  clock: Clock;
  cache: TtlCache;
  notifications: Pick<NotificationService, 'record' | 'transaction'>;
  /** The watch list: 屏蔽 refuses, 审核 holds the text for the review queue, 替换 stars, 标记 flags. */
  guard?: TextGuard;
}

/** How a write of a comment or reply treats the watch list: `unchecked` when an admin approved the held text. */
export interface CommentWriteOptions {
  unchecked?: boolean;
}

/**
 * Runs the watch list over a comment or reply: throws 屏蔽's message, or — for 审核 — puts the text in the review
 * queue and answers 202 已提交审核 (it is written when an admin approves it). Answers the text to store and the outcome
 * to flag after the write.
 */
async function guardText(
  deps: CommentDeps,
  viewer: NonNullable<Viewer>,
  source: 'comment' | 'reply',
  text: string,
  held: { contentId: string; title: string; payload: unknown },
  options: CommentWriteOptions,
): Promise<{ text: string; outcome: GuardOutcome<'text'> | null }> {
  if (!deps.guard || options.unchecked) return { text, outcome: null };
  const outcome = await deps.guard.inspect({ text });
  if (outcome.action === 'hold') {
    await deps.guard.enqueue(deps.db, {
      kind: 'comment',
      mode: 'held',
      source,
      userId: viewer.userId,
      contentId: held.contentId,
      title: held.title,
      plain: outcome.plain,
      matches: outcome.matches,
      payload: held.payload,
    });
    throw new AppError('ACCEPTED', COMMENT_HELD_MESSAGE);
  }
  return { text: (outcome.values.text as string | undefined) ?? text, outcome };
}

/** What a member whose comment waits for review reads. */
export const COMMENT_HELD_MESSAGE = '已提交审核，审核通过后将公开显示';

async function visiblePost(db: Kysely<Database>, viewer: Viewer, contentId: string): Promise<ContentWithCreatorRow> {
  const [row] = await findContentByIds(db, viewer, [contentId]);
  if (!row) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
  return row;
}

/** A post that takes comments: visible, published, its comment switch on (1). */
async function openPost(db: Kysely<Database>, viewer: Viewer, contentId: string) {
  const post = await visiblePost(db, viewer, contentId);
  if (post.state !== 'publish' || post.comments !== 1) throw new AppError('FORBIDDEN', COMMENTS_CLOSED_MESSAGE);
  return post;
}

/** `comment_num` counts a post's comments and replies, from the rows. */
async function recountComments(db: Kysely<Database>, contentId: string, now: number): Promise<void> {
  await db
    .updateTable('content')
    .set({
      comment_num: sql<number>`(select count(*) from ${sql.table('comment')} where ${sql.ref('comment.content_id')} = ${contentId}) + (select count(*) from ${sql.table('reply')} where ${sql.ref('reply.content_id')} = ${contentId})`,
    })
    .where('content_id', '=', contentId)
    .execute();
  await refreshHotScores(db, now, { ids: [contentId] });
}

async function briefs(db: Kysely<Database>, ids: readonly (string | null)[]): Promise<Map<string, UserBrief>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  return new Map((await findUsersByIds(db, wanted)).map((u) => [u.user_id, userRowToBrief(u)]));
}

function unknownUser(userId: string): UserBrief {
  return { userId, username: '', avatar: '' };
}

async function toReplies(db: Kysely<Database>, rows: readonly ReplyRow[]): Promise<Reply[]> {
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
async function toComments(db: Kysely<Database>, rows: readonly CommentRow[]): Promise<CommentRecord[]> {
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

/** `GET /api/comment/list`: comments of a post `viewer` may see, newest first. */
export async function listComments(
  db: Kysely<Database>,
  viewer: Viewer,
  query: CommentListQuery,
  mutes?: MuteSet,
): Promise<PagedList<CommentRecord>> {
  await visiblePost(db, viewer, query.contentId);
  const page = resolvePage(query, commentContract.pageSize);
  let base = db.selectFrom('comment').where('content_id', '=', query.contentId);
  // The viewer's hidden words leave the page and the total; folded words mark the comment.
  const hidden = withoutHiddenWords(['comment.content'], mutes);
  if (hidden) base = base.where(hidden);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('create_time', query.order ?? 'desc')
      .orderBy('comment_id', query.order ?? 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = (await toComments(db, rows)).map((record) => {
    const word = foldedWordIn([record.content], mutes);
    return word ? { ...record, folded: true, foldedWord: word } : record;
  });
  return pagedList(records, Number(count.n), page.pageNum, page.pageSize);
}

/** `GET /web/comment/personalList`: the member's comments on posts they may still see, newest first. */
export async function listOwnComments(
  db: Kysely<Database>,
  viewer: NonNullable<Viewer>,
  query: PersonalCommentQuery,
): Promise<PagedList<CommentRecord>> {
  const page = resolvePage(query, commentContract.pageSize);
  const mine = () =>
    db
      .selectFrom('comment')
      .innerJoin('content', 'content.content_id', 'comment.content_id')
      .where(contentVisibleTo(viewer))
      .where('comment.user_id', '=', viewer.userId);
  const [rows, count] = await Promise.all([
    mine()
      .selectAll('comment')
      .orderBy('comment.create_time', query.order ?? 'desc')
      .orderBy('comment.comment_id', query.order ?? 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    mine()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pagedList(await toComments(db, rows), Number(count.n), page.pageNum, page.pageSize);
}

async function commentRow(db: Kysely<Database>, viewer: Viewer, commentId: string) {
  const row = await db.selectFrom('comment').selectAll().where('comment_id', '=', commentId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
  const post = await findContentByIds(db, viewer, [row.content_id]);
  if (!post[0]) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
  return { row, post: post[0] };
}

/** `GET /api/comment/detail/{id}`: one comment on a post `viewer` may see. */
export async function commentDetail(db: Kysely<Database>, viewer: Viewer, commentId: string): Promise<CommentRecord> {
  const { row } = await commentRow(db, viewer, commentId);
  const [record] = await toComments(db, [row]);
  if (!record) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
  return record;
}

/**
 * `POST /web/comment/create`: a comment (spec §5 text rules, checked by the contract) on a post whose comment switch
 * is on. The post's author is notified; `commentNum` is recounted.
 */
export async function createComment(
  deps: CommentDeps,
  viewer: NonNullable<Viewer>,
  body: CommentCreateBody,
  options: CommentWriteOptions = {},
): Promise<CommentRecord> {
  const { db, clock, cache, notifications } = deps;
  const post = await openPost(db, viewer, body.contentId);
  const guarded = await guardText(
    deps,
    viewer,
    'comment',
    body.content,
    { contentId: post.content_id, title: post.title, payload: body },
    options,
  );
  body = { ...body, content: guarded.text };
  const now = clock();
  const commentId = newId(now);
  await notifications.transaction(db, async (trx) => {
    await trx
      .insertInto('comment')
      .values({
        comment_id: commentId,
        content_id: post.content_id,
        user_id: viewer.userId,
        parent_id: body.parentId ?? null,
        content: body.content,
        create_time: isoAt(now),
      })
      .execute();
    await recountComments(trx, post.content_id, now);
    await notifications.record(trx, {
      userId: post.create_by,
      actorId: viewer.userId,
      action: 'comment',
      contentId: post.content_id,
      commentId,
      text: body.content,
    });
  });
  cache.invalidate();
  if (guarded.outcome) {
    await deps.guard?.flagAfterWrite(db, guarded.outcome, {
      kind: 'comment',
      source: 'comment',
      userId: viewer.userId,
      title: post.title,
      targetId: commentId,
      contentId: post.content_id,
    });
  }
  return commentDetail(db, viewer, commentId);
}

/** The author of the comment (reply), the author of the post, or an admin may delete it. */
function mayDelete(viewer: NonNullable<Viewer>, writerId: string, post: ContentWithCreatorRow): boolean {
  return viewer.admin || viewer.userId === writerId || viewer.userId === post.create_by;
}

/** `POST /web/comment/delete/{id}`: removes the comment and its replies. */
export async function deleteComment(
  { db, clock, cache }: CommentDeps,
  viewer: NonNullable<Viewer>,
  commentId: string,
): Promise<void> {
  const { row, post } = await commentRow(db, viewer, commentId);
  if (!mayDelete(viewer, row.user_id, post)) throw new AppError('FORBIDDEN');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reply').where('comment_id', '=', commentId).execute();
    await trx.deleteFrom('comment').where('comment_id', '=', commentId).execute();
    await recountComments(trx, row.content_id, clock());
  });
  cache.invalidate();
}

async function pageOfReplies(
  db: Kysely<Database>,
  where: { commentId?: string; parentId?: string },
  query: { pageNum?: number; currentPage?: number; pageSize?: number; order?: 'asc' | 'desc' },
): Promise<PagedList<Reply>> {
  const page = resolvePage(query, replyContract.pageSize);
  let base = db.selectFrom('reply');
  if (where.commentId !== undefined) base = base.where('comment_id', '=', where.commentId);
  if (where.parentId !== undefined) base = base.where('parent_id', '=', where.parentId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('create_time', query.order ?? 'asc')
      .orderBy('reply_id', query.order ?? 'asc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pagedList(await toReplies(db, rows), Number(count.n), page.pageNum, page.pageSize);
}

/** `GET /api/comment/subList`: the replies under a comment, oldest first (展开回复). */
export async function listSubComments(db: Kysely<Database>, viewer: Viewer, query: SubCommentQuery) {
  await commentRow(db, viewer, query.commentId);
  return pageOfReplies(db, { commentId: query.commentId }, query);
}

async function replyRow(db: Kysely<Database>, viewer: Viewer, replyId: string) {
  const row = await db.selectFrom('reply').selectAll().where('reply_id', '=', replyId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND_MESSAGE);
  const [post] = await findContentByIds(db, viewer, [row.content_id]);
  if (!post) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND_MESSAGE);
  return { row, post };
}

/** `GET /api/reply/list`: replies of a comment (`commentId`) or answers to a reply (`parentId`), oldest first. */
export async function listReplies(
  db: Kysely<Database>,
  viewer: Viewer,
  query: ReplyListQuery,
): Promise<PagedList<Reply>> {
  if (query.commentId === undefined && query.parentId === undefined) {
    throw new AppError('BAD_REQUEST', '请选择要查看回复的评论');
  }
  if (query.commentId !== undefined) await commentRow(db, viewer, query.commentId);
  if (query.parentId !== undefined) await replyRow(db, viewer, query.parentId);
  return pageOfReplies(db, { commentId: query.commentId, parentId: query.parentId }, query);
}

/** `GET /web/reply/personalList`: the member's replies on posts they may still see, newest first. */
export async function listOwnReplies(
  db: Kysely<Database>,
  viewer: NonNullable<Viewer>,
  query: PersonalCommentQuery,
): Promise<PagedList<Reply>> {
  const page = resolvePage(query, replyContract.pageSize);
  const mine = () =>
    db
      .selectFrom('reply')
      .innerJoin('content', 'content.content_id', 'reply.content_id')
      .where(contentVisibleTo(viewer))
      .where('reply.user_id', '=', viewer.userId);
  const [rows, count] = await Promise.all([
    mine()
      .selectAll('reply')
      .orderBy('reply.create_time', query.order ?? 'desc')
      .orderBy('reply.reply_id', query.order ?? 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    mine()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pagedList(await toReplies(db, rows), Number(count.n), page.pageNum, page.pageSize);
}

/** `GET /api/reply/detail/{id}`. */
export async function replyDetail(db: Kysely<Database>, viewer: Viewer, replyId: string): Promise<Reply> {
  const { row } = await replyRow(db, viewer, replyId);
  const [reply] = await toReplies(db, [row]);
  if (!reply) throw new AppError('NOT_FOUND', REPLY_NOT_FOUND_MESSAGE);
  return reply;
}

/**
 * `POST /web/reply/create`: answers a comment, or a reply under it (`parentId`). The member answered is notified
 * (the parent reply's author, else the comment's); `commentNum` of the post is recounted.
 */
export async function createReply(
  deps: CommentDeps,
  viewer: NonNullable<Viewer>,
  body: ReplyCreateBody,
  options: CommentWriteOptions = {},
): Promise<Reply> {
  const { db, clock, cache, notifications } = deps;
  const { row: comment } = await commentRow(db, viewer, body.commentId);
  const post = await openPost(db, viewer, comment.content_id);
  let toUser = comment.user_id;
  if (body.parentId) {
    const parent = await db.selectFrom('reply').selectAll().where('reply_id', '=', body.parentId).executeTakeFirst();
    if (!parent || parent.comment_id !== comment.comment_id) {
      throw new AppError('BAD_REQUEST', REPLY_PARENT_MISMATCH_MESSAGE);
    }
    toUser = parent.user_id;
  }
  const guarded = await guardText(
    deps,
    viewer,
    'reply',
    body.content,
    { contentId: post.content_id, title: post.title, payload: body },
    options,
  );
  body = { ...body, content: guarded.text };
  const now = clock();
  const replyId = newId(now);
  await notifications.transaction(db, async (trx) => {
    await trx
      .insertInto('reply')
      .values({
        reply_id: replyId,
        comment_id: comment.comment_id,
        content_id: comment.content_id,
        parent_id: body.parentId ?? null,
        to_user_id: toUser,
        user_id: viewer.userId,
        content: body.content,
        create_time: isoAt(now),
      })
      .execute();
    await recountComments(trx, comment.content_id, now);
    await notifications.record(trx, {
      userId: toUser,
      actorId: viewer.userId,
      action: 'reply',
      contentId: comment.content_id,
      commentId: comment.comment_id,
      text: body.content,
    });
  });
  cache.invalidate();
  if (guarded.outcome) {
    await deps.guard?.flagAfterWrite(db, guarded.outcome, {
      kind: 'comment',
      source: 'reply',
      userId: viewer.userId,
      title: post.title,
      targetId: replyId,
      contentId: post.content_id,
    });
  }
  return replyDetail(db, viewer, replyId);
}

/** `POST /web/reply/delete/{id}`: its author, the post's author or an admin; answers to it stay, unlinked. */
export async function deleteReply(
  { db, clock, cache }: CommentDeps,
  viewer: NonNullable<Viewer>,
  replyId: string,
): Promise<void> {
  const { row, post } = await replyRow(db, viewer, replyId);
  if (!mayDelete(viewer, row.user_id, post)) throw new AppError('FORBIDDEN');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('reply').set({ parent_id: null }).where('parent_id', '=', replyId).execute();
    await trx.deleteFrom('reply').where('reply_id', '=', replyId).execute();
    await recountComments(trx, row.content_id, clock());
  });
  cache.invalidate();
}
