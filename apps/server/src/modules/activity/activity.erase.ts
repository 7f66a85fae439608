import { sql } from 'kysely';
import type { ErasureHooks, MemberErasure } from '../../context.js';

/** The activities each erasure's member entered, noted before their entries go. */
const entered = new WeakMap<MemberErasure, string[]>();

/**
 * Erasing a member, for activities: the votes they cast leave the entries' tallies (kept as counters, not counted
 * from rows) and go; once their entries are gone, the activities they entered count their entrants again.
 */
export const activityErasure: ErasureHooks = {
  async before(erasure, ctx) {
    const rows = await ctx.db
      .selectFrom('activity_enroll')
      .select('activity_id')
      .where('create_by', '=', erasure.userId)
      .execute();
    entered.set(erasure, [...new Set(rows.map((r) => r.activity_id))]);
  },
  async rows(erasure, trx) {
    const votes = await trx
      .selectFrom('activity_vote')
      .select('enroll_id')
      .where('user_id', '=', erasure.userId)
      .execute();
    for (const vote of votes) {
      await trx
        .updateTable('activity_enroll')
        .set({ vote_num: sql<number>`case when vote_num > 0 then vote_num - 1 else 0 end` })
        .where('enroll_id', '=', vote.enroll_id)
        .execute();
    }
    await trx.deleteFrom('activity_vote').where('user_id', '=', erasure.userId).execute();
  },
  async recount(erasure, ctx) {
    for (const activityId of entered.get(erasure) ?? []) {
      await ctx.db
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
    entered.delete(erasure);
  },
};
