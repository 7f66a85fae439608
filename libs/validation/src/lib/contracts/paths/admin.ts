import type { RouteTable } from '../route-spec.js';

/** 管理后台: members with ban / unban, the audit log, and moderation of posts and comments (admins only). */
export const adminPaths = {
  members: { method: 'GET', path: '/mng/user/list', operationId: 'adminListMembers' },
  ban: { method: 'POST', path: '/mng/user/ban/{id}', operationId: 'adminBanMember' },
  unban: { method: 'POST', path: '/mng/user/unban/{id}', operationId: 'adminUnbanMember' },
  audit: { method: 'GET', path: '/mng/audit/list', operationId: 'adminListAudit' },
  contents: { method: 'GET', path: '/mng/content/list', operationId: 'adminListContent' },
  hideContent: { method: 'POST', path: '/mng/content/hide/{id}', operationId: 'adminHideContent' },
  restoreContent: { method: 'POST', path: '/mng/content/restore/{id}', operationId: 'adminRestoreContent' },
  comments: { method: 'GET', path: '/mng/comment/list', operationId: 'adminListComments' },
  deleteComment: {
    method: 'POST',
    path: '/mng/comment/delete/{id}',
    operationId: 'adminDeleteComment',
    empty: true,
  },
  overview: { method: 'GET', path: '/mng/stats/overview', operationId: 'adminStatsOverview' },
} as const satisfies RouteTable;
