import type { ArchiveHooks } from '../../context.js';
import { camelRows } from '../../lib/camel-keys.js';
import type { InteractionDb } from './interaction.db.js';

async function marksParts(db: InteractionDb, userId: string): Promise<Record<string, unknown>> {
  const marks = (table: 'likes' | 'collection') =>
    db
      .selectFrom(table)
      .innerJoin('content', 'content.content_id', `${table}.content_id`)
      .select([`${table}.content_id`, 'content.title', `${table}.remark`, `${table}.create_time`])
      .where(`${table}.user_id`, '=', userId)
      .orderBy(`${table}.create_time`)
      .execute();
  const [likes, collections] = await Promise.all([marks('likes'), marks('collection')]);
  return { likes: camelRows(likes), collections: camelRows(collections) };
}

/** The data export, for interactions: the posts the member `likes` and `collections`, oldest first. */
export const interactionArchive: ArchiveHooks = { parts: marksParts };
