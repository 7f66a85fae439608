import { sql, type Selectable } from 'kysely';
import type { PagedList } from '@yiying/models';
import type { PersonalCommentQuery } from '@yiying/validation';
import { pageOf, resolvePage } from '../../lib/paging.js';
import type { CommentDatabase, CommentDb } from './comment.db.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { GuardOutcome, TextGuard } from '../../lib/text-guard/index.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import {
  CONTENT_NOT_FOUND_MESSAGE,
  contentVisibleTo,
  findContentByIds,
  refreshHotScores,
  type ContentWithCreatorRow,
  type Viewer,
} from '../content/index.js';
import type { NotificationService } from '../notification/index.js';

export const COMMENTS_CLOSED_MESSAGE = '作者已关闭评论';

/** What the comment services use. */
export interface CommentDeps {
  db: CommentDb;
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

export async function visiblePost(db: CommentDb, viewer: Viewer, contentId: string): Promise<ContentWithCreatorRow> {
  const [row] = await findContentByIds(db, viewer, [contentId]);
  if (!row) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
  return row;
}

/** A post that takes comments: visible, published, its comment switch on (1). */
export async function openPost(db: CommentDb, viewer: Viewer, contentId: string) {
  const post = await visiblePost(db, viewer, contentId);
  if (post.state !== 'publish' || post.comments !== 1) throw new AppError('FORBIDDEN', COMMENTS_CLOSED_MESSAGE);
  return post;
}

/** `comment_num` counts a post's comments and replies, from the rows. */
async function recountComments(db: CommentDb, contentId: string, now: number): Promise<void> {
  await db
    .updateTable('content')
    .set({
      comment_num: sql<number>`(select count(*) from ${sql.table('comment')} where ${sql.ref('comment.content_id')} = ${contentId}) + (select count(*) from ${sql.table('reply')} where ${sql.ref('reply.content_id')} = ${contentId})`,
    })
    .where('content_id', '=', contentId)
    .execute();
  await refreshHotScores(db, now, { ids: [contentId] });
}

/**
 * A comment or reply row (`undefined` when none has the id) with the post it sits on, when `viewer` may see that
 * post; 404 with `notFound` otherwise.
 */
export async function onVisiblePost<R extends { content_id: string }>(
  db: CommentDb,
  viewer: Viewer,
  row: R | undefined,
  notFound: string,
): Promise<{ row: R; post: ContentWithCreatorRow }> {
  if (!row) throw new AppError('NOT_FOUND', notFound);
  const [post] = await findContentByIds(db, viewer, [row.content_id]);
  if (!post) throw new AppError('NOT_FOUND', notFound);
  return { row, post };
}

/** What a new comment or reply is: its kind, the post it sits on, the member's text, its row and whom it tells. */
export interface NewText {
  source: 'comment' | 'reply';
  post: Pick<ContentWithCreatorRow, 'content_id' | 'title'>;
  /** The text as the member wrote it, and the body kept with it when the watch list holds it for review. */
  text: string;
  payload: unknown;
  /** Inserts the row under the new id, with the text as stored (the watch list's replacements applied). */
  insert(trx: CommentDb, id: string, now: number, text: string): Promise<unknown>;
  /** The member told of it, and the comment the notice points to. */
  notice(id: string, text: string): { userId: string; commentId: string; text: string };
}

/**
 * Writes a new comment or reply: the watch list first (`guardText`: a held text goes to the review queue, 202), then
 * in one transaction the row, the post's recount and the notice to the member it answers; then the content cache is
 * cleared and what the watch list marked is flagged. Answers the new id.
 */
export async function saveText(
  deps: CommentDeps,
  viewer: NonNullable<Viewer>,
  text: NewText,
  options: CommentWriteOptions,
): Promise<string> {
  const { db, clock, cache, notifications } = deps;
  const guarded = await guardText(
    deps,
    viewer,
    text.source,
    text.text,
    { contentId: text.post.content_id, title: text.post.title, payload: text.payload },
    options,
  );
  const now = clock();
  const id = newId(now);
  const contentId = text.post.content_id;
  await notifications.transaction(db, async (trx) => {
    await text.insert(trx, id, now, guarded.text);
    await recountComments(trx, contentId, now);
    await notifications.record(trx, {
      ...text.notice(id, guarded.text),
      actorId: viewer.userId,
      action: text.source,
      contentId,
    });
  });
  cache.invalidate();
  if (guarded.outcome) {
    await deps.guard?.flagAfterWrite(db, guarded.outcome, {
      kind: 'comment',
      source: text.source,
      userId: viewer.userId,
      title: text.post.title,
      targetId: id,
      contentId,
    });
  }
  return id;
}

/** The author of the comment (reply), the author of the post, or an admin may delete it. */
function mayDelete(viewer: NonNullable<Viewer>, writerId: string, post: ContentWithCreatorRow): boolean {
  return viewer.admin || viewer.userId === writerId || viewer.userId === post.create_by;
}

/** Deletes a comment or reply (`remove`) when `viewer` may, and recounts its post, in one transaction. */
export async function removeText(
  { db, clock, cache }: CommentDeps,
  viewer: NonNullable<Viewer>,
  found: { row: { user_id: string; content_id: string }; post: ContentWithCreatorRow },
  remove: (trx: CommentDb) => Promise<void>,
): Promise<void> {
  if (!mayDelete(viewer, found.row.user_id, found.post)) throw new AppError('FORBIDDEN');
  await db.transaction().execute(async (trx) => {
    await remove(trx);
    await recountComments(trx, found.row.content_id, clock());
  });
  cache.invalidate();
}

/** The one record built from a row, or a 404 with `message` when it could not be built. */
export function recordOr404<R>(records: readonly R[], message: string): R {
  const [record] = records;
  if (!record) throw new AppError('NOT_FOUND', message);
  return record;
}

/**
 * A page of the member's own comments or replies (`table`) on posts they may still see, newest first: the personal
 * lists of both.
 */
export function ownTextsPage<T extends 'comment' | 'reply', R>(
  db: CommentDb,
  viewer: NonNullable<Viewer>,
  table: T,
  query: PersonalCommentQuery,
  pageSize: number,
  toRecords: (rows: Selectable<CommentDatabase[T]>[]) => Promise<R[]>,
): Promise<PagedList<R>> {
  const text: 'comment' | 'reply' = table;
  const order = query.order ?? 'desc';
  return pageOf(
    db
      .selectFrom(text)
      .innerJoin('content', 'content.content_id', `${text}.content_id`)
      .where(contentVisibleTo(viewer))
      .where(`${text}.user_id`, '=', viewer.userId),
    resolvePage(query, pageSize),
    (q) =>
      q
        .selectAll(text)
        .orderBy(`${text}.create_time`, order)
        .orderBy(text === 'comment' ? 'comment.comment_id' : 'reply.reply_id', order),
    // The rows are those of `table`: the union type of the query is narrowed back to it.
    (rows) => toRecords(rows as unknown as Selectable<CommentDatabase[T]>[]),
  );
}
