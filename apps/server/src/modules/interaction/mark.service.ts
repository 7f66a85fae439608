import { sql } from 'kysely';
import type { Collection, ContentRecord, Like, PagedList } from '@yiying/models';
import { likesContract, type InteractionListQuery, type PersonalInteractionQuery } from '@yiying/validation';
import type { InteractionDb } from './interaction.db.js';
import { AppError } from '../../errors.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import { contentVisibleTo, type Viewer } from '../content/index.js';
import { userRowToBrief, findUsersByIds } from '../identity/index.js';
import {
  behaviourState,
  ID_COLUMN,
  MARK_NOT_FOUND_MESSAGE,
  TABLE,
  unmark,
  type InteractionDeps,
  type MarkKind,
} from './interaction.service.js';

interface MarkRow {
  mark_id: string;
  mark_user: string;
  remark: string | null;
  mark_time: string;
  content_id: string;
  title: string;
  cover: string;
  cover_image: string | null;
  type: ContentRecord['type'];
  likes_num: number;
  collect_num: number;
  comment_num: number;
  hit_num: number;
  forwarded_num: number;
  forwarded_flag: ContentRecord['forwardedFlag'];
  create_by: string;
}

/** The record of a mark of `kind`: a like (赞过) or a collection (收藏). */
export type MarkRecord<K extends MarkKind> = K extends 'like' ? Like : Collection;

interface MarkQuery {
  userId?: string;
  contentId?: string;
  type?: ContentRecord['type'];
  markId?: string;
}

/** Marks joined with the posts `viewer` may see (a mark of a post one may not see is not shown). */
function marksVisibleTo(db: InteractionDb, viewer: Viewer, kind: MarkKind, where: MarkQuery) {
  const table = TABLE[kind];
  const idColumn = ID_COLUMN[kind];
  let q = db
    .selectFrom(
      sql<{
        mark_id: string;
        user_id: string;
        content_id: string;
        remark: string | null;
        create_time: string;
      }>`(select ${sql.ref(idColumn)} as mark_id, user_id, content_id, remark, create_time from ${sql.table(table)})`.as(
        'm',
      ),
    )
    .innerJoin('content', 'content.content_id', 'm.content_id')
    .where(contentVisibleTo(viewer));
  if (where.userId !== undefined) q = q.where('m.user_id', '=', where.userId);
  if (where.contentId !== undefined) q = q.where('m.content_id', '=', where.contentId);
  if (where.markId !== undefined) q = q.where('m.mark_id', '=', where.markId);
  if (where.type !== undefined) q = q.where('content.type', '=', where.type);
  return q;
}

async function toMarks(
  db: InteractionDb,
  kind: MarkKind,
  rows: MarkRow[],
  viewerId: string | undefined,
): Promise<(Like | Collection)[]> {
  const authors = new Map(
    (await findUsersByIds(db, [...new Set(rows.map((r) => r.create_by))])).map((u) => [u.user_id, userRowToBrief(u)]),
  );
  return rows.map((row) => {
    const author = authors.get(row.create_by);
    let contentImage = null;
    try {
      contentImage = row.cover_image ? JSON.parse(row.cover_image) : null;
    } catch {
      contentImage = null;
    }
    const base = {
      contentId: row.content_id,
      contentTitle: row.title,
      contentCover: row.cover,
      contentType: row.type,
      likesNum: row.likes_num,
      collectNum: row.collect_num,
      commentNum: row.comment_num,
      hitNum: row.hit_num,
      forwardedNum: row.forwarded_num,
      forwardedFlag: row.forwarded_flag,
      userId: row.create_by,
      username: author?.username ?? '',
      avatar: author?.avatar ?? '',
      createTime: row.mark_time,
      contentImage,
      // A remark is a private note: only the member who wrote it reads it.
      ...(row.remark && viewerId === row.mark_user ? { remark: row.remark } : {}),
    };
    return kind === 'like' ? { likesId: row.mark_id, ...base } : { collectionId: row.mark_id, ...base };
  });
}

/** A page of likes (collections) of posts `viewer` may see, newest first. */
export async function listMarks<K extends MarkKind>(
  db: InteractionDb,
  viewer: Viewer,
  kind: K,
  query: (InteractionListQuery | PersonalInteractionQuery) & MarkQuery,
): Promise<PagedList<MarkRecord<K>>> {
  const page = resolvePage(query, likesContract.pageSize);
  const where: MarkQuery = { userId: query.userId, contentId: query.contentId, type: query.type };
  return pageOf(
    marksVisibleTo(db, viewer, kind, where),
    page,
    (q) =>
      q
        .select([
          'm.mark_id',
          'm.user_id as mark_user',
          'm.remark',
          'm.create_time as mark_time',
          'content.content_id',
          'content.title',
          'content.cover',
          'content.cover_image',
          'content.type',
          'content.likes_num',
          'content.collect_num',
          'content.comment_num',
          'content.hit_num',
          'content.forwarded_num',
          'content.forwarded_flag',
          'content.create_by',
        ])
        .orderBy('m.create_time', query.order ?? 'desc')
        .orderBy('m.mark_id', query.order ?? 'desc'),
    // `toMarks` gives likes for `like` and collections for `collect`.
    async (rows) => (await toMarks(db, kind, rows as MarkRow[], viewer?.userId)) as MarkRecord<K>[],
  );
}

/** One of the viewer's own likes (collections) by its id, or 404. */
export async function markDetail<K extends MarkKind>(
  db: InteractionDb,
  viewer: NonNullable<Viewer>,
  kind: K,
  markId: string,
): Promise<MarkRecord<K>> {
  const page = await listMarks(db, viewer, kind, { userId: viewer.userId, markId, pageSize: 1 } as never);
  const found = page.records[0];
  if (!found) throw new AppError('NOT_FOUND', MARK_NOT_FOUND_MESSAGE[kind]);
  return found;
}

/** Changes the note of one of the viewer's likes (collections). */
export async function updateMark<K extends MarkKind>(
  db: InteractionDb,
  viewer: NonNullable<Viewer>,
  kind: K,
  markId: string,
  remark: string | undefined,
): Promise<MarkRecord<K>> {
  await markDetail(db, viewer, kind, markId);
  if (kind === 'like') {
    await db
      .updateTable('likes')
      .set({ remark: remark ?? null })
      .where('likes_id', '=', markId)
      .execute();
  } else {
    await db
      .updateTable('collection')
      .set({ remark: remark ?? null })
      .where('collection_id', '=', markId)
      .execute();
  }
  return markDetail(db, viewer, kind, markId);
}

/** The viewer's mark of `contentId` (after `mark`). */
export async function markOf<K extends MarkKind>(
  db: InteractionDb,
  viewer: NonNullable<Viewer>,
  kind: K,
  contentId: string,
): Promise<MarkRecord<K>> {
  const state = await behaviourState(db, viewer, contentId);
  const id = kind === 'like' ? state.likesId : state.collectionId;
  if (!id) throw new AppError('NOT_FOUND', MARK_NOT_FOUND_MESSAGE[kind]);
  return markDetail(db, viewer, kind, id);
}

/** Deletes one of the viewer's own likes (collections) by its id, recounting the post. */
export async function deleteMark(
  deps: InteractionDeps,
  viewer: NonNullable<Viewer>,
  kind: MarkKind,
  markId: string,
): Promise<void> {
  const found = await markDetail(deps.db, viewer, kind, markId);
  await unmark(deps, viewer, kind, found.contentId);
}
