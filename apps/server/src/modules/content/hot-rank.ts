import { sql, SqliteAdapter } from 'kysely';
import type { ContentDb } from './content.db.js';

/**
 * The hot rank of a post, in the manner of Hacker News and Lemmy: interaction points on a logarithmic scale, divided
 * by a power of the post's age, so a new post with some reactions passes an old one with many.
 *
 *   points = likes + 2·comments + 3·forwards + 2·collections + views / 20
 *   hot    = 10000 · log10(1 + points) / (ageHours + 2) ^ 1.8
 *
 * Forwards weigh most (they carry the post to new readers), views least (cheap, and counted once per viewer and
 * hour). The rank is stored in `content.hot_score` (indexed with state and scope), recomputed for a post on each of
 * its interactions and for recent posts every few minutes, since age alone changes it.
 */
export function hotScore(
  counters: { likes: number; comments: number; forwards: number; collections: number; hits: number },
  createdAt: number,
  now: number,
): number {
  const points =
    counters.likes + 2 * counters.comments + 3 * counters.forwards + 2 * counters.collections + counters.hits / 20;
  const ageHours = Math.max(0, (now - createdAt) / 3_600_000);
  const score = (10_000 * Math.log10(1 + Math.max(0, points))) / Math.pow(ageHours + 2, 1.8);
  // Rounded so both databases store and compare the same value.
  return Math.round(score * 1e6) / 1e6;
}

/** Posts younger than this are re-ranked by the periodic refresh; older ones have decayed to the bottom. */
export const HOT_REFRESH_WINDOW_MS = 30 * 24 * 3_600_000;
/** How often the periodic refresh runs. */
export const HOT_REFRESH_INTERVAL_MS = 10 * 60_000;
/** Posts ranked per statement: a batch holds the server for a few milliseconds at most. */
const BATCH = 250;

/**
 * Recomputes `hot_score` of the given posts, or of every post created after `since` (all when null). Works in
 * batches ordered by id so a large table is refreshed without holding one long transaction. Answers how many changed.
 * This maintenance reads every post whatever its scope: ranks are computed for all, and every read that shows
 * posts goes through `contentVisibleTo`. Between batches it gives way to the requests waiting: on 100k posts the whole
 * refresh (every few minutes, as age alone changes the ranks) would otherwise hold the server for seconds.
 */
export async function refreshHotScores(
  db: ContentDb,
  now: number,
  scope: { ids: readonly string[] } | { since: string | null },
): Promise<number> {
  let changed = 0;
  let after = '';
  for (;;) {
    let query = db
      .selectFrom('content as c')
      .select([
        'c.content_id',
        'c.likes_num',
        'c.comment_num',
        'c.forwarded_num',
        'c.collect_num',
        'c.hit_num',
        'c.create_time',
        'c.hot_score',
      ])
      .where('c.content_id', '>', after)
      .orderBy('c.content_id')
      .limit(BATCH);
    if ('ids' in scope) {
      if (scope.ids.length === 0) return 0;
      query = query.where('c.content_id', 'in', [...scope.ids]);
    } else if (scope.since) {
      query = query.where('c.create_time', '>=', scope.since);
    }
    const rows = await query.execute();
    if (rows.length === 0) break;
    const updates = rows
      .map((row) => ({
        id: row.content_id,
        old: Number(row.hot_score),
        score: hotScore(
          {
            likes: row.likes_num,
            comments: row.comment_num,
            forwards: row.forwarded_num,
            collections: row.collect_num,
            hits: row.hit_num,
          },
          Date.parse(row.create_time),
          now,
        ),
      }))
      .filter((u) => u.score !== u.old);
    if (updates.length > 0) {
      // One statement per batch (a round trip per row is slow on PostgreSQL): a VALUES join there, a join with the
      // batch as one JSON parameter on SQLite (a CASE of a branch per post compared every row with each branch).
      if (db.getExecutor().adapter instanceof SqliteAdapter) {
        const batch = JSON.stringify(updates.map((u) => [u.id, u.score]));
        await sql`update content set hot_score = v.score
          from (select json_extract(value, '$[0]') as id, cast(json_extract(value, '$[1]') as real) as score
            from json_each(${batch})) as v
          where content.content_id = v.id`.execute(db);
      } else {
        const values = sql.join(updates.map((u) => sql`(${u.id}, cast(${u.score} as double precision))`));
        await sql`update content set hot_score = v.score from (values ${values}) as v(id, score)
          where content.content_id = v.id`.execute(db);
      }
      changed += updates.length;
    }
    after = rows[rows.length - 1]?.content_id ?? after;
    if (rows.length < BATCH) break;
    // SQLite answers on this thread: let the requests waiting meanwhile go before the next batch.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return changed;
}
