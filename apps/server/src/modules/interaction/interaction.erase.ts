import type { ErasureHooks } from '../../context.js';
import { existingPosts } from '../content/index.js';
import { recountContent } from './interaction.service.js';

/**
 * Erasing a member, for likes and collections: theirs go, and every post the member touched (these, their comments,
 * their forwards' sources) gets its like, collection and forward counts again from the rows that remain.
 */
export const interactionErasure: ErasureHooks = {
  async rows(erasure, trx) {
    for (const table of ['likes', 'collection'] as const) {
      const marked = await trx.selectFrom(table).select('content_id').where('user_id', '=', erasure.userId).execute();
      for (const row of marked) erasure.touchedPosts.add(row.content_id);
      await trx.deleteFrom(table).where('user_id', '=', erasure.userId).execute();
    }
  },
  async recount(erasure, ctx) {
    const now = ctx.clock();
    for (const contentId of await existingPosts(ctx.db, erasure.touchedPosts)) {
      await recountContent(ctx.db, contentId, now);
    }
  },
};
