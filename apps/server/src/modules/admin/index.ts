import type { ServerModule } from '../../context.js';
import { deleteCommentAsAdmin } from '../comment/index.js';
import { migration0013Admin } from './0013_admin.js';
import { adminRoutes } from './admin.routes.js';
import { AdminService } from './admin.service.js';
import { installAuditHook } from './audit.hook.js';
import { AuditService } from './audit.service.js';
import { OverviewService } from './overview.service.js';

export type { AdminService } from './admin.service.js';
export type { AuditRecord, AuditService } from './audit.service.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** The audit log of admin writes: `audit.record({...})` for writes outside a `/mng` call. */
    audit: AuditService;
    /** Members with ban / unban and moderation for the admin console. */
    admin: AdminService;
  }
}

/**
 * The admin console's server side: members with ban / unban (a banned member gets no token by any login, and their
 * tokens and chat sockets end at once), moderation of posts and comments, and the audit log every `/mng` write joins.
 */
export const adminModule: ServerModule = {
  name: 'admin',
  dependsOn: ['comment', 'content', 'identity', 'job', 'media', 'notification'],
  migrations: [{ name: '0013_admin', migration: migration0013Admin }],
  services: (ctx) => {
    const admin = new AdminService({
      db: ctx.db,
      clock: ctx.clock,
      tokens: ctx.identity.tokens,
      contentCache: ctx.contentCache,
      approveHeldMedia: (db, contentId) => ctx.media.approveContentMedia(db, contentId),
    });
    ctx.identity.tokens.guardIssue((userId) => admin.assertNotBanned(userId));
    return { audit: new AuditService(ctx.db, ctx.clock, ctx.log), admin };
  },
  hooks(app, ctx) {
    installAuditHook(app, ctx.audit);
  },
  async register(app, ctx) {
    await app.register(adminRoutes, {
      auth: ctx.identity.auth,
      admin: ctx.admin,
      audit: ctx.audit,
      // The backup schedule starts after the modules: its status is read at each call.
      overview: new OverviewService(
        ctx.db,
        ctx.clock,
        () => app.yiying?.backups?.status(),
        async () => ({ engine: ctx.jobs.engine, ...(await ctx.jobs.counts()) }),
      ),
      deleteComment: (adminId, commentId) =>
        deleteCommentAsAdmin(
          { db: ctx.db, clock: ctx.clock, cache: ctx.contentCache, notifications: ctx.notifications },
          adminId,
          commentId,
        ),
    });
  },
};
