import type { ContentDb } from './content.db.js';

/**
 * Holds a published post for an admin's review (`moderation_state = 'held'` with `reason`): it goes down, as a post an
 * admin hid does, so no one but its author and the admins sees it, and its author cannot publish it again; an admin's
 * restore (`/mng/content/restore`) publishes it and clears the hold. A draft, or a post already hidden or held, is
 * left as it is. Answers whether the post was held. The caller invalidates the content cache.
 */
export async function holdContentForReview(db: ContentDb, contentId: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('content')
    .set({ state: 'down', moderation_state: 'held', moderation_reason: reason })
    .where('content_id', '=', contentId)
    .where('state', '=', 'publish')
    .where('moderation_state', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
