import type { CommentRecord, PagedList } from '@yiying/models';
import {
  commentContract,
  type CommentCreateBody,
  type CommentListQuery,
  type PersonalCommentQuery,
} from '@yiying/validation';
import type { CommentDb } from './comment.db.js';
import { isoAt } from '../../lib/clock.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import type { Viewer } from '../content/index.js';
import { foldedWordIn, withoutHiddenWords, type MuteSet } from '../mute/index.js';
import { toComments } from './comment.records.js';
import {
  recordOr404,
  onVisiblePost,
  openPost,
  ownTextsPage,
  removeText,
  saveText,
  visiblePost,
  type CommentDeps,
  type CommentWriteOptions,
} from './comment.shared.js';

export const COMMENT_NOT_FOUND_MESSAGE = '评论不存在';

/** `GET /api/comment/list`: comments of a post `viewer` may see, newest first. */
export async function listComments(
  db: CommentDb,
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
  return pageOf(
    base,
    page,
    (q) =>
      q
        .selectAll()
        .orderBy('create_time', query.order ?? 'desc')
        .orderBy('comment_id', query.order ?? 'desc'),
    async (rows) =>
      (await toComments(db, rows)).map((record) => {
        const word = foldedWordIn([record.content], mutes);
        return word ? { ...record, folded: true, foldedWord: word } : record;
      }),
  );
}

/** `GET /web/comment/personalList`: the member's comments on posts they may still see, newest first. */
export async function listOwnComments(
  db: CommentDb,
  viewer: NonNullable<Viewer>,
  query: PersonalCommentQuery,
): Promise<PagedList<CommentRecord>> {
  return ownTextsPage(db, viewer, 'comment', query, commentContract.pageSize, (rows) => toComments(db, rows));
}

/** A comment with its post, when `viewer` may see the post. */
export async function commentRow(db: CommentDb, viewer: Viewer, commentId: string) {
  const row = await db.selectFrom('comment').selectAll().where('comment_id', '=', commentId).executeTakeFirst();
  return onVisiblePost(db, viewer, row, COMMENT_NOT_FOUND_MESSAGE);
}

/** `GET /api/comment/detail/{id}`: one comment on a post `viewer` may see. */
export async function commentDetail(db: CommentDb, viewer: Viewer, commentId: string): Promise<CommentRecord> {
  const { row } = await commentRow(db, viewer, commentId);
  return recordOr404(await toComments(db, [row]), COMMENT_NOT_FOUND_MESSAGE);
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
  const post = await openPost(deps.db, viewer, body.contentId);
  const commentId = await saveText(
    deps,
    viewer,
    {
      source: 'comment',
      post,
      text: body.content,
      payload: body,
      insert: (trx, id, now, content) =>
        trx
          .insertInto('comment')
          .values({
            comment_id: id,
            content_id: post.content_id,
            user_id: viewer.userId,
            parent_id: body.parentId ?? null,
            content,
            create_time: isoAt(now),
          })
          .execute(),
      notice: (id, content) => ({ userId: post.create_by, commentId: id, text: content }),
    },
    options,
  );
  return commentDetail(deps.db, viewer, commentId);
}

/** `POST /web/comment/delete/{id}`: removes the comment and its replies. */
export async function deleteComment(deps: CommentDeps, viewer: NonNullable<Viewer>, commentId: string): Promise<void> {
  const found = await commentRow(deps.db, viewer, commentId);
  await removeText(deps, viewer, found, async (trx) => {
    await trx.deleteFrom('reply').where('comment_id', '=', commentId).execute();
    await trx.deleteFrom('comment').where('comment_id', '=', commentId).execute();
  });
}
