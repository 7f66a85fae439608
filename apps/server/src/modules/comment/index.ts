import type { ServerModule } from '../../context.js';
import { commentArchive } from './comment.archive.js';
import { commentErasure } from './comment.erase.js';
import { migration0007Comment } from './0007_comment.js';
import { commentRoutes } from './comment.routes.js';
import { createComment, deleteComment } from './comment.service.js';
import type { CommentDeps } from './comment.shared.js';
import { createReply, deleteReply } from './reply.service.js';

/** Removes a comment and its replies on behalf of an admin (the console's moderation). */
export function deleteCommentAsAdmin(deps: CommentDeps, adminId: string, commentId: string): Promise<void> {
  return deleteComment(deps, { userId: adminId, admin: true }, commentId);
}

/** Comments on posts and replies under them; the post's author is told, and may delete any comment on the post. */
export const commentModule: ServerModule = {
  name: 'comment',
  dependsOn: ['content', 'identity', 'mute', 'notification', 'watchlist'],
  archive: commentArchive,
  erase: commentErasure,
  migrations: [{ name: '0007_comment', migration: migration0007Comment }],
  async register(app, ctx) {
    const deps: CommentDeps = {
      db: ctx.db,
      clock: ctx.clock,
      cache: ctx.contentCache,
      notifications: ctx.notifications,
      guard: ctx.textGuard,
    };
    await app.register(commentRoutes, { ...deps, auth: ctx.identity.auth, mutes: ctx.mutes });
    // The review queue: an approved comment is written as its author sent it; a rejected flagged one is removed.
    // The queue acts with the rights of an admin (the post may have become private to others since).
    const author = (userId: string) => ({ userId, admin: false });
    const acting = (userId: string) => ({ userId, admin: true });
    ctx.textGuard.handle('comment', {
      approve: async (entry) => {
        await createComment(deps, author(entry.userId), entry.payload as Parameters<typeof createComment>[2], {
          unchecked: true,
        });
      },
      reject: async (entry) => {
        if (entry.targetId) await deleteComment(deps, acting(entry.userId), entry.targetId);
      },
    });
    ctx.textGuard.handle('reply', {
      approve: async (entry) => {
        await createReply(deps, author(entry.userId), entry.payload as Parameters<typeof createReply>[2], {
          unchecked: true,
        });
      },
      reject: async (entry) => {
        if (entry.targetId) await deleteReply(deps, acting(entry.userId), entry.targetId);
      },
    });
  },
};
