import type { ArchiveHooks } from '../../context.js';
import { camelRows } from '../../lib/camel-keys.js';
import type { CommentDb } from './comment.db.js';

async function commentsPart(db: CommentDb, userId: string): Promise<Record<string, unknown>> {
  const [comments, replies] = await Promise.all([
    db.selectFrom('comment').selectAll().where('user_id', '=', userId).orderBy('create_time').execute(),
    db.selectFrom('reply').selectAll().where('user_id', '=', userId).orderBy('create_time').execute(),
  ]);
  return { comments: camelRows(comments), replies: camelRows(replies) };
}

/** The data export, for comments: the member's `comments` and `replies`, oldest first. */
export const commentArchive: ArchiveHooks = { parts: commentsPart };
