import type { ContentRecord } from '@yiying/models';
import type { ForwardBody } from '@yiying/validation';
import { AppError } from '../../errors.js';
import { isoAt } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { KeyValueStore } from '../../lib/store.js';
import { contentDetail, forwardScopeOf, insertContent, recountForwards, type Viewer } from '../content/index.js';
import { publishedPost, type InteractionDeps } from './interaction.service.js';

/** Forwards one member may make per minute and per day; the next one is answered 429 with Retry-After. */
export const FORWARD_LIMITS = [
  { name: 'minute', windowMs: 60_000, max: 10 },
  { name: 'day', windowMs: 24 * 3_600_000, max: 100 },
] as const;

export const FORWARD_THROTTLED_MESSAGE = '转发过于频繁，请稍后再试';
export const FORWARD_SOURCE_GONE_MESSAGE = '原作品已不可见，无法转发';

/** Counts one forward of `userId` in each window; past a limit, 429 with the seconds until that window ends. */
async function throttleForward(store: KeyValueStore, userId: string): Promise<void> {
  for (const limit of FORWARD_LIMITS) {
    const key = `forward:${limit.name}:${userId}`;
    const count = await store.increment(key, limit.windowMs);
    if (count > limit.max) {
      const error = new AppError('TOO_MANY_REQUESTS', FORWARD_THROTTLED_MESSAGE);
      error.retryAfter = Math.max(1, Math.ceil((await store.ttl(key)) / 1000));
      throw error;
    }
  }
}

/** The source of a forward as `viewer` may see it, or 400 原作品已不可见，无法转发. */
async function sourceOf(deps: InteractionDeps, viewer: NonNullable<Viewer>, parentId: string | null) {
  if (parentId === null) throw new AppError('BAD_REQUEST', FORWARD_SOURCE_GONE_MESSAGE);
  try {
    return await publishedPost(deps.db, viewer, parentId);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      throw new AppError('BAD_REQUEST', FORWARD_SOURCE_GONE_MESSAGE);
    }
    throw error;
  }
}

/**
 * Forwards a post: a new published post whose `parentId` is the source and whose title is the forward text. The
 * forward holds no file of its source (no cover, thumbs or cover image): readers get the source by reference, through
 * the access-scope rule, as `parent` (null when they may not see it). It takes the source's scope, so a fans-only or
 * mutual-only post is never announced to everyone. The source's `forwardedNum` is recounted from its forwards; its
 * author hears once per forwarder (a second forward of the same post notifies nobody). Forwarding a forward forwards
 * its source (as 微博 does), and is refused when the viewer may not see that source.
 */
export async function forward(
  deps: InteractionDeps,
  viewer: NonNullable<Viewer>,
  contentId: string,
  body: ForwardBody,
): Promise<ContentRecord> {
  const { db, clock, cache, notifications, store } = deps;
  const asked = await publishedPost(db, viewer, contentId);
  const source = asked.forwarded_flag === 'yes' ? await sourceOf(deps, viewer, asked.parent_id) : asked;
  if (store) await throttleForward(store, viewer.userId);
  // A forward is published at once: 屏蔽 refuses it, 替换 stars its text, 审核 and 标记 flag it for the queue.
  const outcome = deps.guard ? await deps.guard.inspect({ text: body.forwardedText }) : null;
  const title = (outcome?.values.text as string | undefined) ?? body.forwardedText;
  const flagged = outcome?.action === 'hold' || outcome?.action === 'flag';
  const now = clock();
  const forwardId = newId(now);
  await notifications.transaction(db, async (trx) => {
    await insertContent(trx, {
      content_id: forwardId,
      parent_id: source.content_id,
      category_id: source.category_id,
      circle_id: source.circle_id,
      title,
      cover: '',
      type: source.type,
      state: 'publish',
      talk_topic: null,
      likes_num: 0,
      collect_num: 0,
      comment_num: 0,
      hit_num: 0,
      forwarded_num: 0,
      forwarded_flag: 'yes',
      thumbs: null,
      content: null,
      access_scope: forwardScopeOf(source),
      create_time: isoAt(now),
      update_time: isoAt(now),
      create_by: viewer.userId,
      width: null,
      height: null,
      comments: 1,
      top_flag: 0,
      sort: 0,
      tags: null,
      sensitive: source.sensitive,
      show_exif: 0,
      cover_image: null,
      ...(flagged ? { moderation_state: 'flagged' as const, moderation_reason: '含标记词' } : {}),
    });
    await recountForwards(trx, source.content_id, now);
    await notifications.record(trx, {
      userId: source.create_by,
      actorId: viewer.userId,
      action: 'forward',
      contentId: source.content_id,
      text: title,
    });
  });
  cache.invalidate();
  return contentDetail(deps, viewer, forwardId);
}
