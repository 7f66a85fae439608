import { sql } from 'kysely';
import type { BehaviourState } from '@yiying/models';
import type { TextGuard } from '../../lib/text-guard/index.js';
import type { InteractionDb } from './interaction.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { KeyValueStore } from '../../lib/store.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import {
  CONTENT_NOT_FOUND_MESSAGE,
  findContentByIds,
  refreshHotScores,
  type ContentMedia,
  type ContentWithCreatorRow,
  type Viewer,
} from '../content/index.js';
import type { NotificationService } from '../notification/index.js';

/** What the interaction services use. */
export interface InteractionDeps {
  db: InteractionDb;
  clock: Clock;
  /** The anonymous content-list cache: counters change what it holds. */
  cache: TtlCache;
  notifications: Pick<NotificationService, 'record' | 'transaction'>;
  media?: ContentMedia;
  /** Per-member counters of the forward limit (shared by every process of the server). */
  store?: KeyValueStore;
  /** The watch list over a forward's text (a forward cannot wait: 审核 flags it like 标记). */
  guard?: TextGuard;
}

/** A like or a collection: the two share their rules, rows and answers. */
export type MarkKind = 'like' | 'collect';

export const MARK_NOT_FOUND_MESSAGE = { like: '点赞记录不存在', collect: '收藏记录不存在' } as const;
export const NOT_PUBLISHED_MESSAGE = '只能对已发布的内容操作';

export const TABLE = { like: 'likes', collect: 'collection' } as const;
export const ID_COLUMN = { like: 'likes_id', collect: 'collection_id' } as const;

/** The post `viewer` may see, or 404 内容不存在. */
export async function visiblePost(
  db: InteractionDb,
  viewer: Viewer,
  contentId: string,
): Promise<ContentWithCreatorRow> {
  const [row] = await findContentByIds(db, viewer, [contentId]);
  if (!row) throw new AppError('NOT_FOUND', CONTENT_NOT_FOUND_MESSAGE);
  return row;
}

/** A published post `viewer` may see: likes, collections, forwards and reports are for published posts. */
export async function publishedPost(db: InteractionDb, viewer: Viewer, contentId: string) {
  const row = await visiblePost(db, viewer, contentId);
  if (row.state !== 'publish') throw new AppError('BAD_REQUEST', NOT_PUBLISHED_MESSAGE);
  return row;
}

/**
 * Sets a post's counters from its rows (likes, collections, comments, forwards), so they never drift whatever
 * order concurrent calls commit in, then re-ranks it.
 */
export async function recountContent(db: InteractionDb, contentId: string, now: number): Promise<void> {
  await db
    .updateTable('content')
    .set((eb) => ({
      likes_num: eb
        .selectFrom('likes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('likes.content_id', '=', 'content.content_id'),
      collect_num: eb
        .selectFrom('collection')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('collection.content_id', '=', 'content.content_id'),
      forwarded_num: eb
        .selectFrom('content as f')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('f.parent_id', '=', 'content.content_id'),
    }))
    .where('content_id', '=', contentId)
    .execute();
  await refreshHotScores(db, now, { ids: [contentId] });
}

/** The viewer's like and collection of a post with its counters. */
export async function behaviourState(
  db: InteractionDb,
  viewer: NonNullable<Viewer>,
  contentId: string,
): Promise<BehaviourState> {
  const row = await visiblePost(db, viewer, contentId);
  const [like, collection] = await Promise.all([
    db
      .selectFrom('likes')
      .select('likes_id')
      .where('content_id', '=', contentId)
      .where('user_id', '=', viewer.userId)
      .executeTakeFirst(),
    db
      .selectFrom('collection')
      .select('collection_id')
      .where('content_id', '=', contentId)
      .where('user_id', '=', viewer.userId)
      .executeTakeFirst(),
  ]);
  return {
    contentId,
    liked: Boolean(like),
    collected: Boolean(collection),
    likesId: like?.likes_id ?? null,
    collectionId: collection?.collection_id ?? null,
    likesNum: row.likes_num,
    collectNum: row.collect_num,
    forwardedNum: row.forwarded_num,
    commentNum: row.comment_num,
  };
}

/**
 * Likes (collects) a post once: the unique constraint makes a second call, or two at once, add nothing. A new mark
 * notifies the author; the counter is recounted from the rows.
 */
export async function mark(
  deps: InteractionDeps,
  viewer: NonNullable<Viewer>,
  kind: MarkKind,
  contentId: string,
  remark?: string,
): Promise<BehaviourState> {
  const { db, clock, cache, notifications } = deps;
  const post = await publishedPost(db, viewer, contentId);
  const now = clock();
  await notifications.transaction(db, async (trx) => {
    const values = { content_id: contentId, user_id: viewer.userId, remark: remark ?? null, create_time: isoAt(now) };
    const inserted =
      kind === 'like'
        ? await trx
            .insertInto('likes')
            .values({ likes_id: newId(now), ...values })
            .onConflict((oc) => oc.columns(['content_id', 'user_id']).doNothing())
            .executeTakeFirst()
        : await trx
            .insertInto('collection')
            .values({ collection_id: newId(now), ...values })
            .onConflict((oc) => oc.columns(['content_id', 'user_id']).doNothing())
            .executeTakeFirst();
    await recountContent(trx, contentId, now);
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await notifications.record(trx, {
        userId: post.create_by,
        actorId: viewer.userId,
        action: kind === 'like' ? 'like' : 'collect',
        contentId,
        text: post.title,
      });
    }
  });
  cache.invalidate();
  return behaviourState(db, viewer, contentId);
}

/**
 * Cancels the viewer's like (collection): `id` is the like's id or the post's. Cancelling what is not there changes
 * nothing; an id that is neither the viewer's mark nor a post they may see is a 404.
 */
export async function unmark(
  deps: InteractionDeps,
  viewer: NonNullable<Viewer>,
  kind: MarkKind,
  id: string,
): Promise<BehaviourState> {
  const { db, clock, cache } = deps;
  const table = TABLE[kind];
  const idColumn = ID_COLUMN[kind];
  const own = await db
    .selectFrom(sql<{ content_id: string }>`${sql.table(table)}`.as('m'))
    .select('m.content_id')
    .where(sql.ref('m.user_id'), '=', viewer.userId)
    .where((eb) => eb.or([eb(sql.ref(`m.${idColumn}`), '=', id), eb(sql.ref('m.content_id'), '=', id)]))
    .executeTakeFirst();
  const contentId = own?.content_id ?? id;
  await visiblePost(db, viewer, contentId);
  if (own) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom(table).where('content_id', '=', contentId).where('user_id', '=', viewer.userId).execute();
      await recountContent(trx, contentId, clock());
    });
    cache.invalidate();
  }
  return behaviourState(db, viewer, contentId);
}

/** 屏蔽此条: the post leaves the viewer's lists (it stays reachable by its link). */
export async function shield(deps: InteractionDeps, viewer: NonNullable<Viewer>, contentId: string): Promise<void> {
  await visiblePost(deps.db, viewer, contentId);
  await deps.db
    .insertInto('content_shield')
    .values({ user_id: viewer.userId, content_id: contentId, create_time: isoAt(deps.clock()) })
    .onConflict((oc) => oc.columns(['user_id', 'content_id']).doNothing())
    .execute();
}

/** Shows a shielded post in the viewer's lists again. */
export async function unshield(deps: InteractionDeps, viewer: NonNullable<Viewer>, contentId: string): Promise<void> {
  await deps.db
    .deleteFrom('content_shield')
    .where('user_id', '=', viewer.userId)
    .where('content_id', '=', contentId)
    .execute();
}
