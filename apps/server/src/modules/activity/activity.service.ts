import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  activityWindow,
  MediaKind,
  votePhaseAt,
  type ActivityKind,
  type ActivityRecord,
  type ActivityResults,
  type ActivityState,
  type ContentRecord,
  type EnrollmentCurrent,
  type EnrollmentRecord,
  type PagedList,
  type UserBrief,
  type VoteResult,
} from '@yiying/models';
import {
  ACTIVITY_MESSAGES,
  ACTIVITY_SORT_COLUMNS,
  ENROLL_SORT_COLUMNS,
  activityContract,
  activityEnrollContract,
  type ActivityCreateBody,
  type ActivityListQuery,
  type ActivityUpdateBody,
  type EnrollCreateBody,
  type EnrollListQuery,
  type EnrollReviewBody,
  type EnrollUpdateBody,
} from '@yiying/validation';
import { screenTexts, type TextGuard } from '../../lib/text-guard/index.js';
import type { Database } from '../../db/schema.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pagedList } from '../../lib/envelope.js';
import { newId } from '../../lib/ids.js';
import { resolvePage, sortColumn } from '../../lib/paging.js';
import type { KeyValueStore } from '../../lib/store.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import {
  contentDetail,
  contentRowToModel,
  contentVisibleTo,
  createContent,
  deleteContent,
  findContentByIds,
  insertContent,
  isSiteFile,
  likePattern,
  sanitizeArticle,
  updateContent,
  updateContentRow,
  type ContentMedia,
  type ContentWriteCheck,
  type Viewer,
} from '../content/index.js';
import { findUsersByIds, userRowToBrief } from '../identity/index.js';
import type { NotificationService } from '../notification/index.js';
import type { ActivityEnrollRow, ActivityRow } from './activity.table.js';

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/** What the activity services use. */
export interface ActivityDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The anonymous content-list cache: the posts behind activities and entries change what it holds. */
  cache: TtlCache;
  media?: ContentMedia;
  store?: KeyValueStore;
  /** Entries one member may submit to one activity. */
  entryLimit: number;
  /** Votes one member may cast per China-time day in one activity. */
  voteDailyCap: number;
  /** The message centre: an entrant hears of their entry's review there. */
  notifications?: NotificationService;
  /** The watch list: the entry's post goes through the content rules; the form's texts are screened here. */
  guard?: TextGuard;
}

/** The China-time day (YYYY-MM-DD) of a clock reading: the daily vote cap counts per day. */
export function chinaDay(time: number): string {
  return new Date(time + CHINA_OFFSET).toISOString().slice(0, 10);
}

/** The UTC instant a China-time date starts at. */
function chinaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`) - CHINA_OFFSET;
}

function parseTags(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function tagsJson(tags: string[] | undefined | null): string | null {
  return tags && tags.length > 0 ? JSON.stringify(tags) : null;
}

/** The state a reader sees: a published activity is doing inside its window and finish after it. */
export function effectiveState(
  row: Pick<ActivityRow, 'state' | 'valid_start' | 'valid_end'>,
  now: number,
): ActivityState {
  if (row.state !== 'publish') return row.state;
  if (now < Date.parse(row.valid_start)) return 'publish';
  if (now > Date.parse(row.valid_end)) return 'finish';
  return 'doing';
}

/** State of the post behind an activity: published with the activity, hidden otherwise. */
function contentStateOf(state: ActivityRow['state']): 'publish' | 'down' {
  return state === 'publish' ? 'publish' : 'down';
}

/** Entries everyone may see: passed (入选) and excellent ones. */
const PUBLIC_ENROLL_STATES = ['pass', 'excellent'] as const;

type ActivityListRow = ActivityRow & { likes_num: number; collect_num: number; hit_num: number };

/**
 * `activity` joined with its post, limited by the access-scope helper: visitors and members see the activities
 * whose post is published, admins the hidden ones too.
 */
function visibleActivities(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('activity')
    .innerJoin('content', 'content.content_id', 'activity.content_id')
    .where(contentVisibleTo(viewer));
}

function activityFilter(
  query: Partial<ActivityListQuery>,
  now: number,
  options: { publicOnly: boolean; defaultKind?: ActivityKind; openOnly?: boolean },
) {
  return (eb: ExpressionBuilder<Database, 'activity' | 'content'>): Expression<SqlBool> => {
    const nowIso = isoAt(now);
    const parts: Expression<SqlBool>[] = [];
    const kind = query.kind ?? options.defaultKind;
    if (kind) parts.push(eb('activity.kind', '=', kind));
    if (options.publicOnly) parts.push(eb('activity.state', '=', 'publish'));
    if (options.openOnly) {
      parts.push(eb('activity.state', '=', 'publish'));
      parts.push(eb('activity.valid_start', '<=', nowIso));
      parts.push(eb('activity.valid_end', '>=', nowIso));
    }
    if (query.type) parts.push(eb('activity.type', '=', query.type));
    switch (query.state) {
      case undefined:
        break;
      case 'publish':
        parts.push(eb('activity.state', '=', 'publish'), eb('activity.valid_start', '>', nowIso));
        break;
      case 'doing':
        parts.push(
          eb('activity.state', '=', 'publish'),
          eb('activity.valid_start', '<=', nowIso),
          eb('activity.valid_end', '>=', nowIso),
        );
        break;
      case 'finish':
        parts.push(eb('activity.state', '=', 'publish'), eb('activity.valid_end', '<', nowIso));
        break;
      default:
        parts.push(eb('activity.state', '=', query.state));
    }
    if (query.doingDate) {
      const start = chinaDayStart(query.doingDate);
      parts.push(eb('activity.valid_start', '<', isoAt(start + DAY)), eb('activity.valid_end', '>=', isoAt(start)));
    }
    if (query.finishDate) {
      parts.push(eb('activity.valid_end', '<', isoAt(chinaDayStart(query.finishDate) + DAY)));
    }
    if (query.title) parts.push(sql<SqlBool>`activity.title like ${likePattern(query.title)} escape '\\'`);
    if (query.roadshowId) parts.push(eb('activity.roadshow_id', '=', query.roadshowId));
    return eb.and(parts);
  };
}

const ACTIVITY_ORDER: Record<(typeof ACTIVITY_SORT_COLUMNS)[number], string> = {
  create_time: 'activity.create_time',
  update_time: 'activity.update_time',
  valid_start: 'activity.valid_start',
  valid_end: 'activity.valid_end',
  join_num: 'activity.join_num',
  likes_num: 'content.likes_num',
  hit_num: 'content.hit_num',
  title: 'activity.title',
};

async function creatorsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, UserBrief>> {
  const users = await findUsersByIds(db, ids);
  return new Map(users.map((u) => [u.user_id, userRowToBrief(u)]));
}

/** Votes `userId` has left today in an activity; null outside the voting phase. */
async function remainingVotesOf(
  deps: ActivityDeps,
  row: Pick<ActivityRow, 'activity_id' | 'vote_start' | 'vote_end'>,
  viewer: Viewer,
  now: number,
): Promise<number | null> {
  if (!viewer || votePhaseAt(row.vote_start, row.vote_end, now) !== 'open') return null;
  const used = await deps.db
    .selectFrom('activity_vote_day')
    .select('used')
    .where('activity_id', '=', row.activity_id)
    .where('user_id', '=', viewer.userId)
    .where('vote_day', '=', chinaDay(now))
    .executeTakeFirst();
  return Math.max(0, deps.voteDailyCap - (used?.used ?? 0));
}

function toActivityRecord(
  deps: ActivityDeps,
  row: ActivityListRow,
  creator: UserBrief | undefined,
  now: number,
): ActivityRecord {
  const window = activityWindow(row.valid_start, row.valid_end, now);
  return {
    activityId: row.activity_id,
    title: row.title,
    talkTopic: row.talk_topic,
    description: row.description,
    summary: row.summary,
    cover: row.cover,
    model: row.model,
    type: row.type,
    submitType: row.submit_type,
    activityTags: parseTags(row.activity_tags),
    articleTags: parseTags(row.article_tags),
    imageTags: parseTags(row.image_tags),
    videoTags: parseTags(row.video_tags),
    state: effectiveState(row, now),
    likesNum: Number(row.likes_num),
    collectNum: Number(row.collect_num),
    joinNum: Number(row.join_num),
    hitNum: Number(row.hit_num),
    unlink: row.unlink,
    roadshowId: row.roadshow_id,
    content: row.content,
    accessScope: row.access_scope,
    validStart: row.valid_start,
    validEnd: row.valid_end,
    createTime: row.create_time,
    updateTime: row.update_time,
    createBy: row.create_by,
    ...(creator ? { creator } : {}),
    kind: row.kind,
    contentId: row.content_id,
    valid: window.valid,
    hint: window.hint,
    phase: window.phase,
    voteStart: row.vote_start,
    voteEnd: row.vote_end,
    votePhase: votePhaseAt(row.vote_start, row.vote_end, now),
    voteDailyCap: deps.voteDailyCap,
    remainingVotes: null,
    entryLimit: deps.entryLimit,
  };
}

async function toActivityRecords(deps: ActivityDeps, rows: ActivityListRow[], now: number): Promise<ActivityRecord[]> {
  const creators = await creatorsOf(
    deps.db,
    rows.map((r) => r.create_by),
  );
  return rows.map((row) => toActivityRecord(deps, row, creators.get(row.create_by), now));
}

/**
 * An activity list: `GET /api/activity/list` (published ones, doing / finish by the clock), the upload-activity list
 * (open for entries now) and the admin list (every state).
 */
export async function listActivities(
  deps: ActivityDeps,
  viewer: Viewer,
  query: ActivityListQuery,
  mode: 'public' | 'open' | 'admin' = 'public',
): Promise<PagedList<ActivityRecord>> {
  const now = deps.clock();
  const page = resolvePage(query, activityContract.pageSize);
  const filter = activityFilter(query, now, {
    publicOnly: mode !== 'admin',
    openOnly: mode === 'open',
    ...(mode === 'admin' ? {} : { defaultKind: 'activity' as const }),
  });
  const column = (query.sort && sortColumn(query.sort, ACTIVITY_SORT_COLUMNS)) || 'create_time';
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    visibleActivities(deps.db, viewer)
      .where(filter)
      .selectAll('activity')
      .select(['content.likes_num', 'content.collect_num', 'content.hit_num'])
      .orderBy(sql.ref(ACTIVITY_ORDER[column]), direction)
      .orderBy('activity.activity_id', direction)
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    visibleActivities(deps.db, viewer)
      .where(filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const records = await toActivityRecords(deps, rows as ActivityListRow[], now);
  if (mode === 'admin' && deps.media && records.length > 0) {
    // The editor opens on a list row: it needs the attachments the activity carries.
    const files = await deps.media.ofContents(
      deps.db,
      rows.map((r) => r.content_id),
    );
    for (const record of records) {
      const own = record.contentId ? files.get(record.contentId) : undefined;
      if (own && own.length > 0) record.media = own;
    }
  }
  return pagedList(records, Number(count.n), page.pageNum, page.pageSize);
}

async function findVisibleActivity(
  deps: ActivityDeps,
  viewer: Viewer,
  activityId: string,
): Promise<ActivityListRow | undefined> {
  const row = await visibleActivities(deps.db, viewer)
    .where('activity.activity_id', '=', activityId)
    .selectAll('activity')
    .select(['content.likes_num', 'content.collect_num', 'content.hit_num'])
    .executeTakeFirst();
  return row as ActivityListRow | undefined;
}

/** An activity `viewer` may see: published ones for everyone, every state for admins. */
async function visibleActivity(deps: ActivityDeps, viewer: Viewer, activityId: string): Promise<ActivityListRow> {
  const row = await findVisibleActivity(deps, viewer, activityId);
  if (!row) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.activityNotFound);
  return row;
}

/**
 * `GET /api/activity/detail/{id}`: the activity with its window, voting phase, my remaining votes and my like /
 * collection. `viewerKey` counts a view on its post once per viewer and hour, as for posts.
 */
export async function activityDetail(
  deps: ActivityDeps,
  viewer: Viewer,
  activityId: string,
  viewerKey?: string,
): Promise<ActivityRecord> {
  const row = await visibleActivity(deps, viewer, activityId);
  const now = deps.clock();
  const post = await contentDetail(deps, viewer, row.content_id, viewerKey ? { countView: { viewerKey } } : {});
  const [record] = await toActivityRecords(deps, [{ ...row, hit_num: post.hitNum }], now);
  if (!record) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.activityNotFound);
  record.remainingVotes = await remainingVotesOf(deps, row, viewer, now);
  if (post.liked !== undefined) record.liked = post.liked;
  if (post.collected !== undefined) record.collected = post.collected;
  if (post.media && post.media.length > 0) record.media = post.media;
  return record;
}

/** `GET /api/activity/current`: the newest activity open for entries, else the newest published one, else null. */
export async function currentActivity(
  deps: ActivityDeps,
  viewer: Viewer,
  kind: ActivityKind = 'activity',
): Promise<ActivityRecord | null> {
  const base = { pageNum: 1, pageSize: 1, kind, sort: 'valid_start', order: 'desc' as const };
  const open = await listActivities(deps, viewer, base, 'open');
  const found = open.records[0] ?? (await listActivities(deps, viewer, { ...base, sort: 'create_time' })).records[0];
  return found ? activityDetail(deps, viewer, found.activityId) : null;
}

// ——— entries ———

type EnrollJoinRow = ActivityEnrollRow & { kind: ActivityKind; activity_title: string };

/**
 * Entries joined with their post (through the access-scope helper) and their activity. Visitors see passed and
 * excellent entries of published activities; members also their own entries in every state; admins everything.
 */
function visibleEntries(db: Kysely<Database>, viewer: Viewer) {
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

function toEnrollmentRecord(
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

async function votedSet(db: Kysely<Database>, viewer: Viewer, enrollIds: string[]): Promise<Set<string> | null> {
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

async function toEnrollmentRecords(
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

const ENROLL_COLUMNS = [
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
  const filter = (eb: ExpressionBuilder<Database, 'activity_enroll' | 'activity' | 'content'>) => {
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
  const [rows, count] = await Promise.all([
    visibleEntries(deps.db, viewer)
      .where(filter)
      .select(ENROLL_COLUMNS)
      .orderBy(sql.ref(ENROLL_ORDER[column]), direction)
      .orderBy('activity_enroll.create_time', column === 'vote_num' ? 'asc' : direction)
      .orderBy('activity_enroll.enroll_id', direction)
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    visibleEntries(deps.db, viewer)
      .where(filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const records = await toEnrollmentRecords(deps, viewer, rows as EnrollJoinRow[]);
  return pagedList(records, Number(count.n), page.pageNum, page.pageSize);
}

async function visibleEntry(deps: ActivityDeps, viewer: Viewer, enrollId: string): Promise<EnrollJoinRow> {
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

/** The activity row itself, whatever its state (writes check the state with their own messages). */
async function activityRow(db: Kysely<Database>, activityId: string): Promise<ActivityRow> {
  const row = await db.selectFrom('activity').selectAll().where('activity_id', '=', activityId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.activityNotFound);
  return row;
}

/** Entries are taken while the activity is published and its window open; outside it the hint is the refusal. */
function assertOpenForEntries(activity: ActivityRow, now: number): void {
  if (activity.state === 'down') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.activityDown);
  if (activity.state !== 'publish') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.activityNotOpen);
  const window = activityWindow(activity.valid_start, activity.valid_end, now);
  if (!window.valid) throw new AppError('FORBIDDEN', window.hint);
}

async function countOwnEntries(db: Kysely<Database>, activityId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('activity_enroll')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('activity_id', '=', activityId)
    .where('create_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function recountJoins(db: Kysely<Database>, activityId: string): Promise<void> {
  await db
    .updateTable('activity')
    .set((eb) => ({
      join_num: eb
        .selectFrom('activity_enroll')
        .select((s) => s.fn.countAll<number>().as('n'))
        .where('activity_enroll.activity_id', '=', activityId),
    }))
    .where('activity_id', '=', activityId)
    .execute();
}

/**
 * `POST /web/activityEnroll/create`: the work goes through the publishing pipeline as a post of the member (pictures
 * or a video they uploaded), seen only by them until an admin passes it; the entry keeps the put-in dialog fields.
 */
export async function createEntry(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  body: EnrollCreateBody,
): Promise<EnrollmentRecord> {
  const activity = await activityRow(deps.db, body.activityId);
  const now = deps.clock();
  assertOpenForEntries(activity, now);
  if (activity.type !== 'mixed' && activity.type !== body.type) {
    throw new AppError('BAD_REQUEST', ACTIVITY_MESSAGES.entryTypeMismatch);
  }
  const limitMessage = ACTIVITY_MESSAGES.entryLimit(deps.entryLimit);
  if ((await countOwnEntries(deps.db, activity.activity_id, viewer.userId)) >= deps.entryLimit) {
    throw new AppError('CONFLICT', limitMessage);
  }
  const screened = await screenTexts(deps.guard, { name: body.name, demand: body.demand });
  body = { ...body, ...screened.values };
  const post = await createContent(deps, viewer, {
    type: body.type,
    state: 'publish',
    title: body.title,
    content: body.description ?? '',
    cover: body.cover,
    mediaIds: body.mediaIds,
    tags: body.tags ?? [],
    accessScope: 'private',
    sensitive: false,
    showExif: false,
    comments: 1,
    categoryId: undefined,
    circleId: undefined,
  });
  const enrollId = newId(now);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('activity_enroll')
        .values({
          enroll_id: enrollId,
          activity_id: activity.activity_id,
          content_id: post.contentId,
          state: 'created',
          name: body.name,
          phone: body.phone,
          demand: body.demand ?? null,
          note: null,
          reviewer_id: null,
          review_time: null,
          vote_num: 0,
          create_by: viewer.userId,
          create_time: isoAt(now),
          update_time: isoAt(now),
        })
        .execute();
      // Two entries sent at once may both pass the first check: the count inside the transaction decides.
      if ((await countOwnEntries(trx, activity.activity_id, viewer.userId)) > deps.entryLimit) {
        throw new AppError('CONFLICT', limitMessage);
      }
      await recountJoins(trx, activity.activity_id);
    });
  } catch (error) {
    await deleteContent(deps, viewer, post.contentId);
    throw error;
  }
  await screened.flag(deps.db, {
    source: 'enroll',
    userId: viewer.userId,
    title: '报名表',
    targetId: enrollId,
    contentId: post.contentId,
  });
  return entryDetail(deps, viewer, enrollId);
}

/** The entry for a write by its author: only while `created` and the window is open. */
async function entryForAuthorWrite(deps: ActivityDeps, viewer: NonNullable<Viewer>, enrollId: string) {
  const row = await deps.db
    .selectFrom('activity_enroll')
    .selectAll()
    .where('enroll_id', '=', enrollId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.enrollNotFound);
  if (row.create_by !== viewer.userId) throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.entryNotOwner);
  return row;
}

/**
 * The check the content module runs before `/web/content/update` and `/web/content/delete`: the post of an entry
 * follows the entry's rules there too. Its author changes or deletes it only while the entry waits for review
 * (`created`) and the activity takes entries; an admin's moderation (hiding, deleting) stays open. A deleted entry
 * leaves the activity's entry count, recounted in the delete's transaction.
 */
export function entryPostCheck(clock: Clock): ContentWriteCheck {
  return async (db, target) => {
    if (target.action === 'create' || !target.contentId) return undefined;
    // The post that carries an activity's likes and views is written by the console (its title and state follow the
    // activity); deleting it takes the activity with it, so only when the console itself could delete the activity.
    const own = await db
      .selectFrom('activity')
      .select(['activity_id', 'join_num'])
      .where('content_id', '=', target.contentId)
      .executeTakeFirst();
    if (own) {
      if (target.action === 'update') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.activityPostManaged);
      if (own.join_num > 0 || (await countEntries(db, own.activity_id)) > 0) {
        throw new AppError('CONFLICT', ACTIVITY_MESSAGES.activityHasEntries);
      }
      return undefined;
    }
    const entry = await db
      .selectFrom('activity_enroll')
      .select(['activity_id', 'state'])
      .where('content_id', '=', target.contentId)
      .executeTakeFirst();
    if (!entry) return undefined;
    if (target.writer.own) {
      if (entry.state !== 'created') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.entryReviewed);
      assertOpenForEntries(await activityRow(db, entry.activity_id), clock());
    }
    return target.action === 'delete' ? (trx) => recountJoins(trx, entry.activity_id) : undefined;
  };
}

/** `POST /web/activityEnroll/update/{id}`: the author changes the work or the put-in fields. */
export async function updateEntry(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  enrollId: string,
  body: EnrollUpdateBody,
): Promise<EnrollmentRecord> {
  const row = await entryForAuthorWrite(deps, viewer, enrollId);
  if (row.state !== 'created') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.entryReviewed);
  const now = deps.clock();
  assertOpenForEntries(await activityRow(deps.db, row.activity_id), now);
  const screened = await screenTexts(deps.guard, { name: body.name, demand: body.demand });
  body = { ...body, ...screened.values };
  const postPatch = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { content: body.description } : {}),
    ...(body.cover !== undefined ? { cover: body.cover } : {}),
    ...(body.mediaIds !== undefined ? { mediaIds: body.mediaIds } : {}),
    ...(body.tags !== undefined ? { tags: body.tags } : {}),
  };
  if (Object.keys(postPatch).length > 0) await updateContent(deps, viewer, row.content_id, postPatch);
  await deps.db
    .updateTable('activity_enroll')
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.demand !== undefined ? { demand: body.demand || null } : {}),
      update_time: isoAt(now),
    })
    .where('enroll_id', '=', enrollId)
    .execute();
  await screened.flag(deps.db, {
    source: 'enroll',
    userId: viewer.userId,
    title: '报名表',
    targetId: enrollId,
    contentId: row.content_id,
  });
  return entryDetail(deps, viewer, enrollId);
}

/**
 * `POST /web/activityEnroll/delete/{id}`: the author withdraws an entry not passed (created or nopass); an admin
 * removes any. The work's post goes with it.
 */
export async function deleteEntry(deps: ActivityDeps, viewer: NonNullable<Viewer>, enrollId: string): Promise<void> {
  const row = await deps.db
    .selectFrom('activity_enroll')
    .selectAll()
    .where('enroll_id', '=', enrollId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.enrollNotFound);
  if (!viewer.admin) {
    if (row.create_by !== viewer.userId) throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.entryNotOwner);
    if (row.state === 'pass' || row.state === 'excellent') {
      throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.entryReviewed);
    }
  }
  await deleteContent(deps, viewer, row.content_id);
  await deps.db.deleteFrom('activity_enroll').where('enroll_id', '=', enrollId).execute();
  await recountJoins(deps.db, row.activity_id);
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

// ——— voting ———

/**
 * `POST /web/activityEnroll/vote/{id}`: one vote of a member for a passed entry during the voting phase. In one
 * transaction: the vote row (unique per member and entry), the member's day counter (an upsert that only moves while
 * under the cap) and the entry's count (an increment), so concurrent votes are counted exactly.
 */
export async function vote(deps: ActivityDeps, viewer: NonNullable<Viewer>, enrollId: string): Promise<VoteResult> {
  const row = await visibleEntry(deps, viewer, enrollId);
  const activity = await activityRow(deps.db, row.activity_id);
  const now = deps.clock();
  const phase = votePhaseAt(activity.vote_start, activity.vote_end, now);
  if (activity.state !== 'publish') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.activityDown);
  if (phase === 'none') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.noVote);
  if (phase === 'before') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.voteNotStarted);
  if (phase === 'closed') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.voteClosed);
  if (row.state !== 'pass' && row.state !== 'excellent')
    throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.voteNotPassed);
  if (row.create_by === viewer.userId) throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.voteOwn);
  const day = chinaDay(now);
  const cap = deps.voteDailyCap;
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('activity_vote')
      .values({
        vote_id: newId(now),
        activity_id: row.activity_id,
        enroll_id: enrollId,
        user_id: viewer.userId,
        vote_day: day,
        create_time: isoAt(now),
      })
      .onConflict((oc) => oc.columns(['enroll_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw new AppError('CONFLICT', ACTIVITY_MESSAGES.voteTwice);
    }
    const counted = await trx
      .insertInto('activity_vote_day')
      .values({ activity_id: row.activity_id, user_id: viewer.userId, vote_day: day, used: 1 })
      .onConflict((oc) =>
        oc
          .columns(['activity_id', 'user_id', 'vote_day'])
          .doUpdateSet({ used: sql<number>`activity_vote_day.used + 1` })
          .where('activity_vote_day.used', '<', cap),
      )
      .returning('used')
      .executeTakeFirst();
    if (!counted) throw new AppError('TOO_MANY_REQUESTS', ACTIVITY_MESSAGES.voteCap(cap));
    const entry = await trx
      .updateTable('activity_enroll')
      .set((eb) => ({ vote_num: eb('vote_num', '+', 1) }))
      .where('enroll_id', '=', enrollId)
      .returning('vote_num')
      .executeTakeFirstOrThrow();
    return {
      enrollId,
      activityId: row.activity_id,
      voteNum: Number(entry.vote_num),
      remainingVotes: Math.max(0, cap - Number(counted.used)),
    };
  });
}

/**
 * `GET /api/activity/results/{id}`: once the voting phase is over (or for an activity without one), the excellent
 * works and the passed entries ranked by votes (ties: the earlier entry first).
 */
export async function activityResults(
  deps: ActivityDeps,
  viewer: Viewer,
  activityId: string,
): Promise<ActivityResults> {
  const activity = await visibleActivity(deps, viewer, activityId);
  const now = deps.clock();
  const phase = votePhaseAt(activity.vote_start, activity.vote_end, now);
  if (phase === 'before' || phase === 'open') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.resultsNotReady);
  const everyone = null;
  const shown = await visibleEntries(deps.db, everyone)
    .where('activity_enroll.activity_id', '=', activityId)
    .select(ENROLL_COLUMNS)
    .orderBy('activity_enroll.vote_num', 'desc')
    .orderBy('activity_enroll.create_time', 'asc')
    .orderBy('activity_enroll.enroll_id', 'asc')
    .execute();
  const records = await toEnrollmentRecords(deps, everyone, shown as EnrollJoinRow[]);
  const total = await deps.db
    .selectFrom('activity_vote')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  return {
    activityId,
    votePhase: phase,
    totalVotes: Number(total.n),
    excellent: records.filter((r) => r.state === 'excellent'),
    ranking: phase === 'none' ? [] : records,
  };
}

// ——— admin editor and review ———

function assertWindow(validStart: string, validEnd: string, voteStart: string | null, voteEnd: string | null): void {
  const errors: { field: string; message: string }[] = [];
  if (Date.parse(validEnd) <= Date.parse(validStart)) {
    errors.push({ field: 'validEnd', message: ACTIVITY_MESSAGES.windowOrder });
  }
  if (Boolean(voteStart) !== Boolean(voteEnd)) {
    errors.push({ field: 'voteEnd', message: ACTIVITY_MESSAGES.voteBothOrNone });
  } else if (voteStart && voteEnd && Date.parse(voteEnd) <= Date.parse(voteStart)) {
    errors.push({ field: 'voteEnd', message: ACTIVITY_MESSAGES.voteOrder });
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]?.message, errors);
}

async function assertRoadshow(db: Kysely<Database>, roadshowId: string | null | undefined): Promise<void> {
  if (!roadshowId) return;
  const found = await db
    .selectFrom('roadshow')
    .select('roadshow_id')
    .where('roadshow_id', '=', roadshowId)
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.roadshowNotFound);
}

/**
 * The media ids of an activity's attachment URLs, in order: each must be a document under `/files/` that the admin
 * uploaded or that the activity's post already carries (another admin's earlier upload stays when the list is sent
 * back unchanged). Anything else is refused with a field error before a row is written.
 */
async function attachmentIds(
  deps: ActivityDeps,
  uploaderId: string,
  urls: readonly string[],
  contentId?: string,
): Promise<string[]> {
  if (urls.length === 0) return [];
  const refuse = (message: string) => validationFailed([{ field: 'attachments', message }]);
  if (!deps.media) throw refuse(ACTIVITY_MESSAGES.attachmentNotOwned);
  const linked = contentId ? ((await deps.media.ofContents(deps.db, [contentId])).get(contentId) ?? []) : [];
  const ids: string[] = [];
  for (const url of urls) {
    if (!isSiteFile(url)) throw refuse(ACTIVITY_MESSAGES.attachmentNotOwned);
    const found =
      linked.find((m) => m.url === url) ?? (await deps.media.ownedByUrl(deps.db, uploaderId, url)) ?? undefined;
    if (!found || found.url !== url) throw refuse(ACTIVITY_MESSAGES.attachmentNotOwned);
    if (found.kind !== MediaKind.file) throw refuse(ACTIVITY_MESSAGES.attachmentNotDocument);
    if (!ids.includes(found.mediaId)) ids.push(found.mediaId);
  }
  return ids;
}

/** `POST /mng/activity/create`: the activity and the post that carries its likes, collections and views. */
export async function createActivity(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  body: ActivityCreateBody,
): Promise<ActivityRecord> {
  assertWindow(body.validStart, body.validEnd, body.voteStart ?? null, body.voteEnd ?? null);
  await assertRoadshow(deps.db, body.roadshowId);
  const attachments = await attachmentIds(deps, viewer.userId, body.attachments ?? []);
  const now = deps.clock();
  const nowIso = isoAt(now);
  const activityId = newId(now);
  const contentId = newId(now);
  const state = body.state as ActivityRow['state'];
  await deps.db.transaction().execute(async (trx) => {
    await insertContent(trx, {
      content_id: contentId,
      parent_id: null,
      category_id: null,
      circle_id: null,
      title: body.title,
      cover: body.cover,
      type: 'activity',
      state: contentStateOf(state),
      talk_topic: body.talkTopic || null,
      likes_num: 0,
      collect_num: 0,
      comment_num: 0,
      hit_num: 0,
      forwarded_num: 0,
      forwarded_flag: 'no',
      thumbs: null,
      content: body.summary || body.description || null,
      access_scope: 'public',
      create_time: nowIso,
      update_time: nowIso,
      create_by: viewer.userId,
      width: null,
      height: null,
      comments: 1,
      top_flag: 0,
      sort: 0,
      tags: tagsJson(body.activityTags),
      cover_image: null,
    });
    await trx
      .insertInto('activity')
      .values({
        activity_id: activityId,
        kind: body.kind as ActivityKind,
        content_id: contentId,
        title: body.title,
        talk_topic: body.talkTopic || null,
        description: body.description || null,
        summary: body.summary || null,
        cover: body.cover,
        model: 'article',
        type: body.type,
        submit_type: body.submitType || null,
        activity_tags: tagsJson(body.activityTags),
        article_tags: tagsJson(body.articleTags),
        image_tags: tagsJson(body.imageTags),
        video_tags: tagsJson(body.videoTags),
        state,
        join_num: 0,
        unlink: body.unlink || null,
        roadshow_id: body.roadshowId || null,
        content: body.content ? sanitizeArticle(body.content) : null,
        access_scope: 'public',
        valid_start: body.validStart,
        valid_end: body.validEnd,
        vote_start: body.voteStart || null,
        vote_end: body.voteEnd || null,
        create_by: viewer.userId,
        create_time: nowIso,
        update_time: nowIso,
      })
      .execute();
    if (deps.media && attachments.length > 0) await deps.media.link(trx, contentId, attachments);
  });
  deps.cache.invalidate();
  return activityDetail(deps, viewer, activityId);
}

/** `POST /mng/activity/update/{id}`: only the fields given change; the window and voting phase stay ordered. */
export async function updateActivity(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  activityId: string,
  body: ActivityUpdateBody,
): Promise<ActivityRecord> {
  const row = await activityRow(deps.db, activityId);
  const validStart = body.validStart ?? row.valid_start;
  const validEnd = body.validEnd ?? row.valid_end;
  const voteStart = body.voteStart !== undefined ? body.voteStart || null : row.vote_start;
  const voteEnd = body.voteEnd !== undefined ? body.voteEnd || null : row.vote_end;
  assertWindow(validStart, validEnd, voteStart, voteEnd);
  if (body.roadshowId) await assertRoadshow(deps.db, body.roadshowId);
  const attachments =
    body.attachments !== undefined
      ? await attachmentIds(deps, viewer.userId, body.attachments, row.content_id)
      : undefined;
  const nowIso = isoAt(deps.clock());
  const text = (value: string | undefined, stored: string | null) => (value !== undefined ? value || null : stored);
  const tags = (value: string[] | undefined, stored: string | null) => (value !== undefined ? tagsJson(value) : stored);
  const title = body.title ?? row.title;
  const cover = body.cover ?? row.cover;
  const summary = text(body.summary, row.summary);
  const description = text(body.description, row.description);
  const activityTags = tags(body.activityTags, row.activity_tags);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('activity')
      .set({
        title,
        cover,
        summary,
        description,
        talk_topic: text(body.talkTopic, row.talk_topic),
        content: body.content !== undefined ? (body.content ? sanitizeArticle(body.content) : null) : row.content,
        type: body.type ?? row.type,
        submit_type: text(body.submitType, row.submit_type),
        activity_tags: activityTags,
        article_tags: tags(body.articleTags, row.article_tags),
        image_tags: tags(body.imageTags, row.image_tags),
        video_tags: tags(body.videoTags, row.video_tags),
        roadshow_id: body.roadshowId !== undefined ? body.roadshowId || null : row.roadshow_id,
        unlink: body.unlink !== undefined ? body.unlink || null : row.unlink,
        valid_start: validStart,
        valid_end: validEnd,
        vote_start: voteStart,
        vote_end: voteEnd,
        update_time: nowIso,
      })
      .where('activity_id', '=', activityId)
      .execute();
    await updateContentRow(trx, row.content_id, {
      title,
      cover,
      content: summary || description,
      tags: activityTags,
      talk_topic: text(body.talkTopic, row.talk_topic),
      update_time: nowIso,
    });
    if (deps.media && attachments) await deps.media.link(trx, row.content_id, attachments);
  });
  deps.cache.invalidate();
  return activityDetail(deps, viewer, activityId);
}

/** `publish` (开放) or `down` (隐藏) an activity; its post follows so likes, lists and search follow too. */
export async function setActivityState(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  activityId: string,
  state: 'publish' | 'down',
): Promise<ActivityRecord> {
  const row = await activityRow(deps.db, activityId);
  const nowIso = isoAt(deps.clock());
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('activity')
      .set({ state, update_time: nowIso })
      .where('activity_id', '=', activityId)
      .execute();
    await updateContentRow(trx, row.content_id, { state: contentStateOf(state), update_time: nowIso });
  });
  deps.cache.invalidate();
  return activityDetail(deps, viewer, activityId);
}

/** `POST /mng/activity/delete/{id}`: only an activity without entries (else hide it with `down`). */
export async function deleteActivity(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  activityId: string,
): Promise<void> {
  const row = await activityRow(deps.db, activityId);
  if (row.join_num > 0 || (await countEntries(deps.db, activityId)) > 0) {
    throw new AppError('CONFLICT', ACTIVITY_MESSAGES.activityHasEntries);
  }
  await deleteContent(deps, viewer, row.content_id);
  await deps.db.deleteFrom('activity').where('activity_id', '=', activityId).execute();
}

async function countEntries(db: Kysely<Database>, activityId: string): Promise<number> {
  const row = await db
    .selectFrom('activity_enroll')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * `POST /mng/activityEnroll/review/{id}`: pass (入选), nopass (未入选) or excellent (优秀), with an optional note. A
 * passed or excellent work becomes public; a refused one is seen by its author only. A changed result or note
 * reaches the entrant's message centre (活动 tab) once the review is committed.
 */
export async function reviewEntry(
  deps: ActivityDeps,
  viewer: NonNullable<Viewer>,
  enrollId: string,
  body: EnrollReviewBody,
): Promise<EnrollmentRecord> {
  const row = await deps.db
    .selectFrom('activity_enroll')
    .innerJoin('activity', 'activity.activity_id', 'activity_enroll.activity_id')
    .selectAll('activity_enroll')
    .select('activity.title as activity_title')
    .where('activity_enroll.enroll_id', '=', enrollId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.enrollNotFound);
  const [work] = await findContentByIds(deps.db, viewer, [row.content_id]);
  const state = body.state as 'pass' | 'nopass' | 'excellent';
  const note = body.note ?? null;
  const nowIso = isoAt(deps.clock());
  const write = async (trx: Kysely<Database>) => {
    await trx
      .updateTable('activity_enroll')
      .set({ state, note, reviewer_id: viewer.userId, review_time: nowIso, update_time: nowIso })
      .where('enroll_id', '=', enrollId)
      .execute();
    await updateContentRow(trx, row.content_id, {
      access_scope: state === 'nopass' ? 'private' : 'public',
      update_time: nowIso,
    });
    if (deps.notifications && (row.state !== state || row.note !== note)) {
      await deps.notifications.record(trx, {
        userId: row.create_by,
        actorId: viewer.userId,
        action: 'review',
        contentId: row.content_id,
        text: ACTIVITY_MESSAGES.reviewResult(state, work?.title ?? '', row.activity_title, note),
      });
    }
  };
  if (deps.notifications) await deps.notifications.transaction(deps.db, write);
  else await deps.db.transaction().execute(write);
  deps.cache.invalidate();
  return entryDetail(deps, viewer, enrollId);
}
