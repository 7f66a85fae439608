import { sql, type Kysely } from 'kysely';
import {
  PATIENT_PRIVACY_REPORT_REASON,
  type BehaviourState,
  type Collection,
  type ContentRecord,
  type Like,
  type PagedList,
  type Report,
} from '@yiying/models';
import {
  likesContract,
  type InteractionListQuery,
  type PersonalInteractionQuery,
  type ReportCreateBody,
  type ReportListQuery,
  type ReportResolveBody,
} from '@yiying/validation';
import type { TextGuard } from '../../lib/text-guard/index.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pagedList } from '../../lib/envelope.js';
import { newId } from '../../lib/ids.js';
import { resolvePage } from '../../lib/paging.js';
import type { KeyValueStore } from '../../lib/store.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import {
  CONTENT_NOT_FOUND_MESSAGE,
  contentVisibleTo,
  findContentByIds,
  refreshHotScores,
  type ContentMedia,
  type ContentWithCreatorRow,
  type Viewer,
} from '../content/index.js';
import { userRowToBrief, findUsersByIds } from '../identity/index.js';
import type { NotificationService } from '../notification/index.js';

/** What the interaction services use. */
export interface InteractionDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The anonymous content-list cache: counters change what it holds. */
  cache: TtlCache;
  notifications: Pick<NotificationService, 'record' | 'transaction'>;
  media?: ContentMedia;
  /** Per-member counters of the forward limit (shared by every process of the server). */
  store?: KeyValueStore;
  /** The watch list over a forward's text (a forward cannot wait: 审核 flags it like 标记). */
  guard?: TextGuard;
}

/** A like or a collection: the two share their rules, rows and answers. */
export type MarkKind = 'like' | 'collect';

export const REPORT_NOT_FOUND_MESSAGE = '举报不存在';
export const MARK_NOT_FOUND_MESSAGE = { like: '点赞记录不存在', collect: '收藏记录不存在' } as const;
export const NOT_PUBLISHED_MESSAGE = '只能对已发布的内容操作';

const TABLE = { like: 'likes', collect: 'collection' } as const;
const ID_COLUMN = { like: 'likes_id', collect: 'collection_id' } as const;

/** The post `viewer` may see, or 404 内容不存在. */
async function visiblePost(db: Kysely<Database>, viewer: Viewer, contentId: string): Promise<ContentWithCreatorRow> {
  const [row] = await findContentByIds(db, viewer, [contentId]);
  if (!row) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
  return row;
}

/** A published post `viewer` may see: likes, collections, forwards and reports are for published posts. */
export async function publishedPost(db: Kysely<Database>, viewer: Viewer, contentId: string) {
  const row = await visiblePost(db, viewer, contentId);
  if (row.state !== 'publish') throw new AppError('BAD_REQUEST', NOT_PUBLISHED_MESSAGE);
  return row;
}

/**
 * Sets a post's counters from its rows (likes, collections, comments, forwards), so they never drift whatever
 * order concurrent calls commit in, then re-ranks it.
 */
export async function recountContent(db: Kysely<Database>, contentId: string, now: number): Promise<void> {
  await db
    .updateTable('content')
    .set((eb) => ({
      likes_num: eb
        .selectFrom('likes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('likes.content_id', '=', 'content.content_id'),
      collect_num: eb
        .selectFrom('collection')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('collection.content_id', '=', 'content.content_id'),
      forwarded_num: eb
        .selectFrom('content as f')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('f.parent_id', '=', 'content.content_id'),
    }))
    .where('content_id', '=', contentId)
    .execute();
  await refreshHotScores(db, now, { ids: [contentId] });
}

/** The viewer's like and collection of a post with its counters. */
export async function behaviourState(
  db: Kysely<Database>,
  viewer: NonNullable<Viewer>,
  contentId: string,
): Promise<BehaviourState> {
  const row = await visiblePost(db, viewer, contentId);
  const [like, collection] = await Promise.all([
    db
      .selectFrom('likes')
      .select('likes_id')
      .where('content_id', '=', contentId)
      .where('user_id', '=', viewer.userId)
      .executeTakeFirst(),
    db
      .selectFrom('collection')
      .select('collection_id')
      .where('content_id', '=', contentId)
      .where('user_id', '=', viewer.userId)
      .executeTakeFirst(),
  ]);
  return {
    contentId,
    liked: Boolean(like),
    collected: Boolean(collection),
    likesId: like?.likes_id ?? null,
    collectionId: collection?.collection_id ?? null,
    likesNum: row.likes_num,
    collectNum: row.collect_num,
    forwardedNum: row.forwarded_num,
    commentNum: row.comment_num,
  };
}

/**
 * Likes (collects) a post once: the unique constraint makes a second call, or two at once, add nothing. A new mark
 * notifies the author; the counter is recounted from the rows.
 */
export async function mark(
  deps: InteractionDeps,
  viewer: NonNullable<Viewer>,
  kind: MarkKind,
  contentId: string,
  remark?: string,
): Promise<BehaviourState> {
  const { db, clock, cache, notifications } = deps;
  const post = await publishedPost(db, viewer, contentId);
  const now = clock();
  await notifications.transaction(db, async (trx) => {
    const values = { content_id: contentId, user_id: viewer.userId, remark: remark ?? null, create_time: isoAt(now) };
    const inserted =
      kind === 'like'
        ? await trx
            .insertInto('likes')
            .values({ likes_id: newId(now), ...values })
            .onConflict((oc) => oc.columns(['content_id', 'user_id']).doNothing())
            .executeTakeFirst()
        : await trx
            .insertInto('collection')
            .values({ collection_id: newId(now), ...values })
            .onConflict((oc) => oc.columns(['content_id', 'user_id']).doNothing())
            .executeTakeFirst();
    await recountContent(trx, contentId, now);
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await notifications.record(trx, {
        userId: post.create_by,
        actorId: viewer.userId,
        action: kind === 'like' ? 'like' : 'collect',
        contentId,
        text: post.title,
      });
    }
  });
  cache.invalidate();
  return behaviourState(db, viewer, contentId);
}

/**
 * Cancels the viewer's like (collection): `id` is the like's id or the post's. Cancelling what is not there changes
 * nothing; an id that is neither the viewer's mark nor a post they may see is a 404.
 */
export async function unmark(
  deps: InteractionDeps,
  viewer: NonNullable<Viewer>,
  kind: MarkKind,
  id: string,
): Promise<BehaviourState> {
  const { db, clock, cache } = deps;
  const table = TABLE[kind];
  const idColumn = ID_COLUMN[kind];
  const own = await db
    .selectFrom(sql<{ content_id: string }>`${sql.table(table)}`.as('m'))
    .select('m.content_id')
    .where(sql.ref('m.user_id'), '=', viewer.userId)
    .where((eb) => eb.or([eb(sql.ref(`m.${idColumn}`), '=', id), eb(sql.ref('m.content_id'), '=', id)]))
    .executeTakeFirst();
  const contentId = own?.content_id ?? id;
  await visiblePost(db, viewer, contentId);
  if (own) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom(table).where('content_id', '=', contentId).where('user_id', '=', viewer.userId).execute();
      await recountContent(trx, contentId, clock());
    });
    cache.invalidate();
  }
  return behaviourState(db, viewer, contentId);
}

/** 屏蔽此条: the post leaves the viewer's lists (it stays reachable by its link). */
export async function shield(deps: InteractionDeps, viewer: NonNullable<Viewer>, contentId: string): Promise<void> {
  await visiblePost(deps.db, viewer, contentId);
  await deps.db
    .insertInto('content_shield')
    .values({ user_id: viewer.userId, content_id: contentId, create_time: isoAt(deps.clock()) })
    .onConflict((oc) => oc.columns(['user_id', 'content_id']).doNothing())
    .execute();
}

/** Shows a shielded post in the viewer's lists again. */
export async function unshield(deps: InteractionDeps, viewer: NonNullable<Viewer>, contentId: string): Promise<void> {
  await deps.db
    .deleteFrom('content_shield')
    .where('user_id', '=', viewer.userId)
    .where('content_id', '=', contentId)
    .execute();
}

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

interface MarkQuery {
  userId?: string;
  contentId?: string;
  type?: ContentRecord['type'];
  markId?: string;
}

/** Marks joined with the posts `viewer` may see (a mark of a post one may not see is not shown). */
function marksVisibleTo(db: Kysely<Database>, viewer: Viewer, kind: MarkKind, where: MarkQuery) {
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
  db: Kysely<Database>,
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
export async function listMarks(
  db: Kysely<Database>,
  viewer: Viewer,
  kind: MarkKind,
  query: (InteractionListQuery | PersonalInteractionQuery) & MarkQuery,
): Promise<PagedList<Like | Collection>> {
  const page = resolvePage(query, likesContract.pageSize);
  const where: MarkQuery = { userId: query.userId, contentId: query.contentId, type: query.type };
  const [rows, count] = await Promise.all([
    marksVisibleTo(db, viewer, kind, where)
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
      .orderBy('m.mark_id', query.order ?? 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    marksVisibleTo(db, viewer, kind, where)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pagedList(
    await toMarks(db, kind, rows as MarkRow[], viewer?.userId),
    Number(count.n),
    page.pageNum,
    page.pageSize,
  );
}

/** One of the viewer's own likes (collections) by its id, or 404. */
export async function markDetail(
  db: Kysely<Database>,
  viewer: NonNullable<Viewer>,
  kind: MarkKind,
  markId: string,
): Promise<Like | Collection> {
  const page = await listMarks(db, viewer, kind, { userId: viewer.userId, markId, pageSize: 1 } as never);
  const found = page.records[0];
  if (!found) throw new AppError('NOT_FOUND', MARK_NOT_FOUND_MESSAGE[kind]);
  return found;
}

/** Changes the note of one of the viewer's likes (collections). */
export async function updateMark(
  db: Kysely<Database>,
  viewer: NonNullable<Viewer>,
  kind: MarkKind,
  markId: string,
  remark: string | undefined,
): Promise<Like | Collection> {
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
export async function markOf(
  db: Kysely<Database>,
  viewer: NonNullable<Viewer>,
  kind: MarkKind,
  contentId: string,
): Promise<Like | Collection> {
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

// ---- 举报 ----

function reportSelect(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('report')
    .innerJoin('content', 'content.content_id', 'report.content_id')
    .where(contentVisibleTo(viewer))
    .select([
      'report.report_id',
      'report.content_id',
      'report.user_id',
      'report.reason',
      'report.state',
      'report.note',
      'report.handle_time',
      'report.create_time',
      'content.title',
    ]);
}

type ReportJoinRow = Awaited<ReturnType<ReturnType<typeof reportSelect>['execute']>>[number];

async function toReports(db: Kysely<Database>, rows: ReportJoinRow[]): Promise<Report[]> {
  const users = new Map(
    (await findUsersByIds(db, [...new Set(rows.map((r) => r.user_id))])).map((u) => [u.user_id, u]),
  );
  return rows.map((row) => {
    const user = users.get(row.user_id);
    return {
      reportId: row.report_id,
      contentId: row.content_id,
      contentTitle: row.title,
      reason: row.reason,
      state: row.state,
      reporter: user ? userRowToBrief(user) : { userId: row.user_id, username: '', avatar: '' },
      createTime: row.create_time,
      handleTime: row.handle_time,
      note: row.note,
    };
  });
}

export async function reportById(db: Kysely<Database>, viewer: Viewer, reportId: string): Promise<Report> {
  const rows = await reportSelect(db, viewer).where('report.report_id', '=', reportId).execute();
  const [report] = await toReports(db, rows);
  if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND_MESSAGE);
  return report;
}

/** 举报: files (or re-files, with a new reason) the viewer's report of a post they may see. */
export async function createReport(
  { db, clock }: Pick<InteractionDeps, 'db' | 'clock'>,
  viewer: NonNullable<Viewer>,
  body: ReportCreateBody,
): Promise<Report> {
  await visiblePost(db, viewer, body.contentId);
  const now = isoAt(clock());
  const reportId = newId(clock());
  await db
    .insertInto('report')
    .values({
      report_id: reportId,
      content_id: body.contentId,
      user_id: viewer.userId,
      reason: body.reason,
      state: 'pending',
      note: null,
      handled_by: null,
      handle_time: null,
      create_time: now,
    })
    .onConflict((oc) =>
      oc.columns(['content_id', 'user_id']).doUpdateSet({
        reason: body.reason,
        state: 'pending',
        note: null,
        handled_by: null,
        handle_time: null,
        create_time: now,
      }),
    )
    .execute();
  const row = await db
    .selectFrom('report')
    .select('report_id')
    .where('content_id', '=', body.contentId)
    .where('user_id', '=', viewer.userId)
    .executeTakeFirstOrThrow();
  return reportById(db, viewer, row.report_id);
}

/** The admin review queue: reports in one state, newest first. */
export async function listReports(
  db: Kysely<Database>,
  admin: NonNullable<Viewer>,
  query: ReportListQuery,
): Promise<PagedList<Report>> {
  const page = resolvePage(query, likesContract.pageSize);
  const [rows, count] = await Promise.all([
    reportSelect(db, admin)
      .where('report.state', '=', query.state)
      // 泄露患者隐私 comes first: a patient's picture is taken down before anything else is looked at.
      .orderBy(
        (eb) => eb.case().when('report.reason', 'like', `%${PATIENT_PRIVACY_REPORT_REASON}%`).then(0).else(1).end(),
        'asc',
      )
      .orderBy('report.create_time', query.order ?? 'desc')
      .orderBy('report.report_id', query.order ?? 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('report')
      .innerJoin('content', 'content.content_id', 'report.content_id')
      .where(contentVisibleTo(admin))
      .where('report.state', '=', query.state)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pagedList(await toReports(db, rows), Number(count.n), page.pageNum, page.pageSize);
}

/**
 * Closes a report: `resolve` hides the post (state down) and closes every pending report of it; `dismiss` closes
 * this one and keeps the post.
 */
export async function resolveReport(
  { db, clock, cache }: Pick<InteractionDeps, 'db' | 'clock' | 'cache'>,
  admin: NonNullable<Viewer>,
  reportId: string,
  body: ReportResolveBody,
): Promise<Report> {
  const report = await reportById(db, admin, reportId);
  const now = isoAt(clock());
  const closed = { note: body.note ?? null, handled_by: admin.userId, handle_time: now };
  await db.transaction().execute(async (trx) => {
    if (body.action === 'resolve') {
      await trx
        .updateTable('content')
        .set({
          state: 'down',
          moderation_state: 'hidden',
          moderation_reason: body.note?.trim() || `举报成立：${report.reason}`,
          update_time: now,
        })
        .where('content_id', '=', report.contentId)
        .where('state', '=', 'publish')
        .execute();
      await trx
        .updateTable('report')
        .set({ state: 'resolved', ...closed })
        .where('content_id', '=', report.contentId)
        .where((eb) => eb.or([eb('state', '=', 'pending'), eb('report_id', '=', reportId)]))
        .execute();
    } else {
      await trx
        .updateTable('report')
        .set({ state: 'dismissed', ...closed })
        .where('report_id', '=', reportId)
        .execute();
    }
  });
  cache.invalidate();
  return reportById(db, admin, reportId);
}
