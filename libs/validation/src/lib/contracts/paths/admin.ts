import type { PagedList } from '@yiying/models';
import type { AdminOverview } from '../admin-overview.js';
import type {
  AdminAuditListQuery,
  AdminBanBody,
  AdminComment,
  AdminCommentListQuery,
  AdminContent,
  AdminContentListQuery,
  AdminMember,
  AdminMemberListQuery,
  AuditEntry,
} from '../admin.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** 管理后台: members with ban / unban, the audit log, and moderation of posts and comments (admins only). */
export const adminPaths = {
  members: route<{ query: AdminMemberListQuery; response: PagedList<AdminMember> }>()({
    method: 'GET',
    path: '/mng/user/list',
    operationId: 'adminListMembers',
    summary: '会员列表（管理员）',
    description: '`search` 匹配昵称、账号或手机号；`status` 为 active 或 banned。',
    access: 'admin',
  }),
  ban: route<{ body: AdminBanBody; response: AdminMember }>()({
    method: 'POST',
    path: '/mng/user/ban/{id}',
    operationId: 'adminBanMember',
    summary: '封禁会员（管理员）',
    description: '封禁后该会员无法以任何方式登录，全部令牌立即失效，聊天连接立即断开。',
    params: { id: '会员 ID' },
    access: 'admin',
  }),
  unban: route<{ response: AdminMember }>()({
    method: 'POST',
    path: '/mng/user/unban/{id}',
    operationId: 'adminUnbanMember',
    summary: '解除封禁（管理员）',
    params: { id: '会员 ID' },
    access: 'admin',
  }),
  audit: route<{ query: AdminAuditListQuery; response: PagedList<AuditEntry> }>()({
    method: 'GET',
    path: '/mng/audit/list',
    operationId: 'adminListAudit',
    summary: '审计日志（管理员）',
    description: '每一次管理写操作：操作人、操作、对象、时间、请求体与修改前后（JSON 文本），最新在前。',
    access: 'admin',
  }),
  contents: route<{ query: AdminContentListQuery; response: PagedList<AdminContent> }>()({
    method: 'GET',
    path: '/mng/content/list',
    operationId: 'adminListContent',
    summary: '内容列表（管理员）',
    description: '所有状态、所有可见范围的内容，附待处理举报数。',
    access: 'admin',
  }),
  hideContent: route<{ response: AdminContent }>()({
    method: 'POST',
    path: '/mng/content/hide/{id}',
    operationId: 'adminHideContent',
    summary: '隐藏内容（管理员）',
    params: { id: '内容 ID' },
    access: 'admin',
  }),
  restoreContent: route<{ response: AdminContent }>()({
    method: 'POST',
    path: '/mng/content/restore/{id}',
    operationId: 'adminRestoreContent',
    summary: '恢复已隐藏的内容（管理员）',
    params: { id: '内容 ID' },
    access: 'admin',
  }),
  comments: route<{ query: AdminCommentListQuery; response: PagedList<AdminComment> }>()({
    method: 'GET',
    path: '/mng/comment/list',
    operationId: 'adminListComments',
    summary: '评论列表（管理员）',
    access: 'admin',
  }),
  deleteComment: route()({
    method: 'POST',
    path: '/mng/comment/delete/{id}',
    operationId: 'adminDeleteComment',
    summary: '删除评论（管理员）',
    description: '评论及其回复一并删除。',
    params: { id: '评论 ID' },
    access: 'admin',
    empty: true,
  }),
  overview: route<{ response: AdminOverview }>()({
    method: 'GET',
    path: '/mng/stats/overview',
    operationId: 'adminStatsOverview',
    summary: '概览（管理员）',
    description:
      '近 30 天（北京时间）每天的新会员、各类型内容、评论与回复、点赞、上传字节、举报（新提交与已处理）和活跃会员，' +
      '以及全部上传的字节数、待处理举报数和最近一次备份。每张图一条统计查询，结果保留 5 分钟。',
    access: 'admin',
  }),
} as const satisfies RouteTable;
