import type { ContentDeps } from './content.service.js';

/** Answer to an author who tries to publish a post an admin hid. */
export const CONTENT_MODERATED_MESSAGE = '该内容已被管理员隐藏，不能更改状态';
/** Answer to an author who tries to change the state of a post waiting in the review queue. */
export const CONTENT_HELD_MESSAGE = '该内容正在审核中，审核通过后自动公开';
/** The reason a post the watch list holds carries. */
export const HELD_BY_WORDS_REASON = '含审核词';

/** A post's texts as they are to be stored, and what the watch list decided. */
interface GuardedPost {
  action: 'pass' | 'hold' | 'replace' | 'flag';
  title: string;
  content: string | null;
  tags: string[] | undefined;
}

/**
 * Runs the watch list over a post's title, body (an article's HTML text) and tags: throws the 屏蔽 message, and
 * answers the texts with 替换 applied and whether to hold or flag the post.
 */
export async function guardPost(
  deps: ContentDeps,
  post: { title: string; content: string | null; tags: readonly string[] | undefined },
  article: boolean,
): Promise<GuardedPost> {
  const plain = {
    action: 'pass' as const,
    title: post.title,
    content: post.content,
    tags: post.tags && [...post.tags],
  };
  if (!deps.guard) return plain;
  const outcome = await deps.guard.inspect<'title' | 'content' | 'tags'>(
    { title: post.title, content: post.content ?? undefined, tags: post.tags },
    { html: article ? ['content'] : [] },
  );
  return {
    action: outcome.action === 'block' ? 'pass' : outcome.action,
    title: (outcome.values.title as string | undefined) ?? post.title,
    content: post.content === null ? null : ((outcome.values.content as string | undefined) ?? post.content),
    tags: (outcome.values.tags as string[] | undefined) ?? plain.tags,
  };
}

/** The state and moderation columns of a post the watch list held or flagged (nothing for a draft). */
export function moderationOf(action: GuardedPost['action'], state: string) {
  if (state !== 'publish') return {};
  if (action === 'hold') {
    // Held like a hidden post: kept down (out of every public read) until an admin approves it.
    return { state: 'down' as const, moderation_state: 'held' as const, moderation_reason: HELD_BY_WORDS_REASON };
  }
  if (action === 'flag') return { moderation_state: 'flagged' as const, moderation_reason: '含标记词' };
  return {};
}
