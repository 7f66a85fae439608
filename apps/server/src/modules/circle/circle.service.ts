import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  Enabled,
  YesNo,
  type CircleRecord,
  type CircleSubscriptionRecord,
  type ContentRecord,
  type PagedList,
} from '@yiying/models';
import {
  CIRCLE_CONTENT_SORT_COLUMNS,
  CIRCLE_MESSAGES,
  CIRCLE_SORT_COLUMNS,
  type CircleContentQuery,
  type CircleCreateBody,
  type CircleListQuery,
  type CircleSubscribeListQuery,
  type CircleUpdateBody,
} from '@yiying/validation';
import { screenTexts, type TextGuard } from '../../lib/text-guard/index.js';
import type { Database } from '../../db/schema.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { pagedList } from '../../lib/envelope.js';
import { newId } from '../../lib/ids.js';
import { resolvePage, sortColumn } from '../../lib/paging.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import {
  ANONYMOUS,
  contentRowToModel,
  findContentByIds,
  likePattern,
  visibleContent,
  type Viewer,
} from '../content/index.js';
import { foldedWordColumn, withoutHiddenWords, type MuteSet } from '../mute/index.js';
import type { CircleRow, CircleSubscribeRow } from './circle.table.js';

export interface CircleDeps {
  db: Kysely<Database>;
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

type CircleWithCounts = CircleRow & { subscribe_num: number | string | bigint; content_num: number | string | bigint };

/** `select circle.*, subscribe_num, content_num`: members who joined, and published public posts in the circle. */
function circlesWithCounts(db: Kysely<Database>) {
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

/** Adds `subscribed` and `subscribeId` for a signed-in member. */
async function withSubscriptions(db: Kysely<Database>, viewer: Viewer, records: CircleRecord[]) {
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

async function circlePage(
  db: Kysely<Database>,
  viewer: Viewer,
  query: CircleListQuery,
): Promise<PagedList<CircleRecord>> {
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
  const [rows, total] = await Promise.all([
    q.orderBy('circle.circle_id', 'asc').limit(page.pageSize).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const records = await withSubscriptions(db, viewer, (rows as CircleWithCounts[]).map(circleRecord));
  return pagedList(records, Number(total.n), page.pageNum, page.pageSize);
}

/** `GET /api/circle/list`: enabled circles only, whatever `enabled` says. */
export function listEnabledCircles(deps: CircleDeps, viewer: Viewer, query: CircleListQuery) {
  if (query.enabled === Enabled.disabled) {
    const page = resolvePage(query, 10);
    return Promise.resolve(pagedList<CircleRecord>([], 0, page.pageNum, page.pageSize));
  }
  return circlePage(deps.db, viewer, { ...query, enabled: Enabled.enabled });
}

/** `GET /mng/circle/list`: every circle, or those of `enabled`. */
export function listAllCircles(deps: CircleDeps, viewer: Viewer, query: CircleListQuery) {
  return circlePage(deps.db, viewer, query);
}

async function circleRow(db: Kysely<Database>, id: string, { enabledOnly = false } = {}): Promise<CircleWithCounts> {
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
  const [record] = await withSubscriptions(deps.db, viewer, [
    circleRecord(await circleRow(deps.db, id, { enabledOnly: !all })),
  ]);
  if (!record) throw new AppError('NOT_FOUND', CIRCLE_MESSAGES.notFound);
  return record;
}

async function checkNameFree(db: Kysely<Database>, name: string, exceptId: string | null): Promise<void> {
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
export async function checkContentCircle(db: Kysely<Database>, target: { circleId?: string | null }): Promise<void> {
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

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

async function subscriptionRecords(
  db: Kysely<Database>,
  viewer: NonNullable<Viewer>,
  rows: CircleSubscribeRow[],
): Promise<CircleSubscriptionRecord[]> {
  const ids = [...new Set(rows.map((r) => r.circle_id))];
  const circles =
    ids.length === 0
      ? []
      : ((await circlesWithCounts(db).where('circle.circle_id', 'in', ids).execute()) as CircleWithCounts[]);
  const withFlags = await withSubscriptions(db, viewer, circles.map(circleRecord));
  const byId = new Map(withFlags.map((c) => [c.circleId, c]));
  return rows.map((row) => ({
    subscribeId: row.subscribe_id,
    circleId: row.circle_id,
    userId: row.user_id,
    subscribeFlag: row.subscribe_flag,
    createTime: row.create_time,
    updateTime: row.update_time,
    circle: byId.get(row.circle_id) ?? null,
  }));
}

/** `GET /web/circleSubscribe/list`: the member's subscriptions (joined ones unless `subscribeFlag` says no). */
export async function listSubscriptions(
  deps: CircleDeps,
  viewer: NonNullable<Viewer>,
  query: CircleSubscribeListQuery,
): Promise<PagedList<CircleSubscriptionRecord>> {
  const { db } = deps;
  const page = resolvePage(query, 10);
  let q = db
    .selectFrom('circle_subscribe')
    .where('user_id', '=', viewer.userId)
    .where('subscribe_flag', '=', query.subscribeFlag ?? YesNo.yes);
  if (query.circleId !== undefined) q = q.where('circle_id', '=', query.circleId);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('update_time', query.order ?? 'desc')
      .orderBy('subscribe_id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pagedList(await subscriptionRecords(db, viewer, rows), Number(count.n), page.pageNum, page.pageSize);
}

async function ownSubscription(
  db: Kysely<Database>,
  viewer: NonNullable<Viewer>,
  id: string,
): Promise<CircleSubscribeRow> {
  const row = await db
    .selectFrom('circle_subscribe')
    .selectAll()
    .where('user_id', '=', viewer.userId)
    .where((eb) => eb.or([eb('subscribe_id', '=', id), eb('circle_id', '=', id)]))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CIRCLE_MESSAGES.subscriptionNotFound);
  return row;
}

/** `GET /web/circleSubscribe/detail/{id}`: one of the member's own subscriptions. */
export async function subscriptionDetail(
  deps: CircleDeps,
  viewer: NonNullable<Viewer>,
  id: string,
): Promise<CircleSubscriptionRecord> {
  const [record] = await subscriptionRecords(deps.db, viewer, [await ownSubscription(deps.db, viewer, id)]);
  if (!record) throw new AppError('NOT_FOUND', CIRCLE_MESSAGES.subscriptionNotFound);
  return record;
}

/** `POST /web/circleSubscribe/create` (加入): an enabled circle; joining again is not an error. */
export async function subscribe(
  deps: CircleDeps,
  viewer: NonNullable<Viewer>,
  circleId: string,
): Promise<CircleSubscriptionRecord> {
  const { db, clock } = deps;
  const circle = await db.selectFrom('circle').select('enabled').where('circle_id', '=', circleId).executeTakeFirst();
  if (!circle) throw new AppError('NOT_FOUND', CIRCLE_MESSAGES.notFound);
  if (circle.enabled !== Enabled.enabled) {
    throw validationFailed([{ field: 'circleId', message: CIRCLE_MESSAGES.disabled }]);
  }
  const now = isoAt(clock());
  await db
    .insertInto('circle_subscribe')
    .values({
      subscribe_id: newId(clock()),
      circle_id: circleId,
      user_id: viewer.userId,
      subscribe_flag: YesNo.yes,
      create_time: now,
      update_time: now,
    })
    .onConflict((oc) =>
      oc.columns(['circle_id', 'user_id']).doUpdateSet({ subscribe_flag: YesNo.yes, update_time: now }),
    )
    .execute();
  return subscriptionDetail(deps, viewer, circleId);
}

/** `POST /web/user/behaviour/cancel/circleSubscribe/{id}` (退出): by subscription or circle id; flag set to no. */
export async function cancelSubscription(deps: CircleDeps, viewer: NonNullable<Viewer>, id: string): Promise<void> {
  const row = await ownSubscription(deps.db, viewer, id);
  if (row.subscribe_flag === YesNo.no) throw new AppError('NOT_FOUND', CIRCLE_MESSAGES.subscriptionNotFound);
  await deps.db
    .updateTable('circle_subscribe')
    .set({ subscribe_flag: YesNo.no, update_time: isoAt(deps.clock()) })
    .where('subscribe_id', '=', row.subscribe_id)
    .execute();
}

/** `POST /web/circleSubscribe/delete/{id}`: removes one of the member's subscriptions. */
export async function deleteSubscription(deps: CircleDeps, viewer: NonNullable<Viewer>, id: string): Promise<void> {
  const row = await ownSubscription(deps.db, viewer, id);
  await deps.db.deleteFrom('circle_subscribe').where('subscribe_id', '=', row.subscribe_id).execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Posts in circles

/** What a member's mutes are matched against: the title, as in the other content lists. */
const MUTED_COLUMNS = ['content.title'] as const;

async function circleContentPage(
  db: Kysely<Database>,
  viewer: Viewer,
  query: CircleContentQuery,
  joinedBy: string | null,
  mutes?: MuteSet,
): Promise<PagedList<ContentRecord>> {
  const page = resolvePage(query, 12);
  if (query.circleId !== undefined) {
    const circle = await db
      .selectFrom('circle')
      .select('circle_id')
      .where('circle_id', '=', query.circleId)
      .where('enabled', '=', Enabled.enabled)
      .executeTakeFirst();
    if (!circle) throw new AppError('NOT_FOUND', CIRCLE_MESSAGES.notFound);
  }
  // Through the one access-scope helper: published posts `viewer` may see, in enabled circles.
  let q = visibleContent(db, viewer)
    .where('content.state', '=', 'publish')
    .where('content.circle_id', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('circle')
          .select('circle.circle_id')
          .whereRef('circle.circle_id', '=', 'content.circle_id')
          .where('circle.enabled', '=', Enabled.enabled),
      ),
    );
  if (query.circleId !== undefined) q = q.where('content.circle_id', '=', query.circleId);
  if (query.type !== undefined) q = q.where('content.type', '=', query.type);
  // The viewer's hidden words leave the page and the total.
  const hidden = withoutHiddenWords(MUTED_COLUMNS, mutes);
  if (hidden) q = q.where(hidden);
  if (joinedBy !== null) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('circle_subscribe')
          .select('circle_subscribe.subscribe_id')
          .whereRef('circle_subscribe.circle_id', '=', 'content.circle_id')
          .where('circle_subscribe.user_id', '=', joinedBy)
          .where('circle_subscribe.subscribe_flag', '=', YesNo.yes),
      ),
    );
  }
  const column = (query.sort && sortColumn(query.sort, CIRCLE_CONTENT_SORT_COLUMNS)) || 'create_time';
  const [idRows, count] = await Promise.all([
    q
      .select('content.content_id')
      .orderBy(`content.${column}`, query.order ?? 'desc')
      .orderBy('content.content_id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = idRows.map((r) => r.content_id);
  const rows = new Map((await findContentByIds(db, viewer, ids)).map((r) => [r.content_id, r]));
  const folded = foldedWordColumn(MUTED_COLUMNS, mutes);
  const foldedWords =
    folded && ids.length > 0
      ? new Map(
          (
            await visibleContent(db, viewer)
              .select(['content.content_id', folded.as('muted_word')])
              .where('content.content_id', 'in', ids)
              .execute()
          ).map((r) => [r.content_id, r.muted_word]),
        )
      : undefined;
  const parentIds = [...rows.values()].map((r) => r.parent_id).filter((id): id is string => id !== null);
  const parents = new Map((await findContentByIds(db, viewer, parentIds)).map((r) => [r.content_id, r]));
  const records: ContentRecord[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) continue;
    const record = contentRowToModel({ ...row, content: undefined, muted_word: foldedWords?.get(id) ?? null });
    if (row.parent_id !== null) {
      const parent = parents.get(row.parent_id);
      record.parent = parent ? contentRowToModel({ ...parent, content: undefined }) : null;
    }
    records.push(record);
  }
  return pagedList(records, Number(count.n), page.pageNum, page.pageSize);
}

/** `GET /api/content/allCircleList`: posts of every enabled circle, or of `circleId`, 12 per page. */
export async function listAllCircleContent(deps: CircleDeps, viewer: Viewer, query: CircleContentQuery) {
  const mutes = viewer ? await deps.mutes?.active(viewer.userId) : undefined;
  return circleContentPage(deps.db, viewer, query, null, mutes);
}

/** `GET /web/content/attentionCircleList`: posts of the circles the member joined, 12 per page. */
export async function listAttentionCircleContent(
  deps: CircleDeps,
  viewer: NonNullable<Viewer>,
  query: CircleContentQuery,
) {
  return circleContentPage(deps.db, viewer, query, viewer.userId, await deps.mutes?.active(viewer.userId));
}
