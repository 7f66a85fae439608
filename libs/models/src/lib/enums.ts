/**
 * Every enumeration of spec §3 and §4 as a `const` object plus its union type.
 * Chinese labels sit beside the enum (`XXX_LABELS`) when the spec gives them, or when the UI needs one.
 */

/** Union of the values of a `const` object. */
export type ValueOf<T> = T[keyof T];

/** Identity types (spec §1, §3). */
export const UserType = { user: 'user', doctor: 'doctor', student: 'student' } as const;
export type UserType = ValueOf<typeof UserType>;
export const USER_TYPE_LABELS: Record<UserType, string> = {
  user: '普通用户',
  doctor: '医生',
  student: '医学生',
};

/** Content models: shop shows images, article shows rich text. */
export const ContentModel = { shop: 'shop', article: 'article' } as const;
export type ContentModel = ValueOf<typeof ContentModel>;
export const CONTENT_MODEL_LABELS: Record<ContentModel, string> = { shop: '图片模式', article: '富文本' };

/** Numeric enable flag stored on rows (1/0). */
export const Enabled = { enabled: 1, disabled: 0 } as const;
export type Enabled = ValueOf<typeof Enabled>;
export const ENABLED_LABELS: Record<Enabled, string> = { 1: '启用', 0: '停用' };

/** Named enable flag (spec §4). */
export const EnableFlag = { enabled: 'enabled', disabled: 'disabled' } as const;
export type EnableFlag = ValueOf<typeof EnableFlag>;

/** Whether comments are allowed on a record (1 allow, 0 forbid). */
export const CommentState = { allow: 1, forbid: 0 } as const;
export type CommentState = ValueOf<typeof CommentState>;
export const COMMENT_STATE_LABELS: Record<CommentState, string> = { 1: '允许评论', 0: '禁止评论' };

export const YesNo = { yes: 'yes', no: 'no' } as const;
export type YesNo = ValueOf<typeof YesNo>;
export const YES_NO_LABELS: Record<YesNo, string> = { yes: '是', no: '否' };

/** Who may see a record. */
export const AccessScope = { public: 'public', private: 'private', fans: 'fans', mutual: 'mutual' } as const;
export type AccessScope = ValueOf<typeof AccessScope>;
export const ACCESS_SCOPE_LABELS: Record<AccessScope, string> = {
  public: '公开',
  private: '仅自己可见',
  fans: '粉丝可见',
  mutual: '互关可见',
};

/** Content or record state (spec §4). */
export const RecordState = { create: 'create', publish: 'publish', down: 'down' } as const;
export type RecordState = ValueOf<typeof RecordState>;
export const RECORD_STATE_LABELS: Record<RecordState, string> = {
  create: '编辑',
  publish: '开放',
  down: '隐藏',
};

export const ContentType = {
  image: 'image',
  video: 'video',
  article: 'article',
  activity: 'activity',
  pound: 'pound',
} as const;
export type ContentType = ValueOf<typeof ContentType>;
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  image: '图片',
  video: '视频',
  article: '文章',
  activity: '活动',
  pound: '话题',
};

export const LinkTarget = { url: 'url', image: 'image', file: 'file' } as const;
export type LinkTarget = ValueOf<typeof LinkTarget>;

export const ListStyle = {
  icon80: 'show-icon80',
  icon96: 'show-icon96',
  icon120: 'show-icon120',
  sight: 'show-sight',
  block: 'show-block',
  waterfall: 'show-waterfall',
  catalog: 'show-catalog',
  part: 'show-part',
} as const;
export type ListStyle = ValueOf<typeof ListStyle>;

export const NoticeType = {
  banner: 'notice_banner',
  info: 'notice_info',
  news: 'notice_news',
  message: 'notice_message',
  welfare: 'notice_welfare',
  extend: 'notice_extend',
  award: 'notice_award',
  summary: 'notice_summary',
  custom: 'notice_custom',
  none: 'notice_none',
} as const;
export type NoticeType = ValueOf<typeof NoticeType>;

export const GoodsType = {
  goods: 'content-goods',
  virtual: 'content-virtual',
  article: 'content-article',
  reserved: 'content-reserved',
  mission: 'content-mission',
  killer: 'content-killer',
  group: 'content-group',
  special: 'content-special',
  combo: 'content-combo',
  preorder: 'content-preorder',
} as const;
export type GoodsType = ValueOf<typeof GoodsType>;

export const BannerType = {
  homeMajor: 'home-major',
  homeMinor: 'home-minor',
  homeRecommand: 'home-recommand',
  homeActivity: 'home-activity',
  homeJoin: 'home-join',
  hotMajor: 'hot-major',
  activityMajor: 'activity-major',
  exhibitMajor: 'exhibit-major',
  circleMajor: 'circle-major',
  aboutMajor: 'about-major',
  myMajor: 'my-major',
  loginMajor: 'login-major',
  loginMinor: 'login-minor',
  loginAssist: 'login-assist',
  footMajor: 'foot-major',
} as const;
export type BannerType = ValueOf<typeof BannerType>;

/** Kinds of site configuration items. */
export const ConfigKind = {
  site: 'site',
  home: 'home',
  mall: 'mall',
  emall: 'emall',
  content: 'content',
  notice: 'notice',
  cart: 'cart',
  clean: 'clean',
  login: 'login',
  base: 'base',
  apps: 'apps',
  my: 'my',
  mng: 'mng',
  bgimg: 'bgimg',
} as const;
export type ConfigKind = ValueOf<typeof ConfigKind>;

/** Whether a value is one of the values of a `const` enum object. */
export function isEnumValue<E extends Record<string, string | number>>(
  enumObject: E,
  value: unknown,
): value is E[keyof E] {
  return Object.values(enumObject).includes(value as string | number);
}
