import type { PagedList, Reply } from '@yiying/models';
import {
  replyContract,
  type PersonalCommentQuery,
  type ReplyCreateBody,
  type ReplyListQuery,
  type SubCommentQuery,
} from '@yiying/validation';
import type { CommentDb } from './comment.db.js';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import type { Viewer } from '../content/index.js';
import { toReplies } from './comment.records.js';
import { commentRow } from './comment.service.js';
import {
  recordOr404,
  onVisiblePost,
  openPost,
  ownTextsPage,
  removeText,
  saveText,
  type CommentDeps,
  type CommentWriteOptions,
} from './comment.shared.js';

export const REPLY_NOT_FOUND_MESSAGE = '回复不存在';
export const REPLY_PARENT_MISMATCH_MESSAGE = '回复的对象不在这条评论下';

async function pageOfReplies(
  db: CommentDb,
  where: { commentId?: string; parentId?: string },
  query: { pageNum?: number; currentPage?: number; pageSize?: number; order?: 'asc' | 'desc' },
): Promise<PagedList<Reply>> {
  let base = db.selectFrom('reply');
  if (where.commentId !== undefined) base = base.where('comment_id', '=', where.commentId);
  if (where.parentId !== undefined) base = base.where('parent_id', '=', where.parentId);
  return pageOf(
    base,
    resolvePage(query, replyContract.pageSize),
    (q) =>
      q
        .selectAll()
        .orderBy('create_time', query.order ?? 'asc')
        .orderBy('reply_id', query.order ?? 'asc'),
    (rows) => toReplies(db, rows),
  );
}

/** `GET /api/comment/subList`: the replies under a comment, oldest first (展开回复). */
export async function listSubComments(db: CommentDb, viewer: Viewer, query: SubCommentQuery) {
  await commentRow(db, viewer, query.commentId);
  return pageOfReplies(db, { commentId: query.commentId }, query);
}

async function replyRow(db: CommentDb, viewer: Viewer, replyId: string) {
  const row = await db.selectFrom('reply').selectAll().where('reply_id', '=', replyId).executeTakeFirst();
  return onVisiblePost(db, viewer, row, REPLY_NOT_FOUND_MESSAGE);
}

/** `GET /api/reply/list`: replies of a comment (`commentId`) or answers to a reply (`parentId`), oldest first. */
export async function listReplies(db: CommentDb, viewer: Viewer, query: ReplyListQuery): Promise<PagedList<Reply>> {
  if (query.commentId === undefined && query.parentId === undefined) {
    throw new AppError('BAD_REQUEST', '请选择要查看回复的评论');
  }
  if (query.commentId !== undefined) await commentRow(db, viewer, query.commentId);
  if (query.parentId !== undefined) await replyRow(db, viewer, query.parentId);
  return pageOfReplies(db, { commentId: query.commentId, parentId: query.parentId }, query);
}

/** `GET /web/reply/personalList`: the member's replies on posts they may still see, newest first. */
export async function listOwnReplies(
  db: CommentDb,
  viewer: NonNullable<Viewer>,
  query: PersonalCommentQuery,
): Promise<PagedList<Reply>> {
  return ownTextsPage(db, viewer, 'reply', query, replyContract.pageSize, (rows) => toReplies(db, rows));
}

/** `GET /api/reply/detail/{id}`. */
export async function replyDetail(db: CommentDb, viewer: Viewer, replyId: string): Promise<Reply> {
  const { row } = await replyRow(db, viewer, replyId);
  return recordOr404(await toReplies(db, [row]), REPLY_NOT_FOUND_MESSAGE);
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
  const { db } = deps;
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
  const replyId = await saveText(
    deps,
    viewer,
    {
      source: 'reply',
      post,
      text: body.content,
      payload: body,
      insert: (trx, id, now, content) =>
        trx
          .insertInto('reply')
          .values({
            reply_id: id,
            comment_id: comment.comment_id,
            content_id: comment.content_id,
            parent_id: body.parentId ?? null,
            to_user_id: toUser,
            user_id: viewer.userId,
            content,
            create_time: isoAt(now),
          })
          .execute(),
      notice: (_id, content) => ({ userId: toUser, commentId: comment.comment_id, text: content }),
    },
    options,
  );
  return replyDetail(db, viewer, replyId);
}

/** `POST /web/reply/delete/{id}`: its author, the post's author or an admin; answers to it stay, unlinked. */
export async function deleteReply(deps: CommentDeps, viewer: NonNullable<Viewer>, replyId: string): Promise<void> {
  const found = await replyRow(deps.db, viewer, replyId);
  await removeText(deps, viewer, found, async (trx) => {
    await trx.updateTable('reply').set({ parent_id: null }).where('parent_id', '=', replyId).execute();
    await trx.deleteFrom('reply').where('reply_id', '=', replyId).execute();
  });
}
