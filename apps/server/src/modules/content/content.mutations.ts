import type { Updateable } from 'kysely';
import type { ContentDb } from './content.db.js';
import type { ContentTable, NewContentRow, NewTopicRow, TopicRow } from './content.table.js';

/** Writes one post (inside the caller's transaction). */
export async function insertContent(db: ContentDb, row: NewContentRow): Promise<void> {
  await db.insertInto('content').values(row).execute();
}

/** Columns an update may change. */
export type ContentChanges = Omit<Updateable<ContentTable>, 'content_id' | 'create_by' | 'create_time' | 'type'>;

export async function updateContentRow(db: ContentDb, contentId: string, changes: ContentChanges): Promise<void> {
  await db.updateTable('content').set(changes).where('content_id', '=', contentId).execute();
}

/** Deletes a post and its topic links; forwards of it keep existing with `parent_id` cleared. */
export async function deleteContentRow(db: ContentDb, contentId: string): Promise<void> {
  await db.deleteFrom('topic_content').where('content_id', '=', contentId).execute();
  await db.updateTable('content').set({ parent_id: null }).where('parent_id', '=', contentId).execute();
  await db.deleteFrom('content').where('content_id', '=', contentId).execute();
}

/** The topics named `titles`, created (state publish) when new; ordered as `titles`. */
export async function ensureTopics(
  db: ContentDb,
  titles: readonly string[],
  nowIso: string,
  newId: () => string,
): Promise<TopicRow[]> {
  if (titles.length === 0) return [];
  const rows: NewTopicRow[] = titles.map((title) => ({
    topic_id: newId(),
    parent_id: null,
    title,
    cover: '',
    description: '',
    state: 'publish',
    hit_num: 0,
    create_time: nowIso,
    update_time: nowIso,
  }));
  await db
    .insertInto('topic')
    .values(rows)
    .onConflict((oc) => oc.column('title').doNothing())
    .execute();
  const found = await db
    .selectFrom('topic')
    .selectAll()
    .where('title', 'in', [...titles])
    .execute();
  const byTitle = new Map(found.map((t) => [t.title, t]));
  return titles.map((title) => byTitle.get(title)).filter((t): t is TopicRow => t !== undefined);
}

/** Replaces the topic links of a post: `topicIds[0]` is its first topic. */
export async function setContentTopics(db: ContentDb, contentId: string, topicIds: readonly string[]): Promise<void> {
  await db.deleteFrom('topic_content').where('content_id', '=', contentId).execute();
  if (topicIds.length === 0) return;
  await db
    .insertInto('topic_content')
    .values(topicIds.map((topicId, position) => ({ topic_id: topicId, content_id: contentId, position })))
    .execute();
}

export async function insertContents(db: ContentDb, rows: NewContentRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('content').values(rows).execute();
}
