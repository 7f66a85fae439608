import { Enabled, YesNo, type CircleSubscriptionRecord, type PagedList } from '@yiying/models';
import { CIRCLE_MESSAGES, type CircleSubscribeListQuery } from '@yiying/validation';
import type { CircleDb } from './circle.db.js';
import { AppError, validationFailed } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageOf, resolvePage } from '../../lib/paging.js';
import type { Viewer } from '../content/index.js';
import type { CircleSubscribeRow } from './circle.table.js';
import { circleRecords, circlesWithCounts, type CircleDeps, type CircleWithCounts } from './circle.service.js';

async function subscriptionRecords(
  db: CircleDb,
  viewer: NonNullable<Viewer>,
  rows: CircleSubscribeRow[],
): Promise<CircleSubscriptionRecord[]> {
  const ids = [...new Set(rows.map((r) => r.circle_id))];
  const circles =
    ids.length === 0
      ? []
      : ((await circlesWithCounts(db).where('circle.circle_id', 'in', ids).execute()) as CircleWithCounts[]);
  const withFlags = await circleRecords(db, viewer, circles);
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
  return pageOf(
    q,
    page,
    (filtered) =>
      filtered
        .selectAll()
        .orderBy('update_time', query.order ?? 'desc')
        .orderBy('subscribe_id', 'desc'),
    (rows) => subscriptionRecords(db, viewer, rows),
  );
}

async function ownSubscription(db: CircleDb, viewer: NonNullable<Viewer>, id: string): Promise<CircleSubscribeRow> {
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
