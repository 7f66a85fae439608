import type { ErasureHooks } from '../../context.js';
import type { ContentDb } from './content.db.js';
import { refreshHotScores } from './hot-rank.js';
import { deleteContent } from './content.write.js';

/**
 * Erasing a member, for posts: their posts go one by one through `deleteContent` (topics, forwards, media links,
 * search index), the sources of their forwards are recounted elsewhere, and every post they touched gets its hot rank
 * again from the recounted counters; the anonymous lists are dropped.
 */
export const contentErasure: ErasureHooks = {
  async before(erasure, ctx) {
    const { db, clock, contentCache: cache, media } = ctx;
    const forwarded = await db
      .selectFrom('content')
      .select('parent_id')
      .where('create_by', '=', erasure.userId)
      .where('parent_id', 'is not', null)
      .execute();
    for (const row of forwarded) if (row.parent_id) erasure.touchedPosts.add(row.parent_id);
    const posts = await db.selectFrom('content').select('content_id').where('create_by', '=', erasure.userId).execute();
    const viewer = { userId: erasure.userId, admin: false };
    for (const post of posts) await deleteContent({ db, clock, cache, media }, viewer, post.content_id);
  },
  async recount(erasure, ctx) {
    const now = ctx.clock();
    for (const contentId of await existingPosts(ctx.db, erasure.touchedPosts)) {
      await refreshHotScores(ctx.db, now, { ids: [contentId] });
    }
    ctx.contentCache.invalidate();
  },
};

/** Those of `ids` that are still posts (a post the member touched may have gone since). */
export async function existingPosts(db: ContentDb, ids: Iterable<string>): Promise<string[]> {
  const found: string[] = [];
  for (const contentId of ids) {
    const row = await db
      .selectFrom('content')
      .select('content_id')
      .where('content_id', '=', contentId)
      .executeTakeFirst();
    if (row) found.push(contentId);
  }
  return found;
}
