import {
  ACCESS_SCOPE_LABELS,
  ACTIVITY_STATE_LABELS,
  BannerType,
  CONTENT_MODEL_LABELS,
  CONTENT_TYPE_LABELS,
  ConfigKind,
  ENROLL_STATE_LABELS,
  NoticeType,
  RECORD_STATE_LABELS,
  USER_TYPE_LABELS,
} from '@yiying/models';
import type { Option } from '../blocks/types';

/** Options from a label map, optionally led by 全部 (an empty filter). */
export function optionsOf(labels: Record<string, string>, all?: string): Option[] {
  const options = Object.entries(labels).map(([value, label]) => ({ value, label }));
  return all ? [{ value: '', label: all }, ...options] : options;
}

/** Where each banner type shows (spec §3 banner types). */
export const BANNER_TYPE_LABELS: Record<BannerType, string> = {
  'home-major': '首页主横幅',
  'home-minor': '首页次横幅',
  'home-recommand': '首页推荐',
  'home-activity': '首页活动',
  'home-join': '首页加入',
  'hot-major': '热门主横幅',
  'activity-major': '活动主横幅',
  'exhibit-major': '展览主横幅',
  'circle-major': '圈子主横幅',
  'about-major': '关于我们主横幅',
  'my-major': '我的主横幅',
  'login-major': '登录页主图',
  'login-minor': '登录页次图',
  'login-assist': '登录页辅图',
  'foot-major': '页脚横幅',
};

export const NOTICE_TYPE_LABELS: Record<string, string> = Object.fromEntries(
  Object.values(NoticeType).map((value) => [
    value,
    (
      {
        notice_banner: '横幅公告',
        notice_info: '通知',
        notice_news: '新闻',
        notice_message: '消息',
        notice_welfare: '福利',
        notice_extend: '推广',
        notice_award: '获奖',
        notice_summary: '总结',
        notice_custom: '自定义',
        notice_none: '无类型',
      } as Record<string, string>
    )[value] ?? value,
  ]),
);

export const CONFIG_KIND_LABELS: Record<string, string> = Object.fromEntries(
  Object.values(ConfigKind).map((value) => [value, value]),
);

export const CERTIFICATE_STATE_LABELS = { pending: '待审核', approved: '已通过', rejected: '已驳回' };
export const REPORT_STATE_LABELS = { pending: '待处理', resolved: '已处理', dismissed: '已驳回' };
export const MEMBER_STATUS_LABELS = { active: '正常', banned: '已封禁' };
export const GUESTBOOK_KIND_LABELS = { contact: '联系我们', message: '在线留言' };
export const READ_FLAG_LABELS = { no: '未读', yes: '已读' };
export const ENABLED_OPTIONS = [
  { value: '1', label: '启用' },
  { value: '0', label: '停用' },
];

export {
  ACCESS_SCOPE_LABELS,
  ACTIVITY_STATE_LABELS,
  CONTENT_MODEL_LABELS,
  CONTENT_TYPE_LABELS,
  ENROLL_STATE_LABELS,
  RECORD_STATE_LABELS,
  USER_TYPE_LABELS,
};

/** The label of a value, or the value. */
export function labelOf(labels: Record<string, string>, value: unknown): string {
  const key = String(value ?? '');
  return labels[key] ?? (key || '–');
}
