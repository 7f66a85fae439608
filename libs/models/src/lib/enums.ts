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

/** Kinds of entries in the message centre. */
export const MessageType = { likes: 'likes', comment: 'comment', attention: 'attention', chat: 'chat' } as const;
export type MessageType = ValueOf<typeof MessageType>;
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  likes: '点赞',
  comment: '评论',
  attention: '关注',
  chat: '私信',
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

export const ActivityState = {
  create: 'create',
  publish: 'publish',
  doing: 'doing',
  finish: 'finish',
  down: 'down',
} as const;
export type ActivityState = ValueOf<typeof ActivityState>;
export const ACTIVITY_STATE_LABELS: Record<ActivityState, string> = {
  create: '编辑',
  publish: '开放',
  doing: '进行中',
  finish: '已结束',
  down: '隐藏',
};

export const EnrollState = { created: 'created', pass: 'pass', nopass: 'nopass', excellent: 'excellent' } as const;
export type EnrollState = ValueOf<typeof EnrollState>;
export const ENROLL_STATE_LABELS: Record<EnrollState, string> = {
  created: '待审核',
  pass: '已通过',
  nopass: '未通过',
  excellent: '优秀作品',
};

/**
 * Chat message states. `ready_send` is the status a server push carries;
 * `received` is the default and the acknowledgement status.
 */
export const ChatMessageState = {
  submiting: 'submiting',
  submitFail: 'submitFail',
  submitOk: 'submitOk',
  unsend: 'unsend',
  unread: 'unread',
  read: 'read',
  expired: 'expired',
  send: 'send',
  received: 'received',
  readySend: 'ready_send',
} as const;
export type ChatMessageState = ValueOf<typeof ChatMessageState>;
export const DEFAULT_CHAT_MESSAGE_STATE: ChatMessageState = ChatMessageState.received;

/** Socket message types; only `private` and `ensure` have handlers. */
export const ChatMessageType = {
  private: 'private',
  group: 'group',
  notice: 'notice',
  response: 'response',
  ensure: 'ensure',
} as const;
export type ChatMessageType = ValueOf<typeof ChatMessageType>;
export const HANDLED_CHAT_MESSAGE_TYPES: readonly ChatMessageType[] = ['private', 'ensure'];

/** Content types of a chat message body. */
export const ChatContentType = { text: 'text', image: 'image', file: 'file' } as const;
export type ChatContentType = ValueOf<typeof ChatContentType>;

export const SocketEvent = {
  open: 'open',
  error: 'error',
  close: 'close',
  notSupported: 'not_supported',
  sendSuccess: 'send_success',
  sendFail: 'send_fail',
  message: 'message',
} as const;
export type SocketEvent = ValueOf<typeof SocketEvent>;

/** Failure kinds reported by the chat engine (spec §8). */
export const ChatFailure = { socketFail: 'socket_fail', createFail: 'create_fail' } as const;
export type ChatFailure = ValueOf<typeof ChatFailure>;

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

/** Whether a value is one of the values of a `const` enum object. */
export function isEnumValue<E extends Record<string, string | number>>(
  enumObject: E,
  value: unknown,
): value is E[keyof E] {
  return Object.values(enumObject).includes(value as string | number);
}
