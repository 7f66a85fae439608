import { sql } from 'kysely';
import { votePhaseAt, type ActivityResults, type VoteResult } from '@yiying/models';
import { ACTIVITY_MESSAGES } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { Viewer } from '../content/index.js';
import { chinaDay, type ActivityDeps } from './activity.deps.js';
import { visibleActivity } from './activity.query.js';
import { activityRow } from './activity.rows.js';
import {
  ENROLL_COLUMNS,
  toEnrollmentRecords,
  visibleEntries,
  visibleEntry,
  type EnrollJoinRow,
} from './entry.query.js';

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
