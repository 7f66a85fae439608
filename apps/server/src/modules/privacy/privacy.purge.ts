import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { ObjectStorage } from '../../lib/storage/index.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import { FILES_PREFIX } from '../../plugins/files.js';
import { deleteContent, refreshHotScores, type ContentMedia } from '../content/index.js';
import type { TokenService } from '../identity/index.js';
import { recountContent } from '../interaction/index.js';
import type { MediaService } from '../media/index.js';

/** What deleting an account touches. */
export interface PurgeDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: ObjectStorage;
  cache: TtlCache;
  media: MediaService & ContentMedia;
  tokens: TokenService;
}

/** The distinct non-null values of a column. */
const distinct = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((v): v is string => typeof v === 'string')),
];

/**
 * Deletes a member and their personal data, and keeps every counter of what remains right: their posts (with what
 * hangs on them) and comments go; the likes, collections, comments and forwards they left on others' posts go and
 * those posts are recounted; follows both ways go (fans and follow counts are counted from the rows); messages,
 * conversations, blocks, notifications, albums, tokens, SMS codes and every uploaded file (avatar, certificate
 * documents, post uploads) go. Answers false for an admin, who is never deleted this way.
 */
export async function purgeMember(deps: PurgeDeps, userId: string): Promise<boolean> {
  const { db, clock, storage, cache, media, tokens } = deps;
  const user = await db.selectFrom('user').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!user) return true;
  if (user.role === 'admin') return false;

  // Sessions end first: a revoked token also closes the member's chat sockets.
  await tokens.revokeUser(userId);

  const marked = async (table: 'likes' | 'collection' | 'comment' | 'reply') =>
    (await db.selectFrom(table).select('content_id').where('user_id', '=', userId).execute()).map((r) => r.content_id);
  const forwarded = await db
    .selectFrom('content')
    .select('parent_id')
    .where('create_by', '=', userId)
    .where('parent_id', 'is not', null)
    .execute();
  const touched = distinct([
    ...(await marked('likes')),
    ...(await marked('collection')),
    ...(await marked('comment')),
    ...(await marked('reply')),
    ...forwarded.map((r) => r.parent_id),
  ]);
  const joined = distinct(
    (await db.selectFrom('activity_enroll').select('activity_id').where('create_by', '=', userId).execute()).map(
      (r) => r.activity_id,
    ),
  );

  // The member's posts, one by one through the content module (topics, forwards, media links, search index).
  const posts = await db.selectFrom('content').select('content_id').where('create_by', '=', userId).execute();
  const viewer = { userId, admin: false };
  for (const post of posts) {
    await deleteContent({ db, clock, cache, media }, viewer, post.content_id);
  }

  await db.transaction().execute(async (trx) => {
    // Votes they cast leave the entries' tallies (kept as counters, not counted from rows).
    const votes = await trx.selectFrom('activity_vote').select('enroll_id').where('user_id', '=', userId).execute();
    for (const vote of votes) {
      await trx
        .updateTable('activity_enroll')
        .set({ vote_num: sql<number>`case when vote_num > 0 then vote_num - 1 else 0 end` })
        .where('enroll_id', '=', vote.enroll_id)
        .execute();
    }
    await trx.deleteFrom('activity_vote').where('user_id', '=', userId).execute();
    // Their comments (replies under them go with them) and replies, likes and collections on others' posts.
    await trx.deleteFrom('reply').where('user_id', '=', userId).execute();
    await trx.deleteFrom('comment').where('user_id', '=', userId).execute();
    await trx.deleteFrom('likes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('collection').where('user_id', '=', userId).execute();
    // Private messages have no foreign key to the user: both sides' copies and conversations go explicitly.
    await trx
      .deleteFrom('im_msg')
      .where((eb) => eb.or([eb('from_id', '=', userId), eb('to_id', '=', userId)]))
      .execute();
    await trx
      .deleteFrom('im_session')
      .where((eb) => eb.or([eb('owner_id', '=', userId), eb('peer_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('im_setting').where('user_id', '=', userId).execute();
    // The review queue keeps copies of their texts (held comments, names, flagged messages): those go too.
    await trx.deleteFrom('moderation_item').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('user_block')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('blocked_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('sms_code').where('mobile', '=', user.mobile).execute();
  });

  // Files: every upload of theirs (avatar and certificate images are uploads too), then old-style upload rows and
  // archives of their data exports.
  const owned = await db.selectFrom('media').select('url').where('owner_id', '=', userId).execute();
  for (const row of owned) await media.removeOwned(userId, row.url);
  const legacy = await db.selectFrom('upload_file').select('url').where('user_id', '=', userId).execute();
  for (const row of legacy) {
    if (row.url.startsWith(FILES_PREFIX)) await storage.delete(row.url.slice(FILES_PREFIX.length));
  }
  const archives = await db
    .selectFrom('data_export')
    .select('storage_key')
    .where('user_id', '=', userId)
    .where('storage_key', 'is not', null)
    .execute();
  for (const row of archives) if (row.storage_key) await storage.delete(row.storage_key);

  // The user row: follows both ways, notifications, albums, certificates, tokens, subscriptions, entries, reports
  // and the rest cascade with it.
  await db.deleteFrom('user').where('user_id', '=', userId).execute();

  const now = clock();
  for (const contentId of touched) {
    const exists = await db
      .selectFrom('content')
      .select('content_id')
      .where('content_id', '=', contentId)
      .executeTakeFirst();
    if (!exists) continue;
    await recountContent(db, contentId, now);
    await db
      .updateTable('content')
      .set({
        comment_num: sql<number>`(select count(*) from ${sql.table('comment')} where ${sql.ref('comment.content_id')} = ${contentId}) + (select count(*) from ${sql.table('reply')} where ${sql.ref('reply.content_id')} = ${contentId})`,
      })
      .where('content_id', '=', contentId)
      .execute();
    await refreshHotScores(db, now, { ids: [contentId] });
  }
  for (const activityId of joined) {
    await db
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
  cache.invalidate();
  return true;
}
