import type { ArchiveHooks } from '../../context.js';
import { camelRows } from '../../lib/camel-keys.js';
import type { ContentDb } from './content.db.js';

async function postsPart(db: ContentDb, userId: string): Promise<Record<string, unknown>> {
  const posts = await db
    .selectFrom('content')
    .selectAll()
    .where('create_by', '=', userId)
    .orderBy('create_time')
    .execute();
  return { posts: camelRows(posts) };
}

/** The data export, for content: `posts`, the member's own, oldest first. */
export const contentArchive: ArchiveHooks = { parts: postsPart };
