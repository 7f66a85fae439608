// The console's side navigation: what the shell draws before any screen's code is loaded.

/** The key of the side navigation's counts: every queue action refreshes it. */
export const MODERATION_COUNTS_KEY = ['admin', 'moderation-counts'] as const;

export interface ConsoleNavItem {
  /** Under `/admin/`. */
  path: string;
  label: string;
  /** Which pending count the side navigation shows beside it. */
  count?: 'queue' | 'report';
}

/** The side navigation: every screen of the console by group (概览 comes first, at `/admin`). */
export const CONSOLE_GROUPS: ReadonlyArray<{ title: string; screens: readonly ConsoleNavItem[] }> = [
  {
    title: '审核',
    screens: [
      { path: 'moderation', label: '审核队列', count: 'queue' },
      { path: 'reports', label: '举报处理', count: 'report' },
      { path: 'watchwords', label: '敏感词' },
      { path: 'certificates', label: '认证审核' },
      { path: 'entries', label: '作品评审' },
    ],
  },
  {
    title: '内容',
    screens: [
      { path: 'contents', label: '内容管理' },
      { path: 'comments', label: '评论管理' },
    ],
  },
  {
    title: '活动',
    screens: [
      { path: 'activities', label: '活动' },
      { path: 'exhibitions', label: '展览' },
      { path: 'roadshows', label: '路演' },
    ],
  },
  {
    title: '站点',
    screens: [
      { path: 'banners', label: '横幅' },
      { path: 'notices', label: '公告' },
      { path: 'circles', label: '圈子' },
      { path: 'categories', label: '分类' },
      { path: 'dict', label: '字典' },
      { path: 'params', label: '站点参数' },
      { path: 'config', label: '站点配置' },
      { path: 'jobs', label: '任务' },
    ],
  },
  {
    title: '会员与留言',
    screens: [
      { path: 'guestbook', label: '留言箱' },
      { path: 'members', label: '会员管理' },
      { path: 'audit', label: '审计日志' },
    ],
  },
];
