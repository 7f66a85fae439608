import type { FastifyInstance } from 'fastify';
import { adminContract, emptySchema } from '@yiying/validation';
import { implementContract, type ContractImpl } from '../../lib/contract-route.js';
import { noteAudit } from '../../lib/audit.js';
import { envelopeResponses, ok, pagedListSchema } from '../../lib/envelope.js';
import { sessionOf, type Auth } from '../identity/index.js';
import type { AdminService } from './admin.service.js';
import type { AuditService } from './audit.service.js';
import type { OverviewService } from './overview.service.js';

export interface AdminRoutesOptions {
  auth: Auth;
  admin: AdminService;
  audit: AuditService;
  /** The 概览 numbers (kept for a few minutes). */
  overview: OverviewService;
  /** Removes a comment and its replies as an admin (the comment module's delete). */
  deleteComment(adminId: string, commentId: string): Promise<void>;
}

const { paths, queries, bodies, records } = adminContract;

/** The console's own calls under `/mng`: members, ban / unban, the audit log, moderation of posts and comments. */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions): Promise<void> {
  const { auth, admin, audit } = options;
  const tags = ['admin'];

  /** Hides (`down`) or restores (`publish`) a post, noted in the audit log as `action`. */
  const setContentState = (to: 'down' | 'publish', action: string): ContractImpl<typeof paths>['hideContent'] => ({
    tags,
    response: envelopeResponses(records.content, '内容', [400, 401, 403, 404]),
    handler: async (request) => {
      const { before, after } = await admin.setContentState(request.params.id, to);
      noteAudit(request, { action, targetType: 'content', targetId: request.params.id, before, after });
      return ok(after);
    },
  });

  implementContract(app, auth, paths, {
    members: {
      tags,
      query: queries.members,
      response: envelopeResponses(pagedListSchema(records.member), '会员分页', [400, 401, 403]),
      handler: async (request) => ok(await admin.listMembers(request.query)),
    },
    ban: {
      tags,
      body: bodies.ban,
      response: envelopeResponses(records.member, '会员', [400, 401, 403, 404]),
      handler: async (request) => {
        const { before, after } = await admin.ban(sessionOf(request).userId, request.params.id, request.body.reason);
        noteAudit(request, { action: 'user.ban', targetType: 'user', targetId: request.params.id, before, after });
        return ok(after);
      },
    },
    unban: {
      tags,
      response: envelopeResponses(records.member, '会员', [400, 401, 403, 404]),
      handler: async (request) => {
        const { before, after } = await admin.unban(request.params.id);
        noteAudit(request, { action: 'user.unban', targetType: 'user', targetId: request.params.id, before, after });
        return ok(after);
      },
    },
    audit: {
      tags,
      query: queries.audit,
      response: envelopeResponses(pagedListSchema(records.audit), '审计日志分页', [400, 401, 403]),
      handler: async (request) => ok(await audit.list(request.query)),
    },
    contents: {
      tags,
      query: queries.contents,
      response: envelopeResponses(pagedListSchema(records.content), '内容分页', [400, 401, 403]),
      handler: async (request) => ok(await admin.listContents(request.query)),
    },
    hideContent: setContentState('down', 'content.hide'),
    restoreContent: setContentState('publish', 'content.restore'),
    comments: {
      tags,
      query: queries.comments,
      response: envelopeResponses(pagedListSchema(records.comment), '评论分页', [400, 401, 403]),
      handler: async (request) => ok(await admin.listComments(request.query)),
    },
    deleteComment: {
      tags,
      response: envelopeResponses(emptySchema, '已删除', [401, 403, 404]),
      handler: async (request) => {
        const before = await admin.comment(request.params.id);
        await options.deleteComment(sessionOf(request).userId, request.params.id);
        noteAudit(request, { action: 'comment.delete', targetType: 'comment', before, after: null });
        return ok({});
      },
    },
    overview: {
      tags,
      response: envelopeResponses(records.overview, '概览', [401, 403]),
      handler: async () => ok(await options.overview.overview()),
    },
  });
}
