import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ImageSource, PagedList, RoadshowRecord } from '@yiying/models';
import {
  ACTIVITY_MESSAGES,
  ROADSHOW_SORT_COLUMNS,
  roadshowContract,
  type RoadshowCreateBody,
  type RoadshowListQuery,
  type RoadshowUpdateBody,
} from '@yiying/validation';
import type { ActivityDatabase, ActivityDb } from './activity.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageOf, resolvePage, sortColumn } from '../../lib/paging.js';
import { likePattern, sanitizeArticle, type Viewer } from '../content/index.js';
import { imageSourcesByUrl } from '../media/index.js';
import type { RoadshowRow } from './activity.table.js';

export interface RoadshowDeps {
  db: ActivityDb;
  clock: Clock;
}

function toRoadshowRecord(row: RoadshowRow, activityNum: number, coverImage: ImageSource | null): RoadshowRecord {
  return {
    roadshowId: row.roadshow_id,
    title: row.title,
    type: row.type,
    state: row.state,
    cover: row.cover,
    coverImage,
    summary: row.summary,
    content: row.content,
    city: row.city,
    address: row.address,
    startTime: row.start_time,
    endTime: row.end_time,
    activityNum,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

async function activityCounts(db: ActivityDb, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity')
    .select(['roadshow_id', (eb) => eb.fn.countAll().as('n')])
    .where('roadshow_id', 'in', ids)
    .where('state', '=', 'publish')
    .groupBy('roadshow_id')
    .execute();
  return new Map(rows.map((r) => [String(r.roadshow_id), Number(r.n)]));
}

/** Road-show lists: published ones for everyone (`GET /api/roadshow/list`), every state for admins (`/mng`). */
export async function listRoadshows(
  deps: RoadshowDeps,
  query: RoadshowListQuery,
  admin: boolean,
): Promise<PagedList<RoadshowRecord>> {
  const page = resolvePage(query, roadshowContract.pageSize);
  const filter = (eb: ExpressionBuilder<ActivityDatabase, 'roadshow'>) => {
    const parts: Expression<SqlBool>[] = [];
    if (!admin) parts.push(eb('state', '=', 'publish'));
    if (query.state) parts.push(eb('state', '=', query.state));
    if (query.type) parts.push(eb('type', '=', query.type));
    if (query.title) parts.push(sql<SqlBool>`title like ${likePattern(query.title)} escape '\\'`);
    return eb.and(parts);
  };
  const column = (query.sort && sortColumn(query.sort, ROADSHOW_SORT_COLUMNS)) || 'create_time';
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  return pageOf(
    deps.db.selectFrom('roadshow').where(filter),
    page,
    (q) => q.selectAll().orderBy(column, direction).orderBy('roadshow_id', direction),
    async (rows) => {
      // A cover that is a stored picture answers with its renditions, so the road-show cards draw it by `srcset`.
      const [counts, covers] = await Promise.all([
        activityCounts(
          deps.db,
          rows.map((r) => r.roadshow_id),
        ),
        imageSourcesByUrl(
          deps.db,
          rows.map((r) => r.cover),
        ),
      ]);
      return rows.map((r) => toRoadshowRecord(r, counts.get(r.roadshow_id) ?? 0, covers.get(r.cover) ?? null));
    },
  );
}

/** `GET /api/roadshow/detail/{id}`: a published road show (admins see every state). */
export async function roadshowDetail(deps: RoadshowDeps, viewer: Viewer, roadshowId: string): Promise<RoadshowRecord> {
  const row = await deps.db.selectFrom('roadshow').selectAll().where('roadshow_id', '=', roadshowId).executeTakeFirst();
  if (!row || (row.state !== 'publish' && !viewer?.admin)) {
    throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.roadshowNotFound);
  }
  const [counts, covers] = await Promise.all([
    activityCounts(deps.db, [roadshowId]),
    imageSourcesByUrl(deps.db, [row.cover]),
  ]);
  return toRoadshowRecord(row, counts.get(roadshowId) ?? 0, covers.get(row.cover) ?? null);
}

export async function createRoadshow(
  deps: RoadshowDeps,
  viewer: NonNullable<Viewer>,
  body: RoadshowCreateBody,
): Promise<RoadshowRecord> {
  const now = deps.clock();
  const roadshowId = newId(now);
  await deps.db
    .insertInto('roadshow')
    .values({
      roadshow_id: roadshowId,
      title: body.title,
      type: body.type || 'city',
      state: body.state as RoadshowRow['state'],
      cover: body.cover,
      summary: body.summary || null,
      content: body.content ? sanitizeArticle(body.content) : null,
      city: body.city || null,
      address: body.address || null,
      start_time: body.startTime || null,
      end_time: body.endTime || null,
      create_by: viewer.userId,
      create_time: isoAt(now),
      update_time: isoAt(now),
    })
    .execute();
  return roadshowDetail(deps, viewer, roadshowId);
}

export async function updateRoadshow(
  deps: RoadshowDeps,
  viewer: NonNullable<Viewer>,
  roadshowId: string,
  body: RoadshowUpdateBody,
): Promise<RoadshowRecord> {
  const row = await roadshowDetail(deps, viewer, roadshowId);
  const startTime = body.startTime !== undefined ? body.startTime || null : (row.startTime ?? null);
  const endTime = body.endTime !== undefined ? body.endTime || null : (row.endTime ?? null);
  if (startTime && endTime && Date.parse(endTime) <= Date.parse(startTime)) {
    throw new AppError('VALIDATION_FAILED', '结束时间必须晚于开始时间', [
      { field: 'endTime', message: '结束时间必须晚于开始时间' },
    ]);
  }
  const text = (value: string | undefined) => (value !== undefined ? { v: value || null } : undefined);
  const changes = {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.type !== undefined ? { type: body.type || 'city' } : {}),
    ...(body.cover !== undefined ? { cover: body.cover } : {}),
    ...(text(body.summary) ? { summary: text(body.summary)?.v ?? null } : {}),
    ...(body.content !== undefined ? { content: body.content ? sanitizeArticle(body.content) : null } : {}),
    ...(text(body.city) ? { city: text(body.city)?.v ?? null } : {}),
    ...(text(body.address) ? { address: text(body.address)?.v ?? null } : {}),
    start_time: startTime,
    end_time: endTime,
    update_time: isoAt(deps.clock()),
  };
  await deps.db.updateTable('roadshow').set(changes).where('roadshow_id', '=', roadshowId).execute();
  return roadshowDetail(deps, viewer, roadshowId);
}

export async function publishRoadshow(
  deps: RoadshowDeps,
  viewer: NonNullable<Viewer>,
  roadshowId: string,
): Promise<RoadshowRecord> {
  await roadshowDetail(deps, viewer, roadshowId);
  await deps.db
    .updateTable('roadshow')
    .set({ state: 'publish', update_time: isoAt(deps.clock()) })
    .where('roadshow_id', '=', roadshowId)
    .execute();
  return roadshowDetail(deps, viewer, roadshowId);
}

/** Deletes a road show no activity links to. */
export async function deleteRoadshow(
  deps: RoadshowDeps,
  viewer: NonNullable<Viewer>,
  roadshowId: string,
): Promise<void> {
  await roadshowDetail(deps, viewer, roadshowId);
  const linked = await deps.db
    .selectFrom('activity')
    .select('activity_id')
    .where('roadshow_id', '=', roadshowId)
    .executeTakeFirst();
  if (linked) throw new AppError('CONFLICT', ACTIVITY_MESSAGES.roadshowInUse);
  await deps.db.deleteFrom('roadshow').where('roadshow_id', '=', roadshowId).execute();
}
