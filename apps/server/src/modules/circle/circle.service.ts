import { sql, type SqlBool } from 'kysely';
import { Enabled, YesNo, isMedicalName, type CircleRecord, type PagedList } from '@yiying/models';
import {
  CIRCLE_MESSAGES,
  CIRCLE_SORT_COLUMNS,
  type CircleCreateBody,
  type CircleListQuery,
  type CircleUpdateBody,
} from '@yiying/validation';
import { screenTexts, type TextGuard } from '../../lib/text-guard/index.js';
import type { CircleDb } from './circle.db.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { emptyPage, pageFrom, resolvePage, sortColumn } from '../../lib/paging.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import { ANONYMOUS, likePattern, visibleContent, type Viewer } from '../content/index.js';
import { imageSourcesByUrl } from '../media/index.js';
import type { MuteSet } from '../mute/index.js';
import type { CircleRow } from './circle.table.js';

export interface CircleDeps {
  db: CircleDb;
  clock: Clock;
  /** The content module's cache of anonymous lists: a deleted circle takes its posts out of circle filters. */
  contentCache: TtlCache;
  /** The watch list over a member's circle names and descriptions (an admin's own writes are not screened). */
  guard?: TextGuard;
  /** The viewer's muted words (屏蔽词), applied to the circle post lists. */
  mutes?: { active(userId: string | null | undefined): Promise<MuteSet> };
}

/** Message of a circle name used twice. */
export const CIRCLE_NAME_TAKEN = '圈子名称已存在';

export type CircleWithCounts = CircleRow & {
  subscribe_num: number | string | bigint;
  content_num: number | string | bigint;
};

/** `select circle.*, subscribe_num, content_num`: members who joined, and published public posts in the circle. */
export function circlesWithCounts(db: CircleDb) {
  return db
    .selectFrom('circle')
    .selectAll('circle')
    .select((eb) => [
      eb
        .selectFrom('circle_subscribe')
        .select((s) => s.fn.countAll().as('n'))
        .whereRef('circle_subscribe.circle_id', '=', 'circle.circle_id')
        .where('circle_subscribe.subscribe_flag', '=', YesNo.yes)
        .as('subscribe_num'),
      visibleContent(db, ANONYMOUS)
        .select((s) => s.fn.countAll().as('n'))
        .where((c) => c('content.circle_id', '=', sql.ref<string>('circle.circle_id')))
        .as('content_num'),
    ]);
}

function circleRecord(row: CircleWithCounts): CircleRecord {
  return {
    circleId: row.circle_id,
    name: row.name,
    cover: row.cover,
    description: row.description,
    enabled: row.enabled,
    starFlag: row.star_flag,
    sort: row.sort,
    subscribeNum: Number(row.subscribe_num ?? 0),
    contentNum: Number(row.content_num ?? 0),
    createBy: row.create_by,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/**
 * The records of `rows`: each with its cover's renditions when the cover is a stored picture (so pages draw it by
 * `srcset`), and `subscribed` / `subscribeId` for a signed-in member.
 */
export async function circleRecords(db: CircleDb, viewer: Viewer, rows: CircleWithCounts[]): Promise<CircleRecord[]> {
  const covers = await imageSourcesByUrl(
    db,
    rows.map((row) => row.cover),
  );
  return withSubscriptions(
    db,
    viewer,
    rows.map((row) => ({ ...circleRecord(row), coverImage: covers.get(row.cover) ?? null })),
  );
}

/** Adds `subscribed` and `subscribeId` for a signed-in member. */
async function withSubscriptions(db: CircleDb, viewer: Viewer, records: CircleRecord[]) {
  if (!viewer || records.length === 0) return records;
  const rows = await db
    .selectFrom('circle_subscribe')
    .select(['circle_id', 'subscribe_id'])
    .where('user_id', '=', viewer.userId)
    .where('subscribe_flag', '=', YesNo.yes)
    .where(
      'circle_id',
      'in',
      records.map((r) => r.circleId),
    )
    .execute();
  const joined = new Map(rows.map((r) => [r.circle_id, r.subscribe_id]));
  return records.map((r) => ({
    ...r,
    subscribed: joined.has(r.circleId),
    subscribeId: joined.get(r.circleId) ?? null,
  }));
}

async function circlePage(db: CircleDb, viewer: Viewer, query: CircleListQuery): Promise<PagedList<CircleRecord>> {
  const page = resolvePage(query, 10);
  let q = circlesWithCounts(db);
  let count = db.selectFrom('circle').select((eb) => eb.fn.countAll().as('n'));
  if (query.enabled !== undefined) {
    q = q.where('circle.enabled', '=', query.enabled);
    count = count.where('circle.enabled', '=', query.enabled);
  }
  if (query.starFlag !== undefined) {
    q = q.where('circle.star_flag', '=', query.starFlag);
    count = count.where('circle.star_flag', '=', query.starFlag);
  }
  if (query.search !== undefined) {
    const match = sql<SqlBool>`circle.name like ${likePattern(query.search)} escape '\\'`;
    q = q.where(match);
    count = count.where(match);
  }
  const column = query.sort ? sortColumn(query.sort, CIRCLE_SORT_COLUMNS) : undefined;
  const direction = query.order ?? (column === 'sort' || column === 'name' ? 'asc' : 'desc');
  q = column
    ? q.orderBy(column, direction)
    : q.orderBy('circle.sort', 'asc').orderBy('subscribe_num', 'desc').orderBy('circle.create_time', 'desc');
  return pageFrom(
    page,
    (limit, offset) => q.orderBy('circle.circle_id', 'asc').limit(limit).offset(offset).execute(),
    async () => (await count.executeTakeFirstOrThrow()).n,
    (rows) => circleRecords(db, viewer, rows as CircleWithCounts[]),
  );
}

/** `GET /api/circle/list`: enabled circles only, whatever `enabled` says. */
export function listEnabledCircles(deps: CircleDeps, viewer: Viewer, query: CircleListQuery) {
  if (query.enabled === Enabled.disabled) {
    return Promise.resolve(emptyPage<CircleRecord>(resolvePage(query, 10)));
  }
  return circlePage(deps.db, viewer, { ...query, enabled: Enabled.enabled });
}

/** `GET /mng/circle/list`: every circle, or those of `enabled`. */
export function listAllCircles(deps: CircleDeps, viewer: Viewer, query: CircleListQuery) {
  return circlePage(deps.db, viewer, query);
}

export async function circleRow(db: CircleDb, id: string, { enabledOnly = false } = {}): Promise<CircleWithCounts> {
  let q = circlesWithCounts(db).where('circle.circle_id', '=', id);
  if (enabledOnly) q = q.where('circle.enabled', '=', Enabled.enabled);
  const row = (await q.executeTakeFirst()) as CircleWithCounts | undefined;
  if (!row) throw new AppError('NOT_FOUND', CIRCLE_MESSAGES.notFound);
  return row;
}

/** `GET /api/circle/detail/{id}` (enabled circles) and `GET /mng/circle/detail/{id}` (any). */
export async function circleDetail(
  deps: CircleDeps,
  viewer: Viewer,
  id: string,
  { all = false } = {},
): Promise<CircleRecord> {
  const [record] = await circleRecords(deps.db, viewer, [await circleRow(deps.db, id, { enabledOnly: !all })]);
  if (!record) throw new AppError('NOT_FOUND', CIRCLE_MESSAGES.notFound);
  return record;
}

async function checkNameFree(db: CircleDb, name: string, exceptId: string | null): Promise<void> {
  let q = db.selectFrom('circle').select('circle_id').where('name', '=', name);
  if (exceptId) q = q.where('circle_id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new AppError('CONFLICT', CIRCLE_NAME_TAKEN);
}

/**
 * `POST /web/circle/create` (a member's circle: enabled, not featured, and its creator joins it) and
 * `POST /mng/circle/create` (`asAdmin`: enabled, starFlag and sort as given).
 */
export async function createCircle(
  deps: CircleDeps,
  viewer: NonNullable<Viewer>,
  body: CircleCreateBody,
  { asAdmin = false } = {},
): Promise<CircleRecord> {
  const { db, clock } = deps;
  const screened = await screenTexts(asAdmin ? undefined : deps.guard, {
    name: body.name,
    description: body.description,
  });
  body = { ...body, ...screened.values };
  await checkNameFree(db, body.name, null);
  const now = clock();
  const circleId = newId(now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('circle')
      .values({
        circle_id: circleId,
        name: body.name,
        cover: body.cover ?? '',
        description: body.description ?? '',
        enabled: asAdmin ? ((body.enabled ?? Enabled.enabled) as Enabled) : Enabled.enabled,
        star_flag: asAdmin ? ((body.starFlag ?? YesNo.no) as YesNo) : YesNo.no,
        sort: asAdmin ? (body.sort ?? 0) : 0,
        create_by: viewer.userId,
        create_time: isoAt(now),
        update_time: isoAt(now),
      })
      .execute();
    if (!asAdmin) {
      await trx
        .insertInto('circle_subscribe')
        .values({
          subscribe_id: newId(now),
          circle_id: circleId,
          user_id: viewer.userId,
          subscribe_flag: YesNo.yes,
          create_time: isoAt(now),
          update_time: isoAt(now),
        })
        .execute();
    }
  });
  await screened.flag(db, { source: 'circle', userId: viewer.userId, title: '圈子', targetId: circleId });
  return circleDetail(deps, viewer, circleId, { all: true });
}

/**
 * `POST /web/circle/update/{id}`: the creator (or an admin) changes name, description and cover; `enabled`,
 * `starFlag` and `sort` are the admin's (`POST /mng/circle/update/{id}`, `asAdmin`). A member's attempt at them is 403.
 */
export async function updateCircle(
  deps: CircleDeps,
  viewer: NonNullable<Viewer>,
  id: string,
  body: CircleUpdateBody,
  { asAdmin = false } = {},
): Promise<CircleRecord> {
  const { db, clock } = deps;
  const current = await circleRow(db, id);
  const admin = asAdmin || viewer.admin;
  if (!admin && current.create_by !== viewer.userId) throw new AppError('FORBIDDEN');
  if (!admin && (body.enabled !== undefined || body.starFlag !== undefined || body.sort !== undefined)) {
    throw new AppError('FORBIDDEN');
  }
  const screened = await screenTexts(admin ? undefined : deps.guard, {
    name: body.name,
    description: body.description,
  });
  body = { ...body, ...screened.values };
  if (body.name !== undefined) await checkNameFree(db, body.name, id);
  await db
    .updateTable('circle')
    .set({
      name: body.name ?? current.name,
      description: body.description ?? current.description,
      cover: body.cover ?? current.cover,
      enabled: (body.enabled as Enabled | undefined) ?? current.enabled,
      star_flag: (body.starFlag as YesNo | undefined) ?? current.star_flag,
      sort: body.sort ?? current.sort,
      update_time: isoAt(clock()),
    })
    .where('circle_id', '=', id)
    .execute();
  deps.contentCache.invalidate();
  await screened.flag(db, { source: 'circle', userId: viewer.userId, title: '圈子', targetId: id });
  return circleDetail(deps, viewer, id, { all: true });
}

/**
 * `POST /web/circle/delete/{id}` (the creator or an admin) and `POST /mng/circle/delete/{id}`: the circle and its
 * subscriptions go; its posts stay, outside any circle.
 */
export async function deleteCircle(
  deps: CircleDeps,
  viewer: NonNullable<Viewer>,
  id: string,
  { asAdmin = false } = {},
): Promise<void> {
  const { db } = deps;
  const current = await circleRow(db, id);
  if (!asAdmin && !viewer.admin && current.create_by !== viewer.userId) throw new AppError('FORBIDDEN');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('content').set({ circle_id: null }).where('circle_id', '=', id).execute();
    await trx.deleteFrom('circle_subscribe').where('circle_id', '=', id).execute();
    await trx.deleteFrom('circle').where('circle_id', '=', id).execute();
  });
  deps.contentCache.invalidate();
}

/** The content write check of circles: a post goes only into a circle that exists and is enabled. */
export async function checkContentCircle(db: CircleDb, target: { circleId?: string | null }): Promise<void> {
  if (!target.circleId) return;
  const row = await db
    .selectFrom('circle')
    .select('enabled')
    .where('circle_id', '=', target.circleId)
    .executeTakeFirst();
  if (!row) throw validationFailed([{ field: 'circleId', message: CIRCLE_MESSAGES.notFound }]);
  if (row.enabled !== Enabled.enabled) {
    throw validationFailed([{ field: 'circleId', message: CIRCLE_MESSAGES.disabled }]);
  }
}

/** The medical check of circles: a post in a circle whose name is medical (`isMedicalName`) asks for 患者隐私确认. */
export async function isMedicalCircle(db: CircleDb, place: { circleId: string | null }): Promise<boolean> {
  if (!place.circleId) return false;
  const row = await db.selectFrom('circle').select('name').where('circle_id', '=', place.circleId).executeTakeFirst();
  return isMedicalName(row?.name);
}
