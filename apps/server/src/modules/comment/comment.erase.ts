import { sql } from 'kysely';
import type { ErasureHooks } from '../../context.js';
import { existingPosts } from '../content/index.js';

/**
 * Erasing a member, for comments: their comments (replies under them go with them) and replies go, and every post
 * the member touched counts its comments and replies again.
 */
export const commentErasure: ErasureHooks = {
  async rows(erasure, trx) {
    for (const table of ['comment', 'reply'] as const) {
      const left = await trx.selectFrom(table).select('content_id').where('user_id', '=', erasure.userId).execute();
      for (const row of left) erasure.touchedPosts.add(row.content_id);
    }
    await trx.deleteFrom('reply').where('user_id', '=', erasure.userId).execute();
    await trx.deleteFrom('comment').where('user_id', '=', erasure.userId).execute();
  },
  async recount(erasure, ctx) {
    for (const contentId of await existingPosts(ctx.db, erasure.touchedPosts)) {
      await ctx.db
        .updateTable('content')
        .set({
          comment_num: sql<number>`(select count(*) from ${sql.table('comment')} where ${sql.ref('comment.content_id')} = ${contentId}) + (select count(*) from ${sql.table('reply')} where ${sql.ref('reply.content_id')} = ${contentId})`,
        })
        .where('content_id', '=', contentId)
        .execute();
    }
  },
};
