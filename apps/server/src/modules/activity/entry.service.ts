import { activityWindow, type EnrollmentRecord } from '@yiying/models';
import { hookDatabase } from '../../db/narrow.js';
import { ACTIVITY_MESSAGES, type EnrollCreateBody, type EnrollUpdateBody } from '@yiying/validation';
import type { ActivityDatabase, ActivityDb } from './activity.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { screenTexts } from '../../lib/text-guard/index.js';
import { createContent, deleteContent, updateContent, type ContentWriteCheck, type Viewer } from '../content/index.js';
import type { ActivityDeps } from './activity.deps.js';
import { activityRow, countEntries, recountJoins } from './activity.rows.js';
import type { ActivityRow } from './activity.table.js';
import { entryDetail } from './entry.query.js';

/** Entries are taken while the activity is published and its window open; outside it the hint is the refusal. */
export function assertOpenForEntries(activity: ActivityRow, now: number): void {
  if (activity.state === 'down') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.activityDown);
  if (activity.state !== 'publish') throw new AppError('FORBIDDEN', ACTIVITY_MESSAGES.activityNotOpen);
  const window = activityWindow(activity.valid_start, activity.valid_end, now);
  if (!window.valid) throw new AppError('FORBIDDEN', window.hint);
}

async function countOwnEntries(db: ActivityDb, activityId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('activity_enroll')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('activity_id', '=', activityId)
    .where('create_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
    // Asked when the work's pictures still show faces, as of any post.
    ...(body.patientConsent ? { patientConsent: body.patientConsent } : {}),
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
  return async (contentDb, target) => {
    if (target.action === 'create' || !target.contentId) return undefined;
    const db = hookDatabase<ActivityDatabase>(contentDb);
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
    ...(body.patientConsent !== undefined ? { patientConsent: body.patientConsent } : {}),
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
