import type { FastifyInstance } from 'fastify';
import {
  adminContract,
  emptySchema,
  type AdminAuditListQuery,
  type AdminBanBody,
  type AdminCommentListQuery,
  type AdminContentListQuery,
  type AdminMemberListQuery,
} from '@yiying/validation';
import { contractRoute } from '../../lib/contract-route.js';
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
  const guard = auth.admin;

  contractRoute<{ Querystring: AdminMemberListQuery }>(
    app,
    paths.members,
    {
      tags: ['admin'],
      summary: '会员列表（管理员）',
      description: '`search` 匹配昵称、账号或手机号；`status` 为 active 或 banned。',
      auth: guard,
      query: queries.members,
      response: envelopeResponses(pagedListSchema(records.member), '会员分页', [400, 401, 403]),
    },
    async (request) => ok(await admin.listMembers(request.query)),
  );

  contractRoute<{ Params: { id: string }; Body: AdminBanBody }>(
    app,
    paths.ban,
    {
      tags: ['admin'],
      summary: '封禁会员（管理员）',
      description: '封禁后该会员无法以任何方式登录，全部令牌立即失效，聊天连接立即断开。',
      auth: guard,
      params: { id: '会员 ID' },
      body: bodies.ban,
      response: envelopeResponses(records.member, '会员', [400, 401, 403, 404]),
    },
    async (request) => {
      const { before, after } = await admin.ban(sessionOf(request).userId, request.params.id, request.body.reason);
      noteAudit(request, { action: 'user.ban', targetType: 'user', targetId: request.params.id, before, after });
      return ok(after);
    },
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.unban,
    {
      tags: ['admin'],
      summary: '解除封禁（管理员）',
      auth: guard,
      params: { id: '会员 ID' },
      response: envelopeResponses(records.member, '会员', [400, 401, 403, 404]),
    },
    async (request) => {
      const { before, after } = await admin.unban(request.params.id);
      noteAudit(request, { action: 'user.unban', targetType: 'user', targetId: request.params.id, before, after });
      return ok(after);
    },
  );

  contractRoute<{ Querystring: AdminAuditListQuery }>(
    app,
    paths.audit,
    {
      tags: ['admin'],
      summary: '审计日志（管理员）',
      description: '每一次管理写操作：操作人、操作、对象、时间、请求体与修改前后（JSON 文本），最新在前。',
      auth: guard,
      query: queries.audit,
      response: envelopeResponses(pagedListSchema(records.audit), '审计日志分页', [400, 401, 403]),
    },
    async (request) => ok(await audit.list(request.query)),
  );

  contractRoute<{ Querystring: AdminContentListQuery }>(
    app,
    paths.contents,
    {
      tags: ['admin'],
      summary: '内容列表（管理员）',
      description: '所有状态、所有可见范围的内容，附待处理举报数。',
      auth: guard,
      query: queries.contents,
      response: envelopeResponses(pagedListSchema(records.content), '内容分页', [400, 401, 403]),
    },
    async (request) => ok(await admin.listContents(request.query)),
  );

  for (const [spec, to, summary, action] of [
    [paths.hideContent, 'down', '隐藏内容（管理员）', 'content.hide'],
    [paths.restoreContent, 'publish', '恢复已隐藏的内容（管理员）', 'content.restore'],
  ] as const) {
    contractRoute<{ Params: { id: string } }>(
      app,
      spec,
      {
        tags: ['admin'],
        summary,
        auth: guard,
        params: { id: '内容 ID' },
        response: envelopeResponses(records.content, '内容', [400, 401, 403, 404]),
      },
      async (request) => {
        const { before, after } = await admin.setContentState(request.params.id, to);
        noteAudit(request, { action, targetType: 'content', targetId: request.params.id, before, after });
        return ok(after);
      },
    );
  }

  contractRoute<{ Querystring: AdminCommentListQuery }>(
    app,
    paths.comments,
    {
      tags: ['admin'],
      summary: '评论列表（管理员）',
      auth: guard,
      query: queries.comments,
      response: envelopeResponses(pagedListSchema(records.comment), '评论分页', [400, 401, 403]),
    },
    async (request) => ok(await admin.listComments(request.query)),
  );

  contractRoute<{ Params: { id: string } }>(
    app,
    paths.deleteComment,
    {
      tags: ['admin'],
      summary: '删除评论（管理员）',
      description: '评论及其回复一并删除。',
      auth: guard,
      params: { id: '评论 ID' },
      response: envelopeResponses(emptySchema, '已删除', [401, 403, 404]),
    },
    async (request) => {
      const before = await admin.comment(request.params.id);
      await options.deleteComment(sessionOf(request).userId, request.params.id);
      noteAudit(request, { action: 'comment.delete', targetType: 'comment', before, after: null });
      return ok({});
    },
  );

  contractRoute(
    app,
    paths.overview,
    {
      tags: ['admin'],
      summary: '概览（管理员）',
      description:
        '近 30 天（北京时间）每天的新会员、各类型内容、评论与回复、点赞、上传字节、举报（新提交与已处理）和活跃会员，' +
        '以及全部上传的字节数、待处理举报数和最近一次备份。每张图一条统计查询，结果保留 5 分钟。',
      auth: guard,
      response: envelopeResponses(records.overview, '概览', [401, 403]),
    },
    async () => ok(await options.overview.overview()),
  );
}
