import { sql } from 'kysely';
import type { CountersDb } from './counters.db.js';
import { refreshHotScores } from '../content/index.js';

/** What {@link recountAll} changed, per counter. */
export interface RecountReport {
  /** Posts whose likes, collections, comments (with replies) or forwards differed from their rows. */
  posts: number;
  /** Activities whose entry count differed. */
  activities: number;
  /** Entries whose vote count differed. */
  entries: number;
}

const count = (table: string, column: string, outer: string) =>
  sql<number>`(select count(*) from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref(outer)})`;

/**
 * Sets every stored counter from the rows it counts, in set statements (no row by row loop): a post's likes,
 * collections, comments plus replies and forwards; an activity's entries; an entry's votes. Then re-ranks every post.
 * Member counts (follows, fans, works) are counted when read and need no repair. This maintenance reads every post
 * whatever its scope: a counter is the count of its rows for a private post too.
 */
export async function recountAll(db: CountersDb, now: number = Date.now()): Promise<RecountReport> {
  const likes = count('likes', 'content_id', 'content.content_id');
  const collections = count('collection', 'content_id', 'content.content_id');
  const comments = sql<number>`(${count('comment', 'content_id', 'content.content_id')} + ${count('reply', 'content_id', 'content.content_id')})`;
  const forwards = sql<number>`(select count(*) from ${sql.table('content')} as f where f.parent_id = ${sql.ref('content.content_id')})`;
  const posts = await db
    .updateTable('content')
    .set({ likes_num: likes, collect_num: collections, comment_num: comments, forwarded_num: forwards })
    .where((eb) =>
      eb.or([
        eb('likes_num', '!=', likes),
        eb('collect_num', '!=', collections),
        eb('comment_num', '!=', comments),
        eb('forwarded_num', '!=', forwards),
      ]),
    )
    .executeTakeFirst();
  const joins = count('activity_enroll', 'activity_id', 'activity.activity_id');
  const activities = await db
    .updateTable('activity')
    .set({ join_num: joins })
    .where('join_num', '!=', joins)
    .executeTakeFirst();
  const votes = count('activity_vote', 'enroll_id', 'activity_enroll.enroll_id');
  const entries = await db
    .updateTable('activity_enroll')
    .set({ vote_num: votes })
    .where('vote_num', '!=', votes)
    .executeTakeFirst();
  await refreshHotScores(db, now, { since: null });
  return {
    posts: Number(posts.numUpdatedRows),
    activities: Number(activities.numUpdatedRows),
    entries: Number(entries.numUpdatedRows),
  };
}
