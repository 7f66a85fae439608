import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  activityWindow,
  type ActivityKind,
  type ContentRecord,
  type EnrollmentCurrent,
  type EnrollmentRecord,
  type PagedList,
} from '@yiying/models';
import {
  ACTIVITY_MESSAGES,
  ENROLL_SORT_COLUMNS,
  activityEnrollContract,
  type EnrollListQuery,
} from '@yiying/validation';
import type { ActivityDatabase, ActivityDb } from './activity.db.js';
import { AppError } from '../../errors.js';
import { pageOf, resolvePage, sortColumn } from '../../lib/paging.js';
import {
  contentDetail,
  contentRowToModel,
  contentVisibleTo,
  findContentByIds,
  likePattern,
  type Viewer,
} from '../content/index.js';
import type { ActivityDeps } from './activity.deps.js';
import { remainingVotesOf, visibleActivity } from './activity.query.js';
import type { ActivityEnrollRow } from './activity.table.js';

/** Entries everyone may see: passed (入选) and excellent ones. */
const PUBLIC_ENROLL_STATES = ['pass', 'excellent'] as const;

export type EnrollJoinRow = ActivityEnrollRow & { kind: ActivityKind; activity_title: string };

/**
 * Entries joined with their post (through the access-scope helper) and their activity. Visitors see passed and
 * excellent entries of published activities; members also their own entries in every state; admins everything.
 */
export function visibleEntries(db: ActivityDb, viewer: Viewer) {
  return db
    .selectFrom('activity_enroll')
    .innerJoin('activity', 'activity.activity_id', 'activity_enroll.activity_id')
    .innerJoin('content', 'content.content_id', 'activity_enroll.content_id')
    .where(contentVisibleTo(viewer))
    .where((eb) => {
      if (viewer?.admin) return sql<SqlBool>`1 = 1`;
      const open = eb.and([
        eb('activity_enroll.state', 'in', [...PUBLIC_ENROLL_STATES]),
        eb('activity.state', '=', 'publish'),
      ]);
      return viewer ? eb.or([open, eb('activity_enroll.create_by', '=', viewer.userId)]) : open;
    });
}

const ENROLL_ORDER: Record<(typeof ENROLL_SORT_COLUMNS)[number], string> = {
  create_time: 'activity_enroll.create_time',
  update_time: 'activity_enroll.update_time',
  vote_num: 'activity_enroll.vote_num',
  likes_num: 'content.likes_num',
  hit_num: 'content.hit_num',
};

/** Put-in fields and the review note go to the entry's author and admins only. */
function mayReadPrivate(viewer: Viewer, row: ActivityEnrollRow): boolean {
  return Boolean(viewer && (viewer.admin || viewer.userId === row.create_by));
}

export function toEnrollmentRecord(
  row: EnrollJoinRow,
  post: ContentRecord,
  viewer: Viewer,
  voted: boolean | undefined,
): EnrollmentRecord {
  const record: EnrollmentRecord = {
    enrollId: row.enroll_id,
    activityId: row.activity_id,
    title: post.title,
    talkTopic: post.talkTopic ?? null,
    description: post.content ?? null,
    summary: null,
    cover: post.cover,
    type: post.type,
    state: row.state,
    likesNum: post.likesNum,
    collectNum: post.collectNum,
    hitNum: post.hitNum,
    forwardedNum: post.forwardedNum,
    forwardedFlag: post.forwardedFlag,
    thumbs: post.thumbs ?? [],
    content: null,
    accessScope: post.accessScope,
    createTime: row.create_time,
    updateTime: row.update_time,
    createBy: row.create_by,
    kind: row.kind,
    contentId: row.content_id,
    coverImage: post.coverImage ?? null,
    voteNum: Number(row.vote_num),
    activityTitle: row.activity_title,
  };
  if (post.creator) record.creator = post.creator;
  if (post.media) record.media = post.media;
  if (voted !== undefined) record.voted = voted;
  if (mayReadPrivate(viewer, row)) {
    Object.assign(record, {
      name: row.name,
      phone: row.phone,
      demand: row.demand,
      note: row.note,
      reviewTime: row.review_time,
    });
  }
  return record;
}

export async function votedSet(db: ActivityDb, viewer: Viewer, enrollIds: string[]): Promise<Set<string> | null> {
  if (!viewer) return null;
  if (enrollIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('activity_vote')
    .select('enroll_id')
    .where('user_id', '=', viewer.userId)
    .where('enroll_id', 'in', enrollIds)
    .execute();
  return new Set(rows.map((r) => r.enroll_id));
}

export async function toEnrollmentRecords(
  deps: ActivityDeps,
  viewer: Viewer,
  rows: EnrollJoinRow[],
): Promise<EnrollmentRecord[]> {
  const posts = new Map(
    (
      await findContentByIds(
        deps.db,
        viewer,
        rows.map((r) => r.content_id),
      )
    ).map((p) => [p.content_id, contentRowToModel(p)]),
  );
  const voted = await votedSet(
    deps.db,
    viewer,
    rows.map((r) => r.enroll_id),
  );
  return rows.flatMap((row) => {
    const post = posts.get(row.content_id);
    return post ? [toEnrollmentRecord(row, post, viewer, voted ? voted.has(row.enroll_id) : undefined)] : [];
  });
}

export const ENROLL_COLUMNS = [
  'activity_enroll.enroll_id',
  'activity_enroll.activity_id',
  'activity_enroll.content_id',
  'activity_enroll.state',
  'activity_enroll.name',
  'activity_enroll.phone',
  'activity_enroll.demand',
  'activity_enroll.note',
  'activity_enroll.reviewer_id',
  'activity_enroll.review_time',
  'activity_enroll.vote_num',
  'activity_enroll.create_by',
  'activity_enroll.create_time',
  'activity_enroll.update_time',
  'activity.kind',
  'activity.title as activity_title',
] as const;

/** `GET /api/activityEnroll/list` and the admin review list (`mode: admin` keeps every state for admins). */
export async function listEntries(
  deps: ActivityDeps,
  viewer: Viewer,
  query: EnrollListQuery,
): Promise<PagedList<EnrollmentRecord>> {
  const page = resolvePage(query, activityEnrollContract.pageSize);
  const filter = (eb: ExpressionBuilder<ActivityDatabase, 'activity_enroll' | 'activity' | 'content'>) => {
    const parts: Expression<SqlBool>[] = [];
    if (query.kind) parts.push(eb('activity.kind', '=', query.kind));
    if (query.createBy) parts.push(eb('activity_enroll.create_by', '=', query.createBy));
    if (query.activityId) parts.push(eb('activity_enroll.activity_id', '=', query.activityId));
    if (query.state) parts.push(eb('activity_enroll.state', '=', query.state));
    if (query.activityTag) {
      parts.push(sql<SqlBool>`content.tags like ${likePattern(JSON.stringify(query.activityTag))} escape '\\'`);
    }
    return eb.and(parts);
  };
  const column = (query.sort && sortColumn(query.sort, ENROLL_SORT_COLUMNS)) || 'create_time';
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  return pageOf(
    visibleEntries(deps.db, viewer).where(filter),
    page,
    (q) =>
      q
        .select(ENROLL_COLUMNS)
        .orderBy(sql.ref(ENROLL_ORDER[column]), direction)
        .orderBy('activity_enroll.create_time', column === 'vote_num' ? 'asc' : direction)
        .orderBy('activity_enroll.enroll_id', direction),
    (rows) => toEnrollmentRecords(deps, viewer, rows as EnrollJoinRow[]),
  );
}

export async function visibleEntry(deps: ActivityDeps, viewer: Viewer, enrollId: string): Promise<EnrollJoinRow> {
  const row = await visibleEntries(deps.db, viewer)
    .where('activity_enroll.enroll_id', '=', enrollId)
    .select(ENROLL_COLUMNS)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.enrollNotFound);
  return row as EnrollJoinRow;
}

/** `GET /api/activityEnroll/detail/{id}`: the entry with its files; a view counts on its post as for posts. */
export async function entryDetail(
  deps: ActivityDeps,
  viewer: Viewer,
  enrollId: string,
  viewerKey?: string,
): Promise<EnrollmentRecord> {
  const row = await visibleEntry(deps, viewer, enrollId);
  const post = await contentDetail(deps, viewer, row.content_id, viewerKey ? { countView: { viewerKey } } : {});
  const voted = await votedSet(deps.db, viewer, [row.enroll_id]);
  return toEnrollmentRecord(row, post, viewer, voted ? voted.has(row.enroll_id) : undefined);
}

/** `GET /api/activityEnroll/current`: my entries in the activity, what is left, and my votes left today. */
export async function currentEntries(
  deps: ActivityDeps,
  viewer: Viewer,
  activityId: string,
): Promise<EnrollmentCurrent> {
  const activity = await visibleActivity(deps, viewer, activityId);
  const now = deps.clock();
  const window = activityWindow(activity.valid_start, activity.valid_end, now);
  const valid = window.valid && activity.state === 'publish';
  const base = { activityId, valid, hint: window.hint, entryLimit: deps.entryLimit };
  if (!viewer) {
    return { ...base, entryCount: 0, remaining: deps.entryLimit, records: [], remainingVotes: null };
  }
  const rows = await visibleEntries(deps.db, viewer)
    .where('activity_enroll.activity_id', '=', activityId)
    .where('activity_enroll.create_by', '=', viewer.userId)
    .select(ENROLL_COLUMNS)
    .orderBy('activity_enroll.create_time', 'desc')
    .execute();
  const records = await toEnrollmentRecords(deps, viewer, rows as EnrollJoinRow[]);
  return {
    ...base,
    entryCount: records.length,
    remaining: Math.max(0, deps.entryLimit - records.length),
    records,
    remainingVotes: await remainingVotesOf(deps, activity, viewer, now),
  };
}
