import type { EnrollmentRecord } from '@yiying/models';
import { ACTIVITY_MESSAGES, type EnrollReviewBody } from '@yiying/validation';
import type { ActivityDb } from './activity.db.js';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { findContentByIds, updateContentRow, type Viewer } from '../content/index.js';
import type { ActivityDeps } from './activity.deps.js';
import { entryDetail } from './entry.query.js';

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
  const write = async (trx: ActivityDb) => {
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
