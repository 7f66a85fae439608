import type { ServerModule } from '../../context.js';
import { migration0007Comment } from './0007_comment.js';
import { commentRoutes } from './comment.routes.js';
import type { CommentTable, ReplyTable } from './comment.table.js';
import { deleteComment, type CommentDeps } from './comment.service.js';

/** Removes a comment and its replies on behalf of an admin (the console's moderation). */
export function deleteCommentAsAdmin(deps: CommentDeps, adminId: string, commentId: string): Promise<void> {
  return deleteComment(deps, { userId: adminId, admin: true }, commentId);
}

declare module '../../db/schema.js' {
  /** The tables of this module. */
  interface Database {
    comment: CommentTable;
    reply: ReplyTable;
  }
}

/** Comments on posts and replies under them; the post's author is told, and may delete any comment on the post. */
export const commentModule: ServerModule = {
  name: 'comment',
  migrations: [{ name: '0007_comment', migration: migration0007Comment }],
  async register(app, ctx) {
    await app.register(commentRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      cache: ctx.contentCache,
      notifications: ctx.notifications,
      auth: ctx.identity.auth,
    });
  },
};
