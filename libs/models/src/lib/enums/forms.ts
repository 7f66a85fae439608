/** Enumerations of forms, lists, files, search and login screens (spec §3, §4). */
import type { ValueOf } from '../enums.js';

/** Actions in a content item's menu. */
export const ContentAction = {
  remove: 'remove',
  collect: 'collect',
  attentionAdd: 'attention_add',
  attentionMinus: 'attention_minus',
  shield: 'shield',
} as const;
export type ContentAction = ValueOf<typeof ContentAction>;
export const CONTENT_ACTION_LABELS: Record<ContentAction, string> = {
  remove: '删除',
  collect: '收藏',
  attention_add: '加关注',
  attention_minus: '取消关注',
  shield: '屏蔽此条',
};

/** Material filters of file inputs; `mso` is any Office document. */
export const MaterialType = {
  image: 'image',
  pdf: 'pdf',
  doc: 'doc',
  xls: 'xls',
  ppt: 'ppt',
  mso: 'mso',
  all: 'all',
} as const;
export type MaterialType = ValueOf<typeof MaterialType>;
export const MATERIAL_TYPE_LABELS: Record<MaterialType, string> = {
  image: '图片',
  pdf: 'PDF',
  doc: 'Word',
  xls: 'Excel',
  ppt: 'PPT',
  mso: 'Office文档',
  all: '全部文件',
};

/** Query keys a search form may send. */
export const SearchKey = {
  search: 'search',
  status: 'status',
  extend: 'extend',
  date: 'date',
  datetime: 'datetime',
  activityId: 'activityId',
  companyId: 'companyId',
  reviewerId: 'reviewerId',
  topic: 'topic',
  mainTypeCode: 'mainTypeCode',
} as const;
export type SearchKey = ValueOf<typeof SearchKey>;

export const SearchType = { user: 'user', content: 'content', activity: 'activity' } as const;
export type SearchType = ValueOf<typeof SearchType>;
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = { user: '用户', content: '内容', activity: '活动' };

export const CaptchaType = { image: 0, sms: 1, email: 2 } as const;
export type CaptchaType = ValueOf<typeof CaptchaType>;
export const CAPTCHA_TYPE_LABELS: Record<CaptchaType, string> = { 0: '图形验证码', 1: '短信验证码', 2: '邮箱验证码' };

export const CaptchaScope = {
  login: 'login',
  register: 'register',
  forgot: 'forgot',
  changeMobile: 'changeMobile',
  /** 注销账号: proves the member holds the account's mobile before the deletion is scheduled. */
  deleteAccount: 'deleteAccount',
  /** 验证身份: proves, from a signed-in session, that the member holds the account's mobile (step-up). */
  stepUp: 'stepUp',
} as const;
export type CaptchaScope = ValueOf<typeof CaptchaScope>;

/** Login modes: SMS code (`message`, the default) or password. */
export const CaptchaMode = { message: 'message', password: 'password' } as const;
export type CaptchaMode = ValueOf<typeof CaptchaMode>;
export const CAPTCHA_MODE_LABELS: Record<CaptchaMode, string> = { message: '验证码登录', password: '密码登录' };

export const InteractionIcon = {
  forward: 'forward',
  comment: 'comment',
  like: 'like',
  collect: 'collect',
  album: 'album',
  follow: 'follow',
  unfollow: 'unfollow',
} as const;
export type InteractionIcon = ValueOf<typeof InteractionIcon>;
export const INTERACTION_ICON_LABELS: Record<InteractionIcon, string> = {
  forward: '转发',
  comment: '评论',
  like: '点赞',
  collect: '收藏',
  album: '相册',
  follow: '关注',
  unfollow: '取消关注',
};

/** View scopes shown by interaction icons. */
export const ViewScope = { private: 'private', public: 'public', fans: 'fans', followed: 'followed' } as const;
export type ViewScope = ValueOf<typeof ViewScope>;

export const FileState = { adding: 'adding', deleting: 'deleting', uploaded: 'uploaded' } as const;
export type FileState = ValueOf<typeof FileState>;

/** Actions offered on a file once it is uploaded. */
export const FileAction = { view: 'view', success: 'success', delete: 'delete' } as const;
export type FileAction = ValueOf<typeof FileAction>;

export const ListLoadState = {
  idle: 'idle',
  loading: 'loading',
  finish: 'finish',
  fail: 'fail',
  empty: 'empty',
} as const;
export type ListLoadState = ValueOf<typeof ListLoadState>;

export const ListOutcome = { fail: 'fail', empty: 'empty', finish: 'finish', more: 'more' } as const;
export type ListOutcome = ValueOf<typeof ListOutcome>;
export const LIST_OUTCOME_LABELS: Record<ListOutcome, string> = {
  fail: '加载失败，点击重试',
  empty: '暂无数据',
  finish: '没有更多了',
  more: '加载更多',
};

/** Generic button catalogue (spec §6). */
export const ButtonAction = {
  review: 'review',
  allot: 'allot',
  verify: 'verify',
  issue: 'issue',
  agree: 'agree',
  reject: 'reject',
} as const;
export type ButtonAction = ValueOf<typeof ButtonAction>;
export const BUTTON_ACTION_LABELS: Record<ButtonAction, string> = {
  review: '审核',
  allot: '分配',
  verify: '核实',
  issue: '发布',
  agree: '同意',
  reject: '驳回',
};

/** Upload kinds of the upload client; avatar uses the image types. */
export const UploadKind = { image: 'image', video: 'video', file: 'file', avatar: 'avatar' } as const;
export type UploadKind = ValueOf<typeof UploadKind>;

export const SortOrder = { asc: 'asc', desc: 'desc' } as const;
export type SortOrder = ValueOf<typeof SortOrder>;
