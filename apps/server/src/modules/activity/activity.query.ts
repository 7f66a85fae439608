import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  activityWindow,
  votePhaseAt,
  type ActivityKind,
  type ActivityRecord,
  type ActivityState,
  type ImageSource,
  type PagedList,
  type UserBrief,
} from '@yiying/models';
import { ACTIVITY_MESSAGES, ACTIVITY_SORT_COLUMNS, activityContract, type ActivityListQuery } from '@yiying/validation';
import type { ActivityDatabase, ActivityDb } from './activity.db.js';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { pageOf, resolvePage, sortColumn } from '../../lib/paging.js';
import { contentDetail, contentVisibleTo, likePattern, type Viewer } from '../content/index.js';
import { findUsersByIds, userRowToBrief } from '../identity/index.js';
import { imageSourcesByUrl } from '../media/index.js';
import { chinaDay, chinaDayStart, DAY, type ActivityDeps } from './activity.deps.js';
import { parseTags } from './activity.rows.js';
import type { ActivityRow } from './activity.table.js';

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

export type ActivityListRow = ActivityRow & { likes_num: number; collect_num: number; hit_num: number };

/**
 * `activity` joined with its post, limited by the access-scope helper: visitors and members see the activities
 * whose post is published, admins the hidden ones too.
 */
function visibleActivities(db: ActivityDb, viewer: Viewer) {
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
  return (eb: ExpressionBuilder<ActivityDatabase, 'activity' | 'content'>): Expression<SqlBool> => {
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

async function creatorsOf(db: ActivityDb, ids: string[]): Promise<Map<string, UserBrief>> {
  const users = await findUsersByIds(db, ids);
  return new Map(users.map((u) => [u.user_id, userRowToBrief(u)]));
}

/** Votes `userId` has left today in an activity; null outside the voting phase. */
export async function remainingVotesOf(
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
  coverImage: ImageSource | null,
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
    coverImage,
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

/**
 * The records of `rows`, each with its creator and, when its cover is a stored picture, the cover's renditions, so
 * pages draw it by `srcset` at the width it is shown.
 */
async function toActivityRecords(deps: ActivityDeps, rows: ActivityListRow[], now: number): Promise<ActivityRecord[]> {
  if (rows.length === 0) return [];
  const [creators, covers] = await Promise.all([
    creatorsOf(
      deps.db,
      rows.map((r) => r.create_by),
    ),
    imageSourcesByUrl(
      deps.db,
      rows.map((r) => r.cover),
    ),
  ]);
  return rows.map((row) =>
    toActivityRecord(deps, row, creators.get(row.create_by), covers.get(row.cover) ?? null, now),
  );
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
  return pageOf(
    visibleActivities(deps.db, viewer).where(filter),
    page,
    (q) =>
      q
        .selectAll('activity')
        .select(['content.likes_num', 'content.collect_num', 'content.hit_num'])
        .orderBy(sql.ref(ACTIVITY_ORDER[column]), direction)
        .orderBy('activity.activity_id', direction),
    async (rows) => {
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
      return records;
    },
  );
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
export async function visibleActivity(
  deps: ActivityDeps,
  viewer: Viewer,
  activityId: string,
): Promise<ActivityListRow> {
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
