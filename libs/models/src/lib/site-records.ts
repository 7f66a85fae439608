/**
 * Records of the circle, notice, site configuration, dictionary, category, guestbook and banner management calls,
 * as the API answers them.
 */
import type { BannerType, ConfigKind, ContentModel, Enabled, NoticeType, RecordState, YesNo } from './enums.js';
import type { ImageSource } from './media.js';
import type { SiteParamKey } from './site.js';

/** A circle (圈子) with its member and post counts; `subscribed` tells a signed-in member whether they joined. */
export interface CircleRecord {
  circleId: string;
  name: string;
  cover: string;
  /** The cover's renditions and placeholder when it is a stored picture (null for an address from elsewhere). */
  coverImage?: ImageSource | null;
  description: string;
  enabled: Enabled;
  starFlag: YesNo;
  sort: number;
  /** Members who joined (subscribeFlag yes). */
  subscribeNum: number;
  /** Published posts in the circle. */
  contentNum: number;
  createBy: string | null;
  createTime: string;
  updateTime: string;
  /** Only for a signed-in member: whether they joined the circle. */
  subscribed?: boolean;
  /** Only for a signed-in member who joined: the subscription id (for cancel). */
  subscribeId?: string | null;
}

/** A member's subscription to a circle (加入圈子). */
export interface CircleSubscriptionRecord {
  subscribeId: string;
  circleId: string;
  userId: string;
  subscribeFlag: YesNo;
  createTime: string;
  updateTime: string;
  circle?: CircleRecord | null;
}

/** A notice (公告): article HTML, or for the shop model a list of images. */
export interface NoticeRecord {
  noticeId: string;
  title: string;
  subtitle: string;
  cover: string;
  type: NoticeType;
  model: ContentModel;
  /** Article HTML (sanitised on save); the list leaves it out. */
  content?: string;
  images: string[];
  state: RecordState;
  /** When the notice is (or was) published; a published notice with a future time is not shown yet. */
  publishTime: string;
  /** Read count: each viewer once. */
  hits: number;
  createTime: string;
  updateTime: string;
}

/** A site parameter row as the management calls show it (the public list has the same shape). */
export interface SiteParamRecord {
  key: SiteParamKey;
  value: string;
  label: string;
  visible: boolean;
  icon: string;
  updateTime: string;
}

/** A site configuration item: `value` names the kind, `content` is JSON text. */
export interface SiteConfigRecord {
  configId: string;
  siteId: string;
  value: ConfigKind;
  label: string;
  content: string;
  enabled: Enabled;
  createTime: string;
  updateTime: string;
}

/** A dictionary entry; `descriptionData` is the description parsed, plain text wrapped as `{ value }` (spec §8). */
export interface DictionaryRecord {
  dictId: string;
  value: string;
  label: string;
  type: string;
  icon: string;
  description: string;
  descriptionData: Record<string, unknown>;
  sort: number;
  parentId: string | null;
  enabled: Enabled;
  createTime: string;
  updateTime: string;
}

/** A content category. */
export interface CategoryRecord {
  categoryId: string;
  name: string;
  icon: string;
  sort: number;
  parentId: string | null;
  state: RecordState;
  createTime: string;
  updateTime: string;
}

/** Kinds of guestbook entries: the contact-us form and the online message form. */
export const GuestbookKind = { contact: 'contact', message: 'message' } as const;
export type GuestbookKind = (typeof GuestbookKind)[keyof typeof GuestbookKind];

/** A guestbook entry (联系我们 or 在线留言), read by admins. */
export interface GuestbookRecord {
  guestbookId: string;
  kind: GuestbookKind;
  name: string;
  phone: string;
  title: string | null;
  message: string | null;
  email: string | null;
  company: string | null;
  department: string | null;
  readFlag: YesNo;
  /** The member who wrote it, when signed in. */
  userId: string | null;
  createTime: string;
}

/** A banner as the management calls show it: every state, with its position. */
export interface BannerAdminRecord {
  bannerId: string;
  title: string;
  cover: string;
  coverName: string | null;
  coverAuthor: string | null;
  type: BannerType;
  summary: string | null;
  content: string | null;
  link: string | null;
  state: RecordState;
  sort: number;
  createTime: string;
  updateTime: string;
}
