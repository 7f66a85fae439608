/**
 * Entities of spec §3 whose API shape is used as is (no derived fields).
 * Entities with converters live in their own files (content, activity, chat, user, dict, site, search, files).
 */
import type { AccessScope, BannerType, ContentType, Enabled, RecordState, YesNo } from './enums.js';
import type { ImageSource } from './media.js';
import type { UserBrief } from './user.js';

export interface NoticeItem {
  noticeId?: string;
  title: string;
  subtitle?: string;
  cover?: string;
  createTime: string;
  hits: number;
  /** Article HTML, or for the shop model a list of images. */
  content?: string;
  images?: string[];
}

/** Contact-us form message. */
export interface ContactMessage {
  name: string;
  phone: string;
  title: string;
  message?: string;
}

/** Online message form. */
export interface OnlineMessage {
  name: string;
  phone: string;
  email?: string;
  company?: string;
  department?: string;
  memo?: string;
}

/** Comment popover form. */
export interface CommentMessage {
  name?: string;
  content: string;
}

/** Forward action form. */
export interface ForwardMessage {
  name?: string;
  content: string;
}

/** Put-in dialog form (your requirement is optional). */
export interface PutInMessage {
  name: string;
  phone: string;
  /** 你的需求 */
  demand?: string;
}

export interface Banner {
  bannerId: string;
  title: string;
  cover: string;
  /** The cover's renditions and placeholder when it is a stored picture (null for an address from elsewhere). */
  coverImage?: ImageSource | null;
  coverName?: string;
  coverAuthor?: string;
  type: BannerType;
  summary?: string;
  content?: string;
  link?: string;
  state: RecordState;
  createTime: string;
}

/** Counters shared by content-like rows. */
export interface Counters {
  likesNum: number;
  collectNum: number;
  commentNum: number;
  hitNum: number;
  forwardedNum: number;
}

/** A collected content item with its author. */
export interface Collection extends Counters {
  collectionId: string;
  contentId: string;
  contentTitle: string;
  contentCover: string;
  contentType: ContentType;
  forwardedFlag: YesNo;
  /** The author of the content. */
  userId: string;
  username: string;
  avatar: string;
  /** When the member collected (or liked) it. */
  createTime: string;
  /** The content's cover as a drawable image, null when it is not an uploaded image. */
  contentImage?: ImageSource | null;
  /** The member's own note on the collection. */
  remark?: string;
}

/** A liked content item; same shape as a collection. */
export interface Like extends Omit<Collection, 'collectionId'> {
  likesId: string;
}

export interface Comment {
  commentId: string;
  contentId: string;
  parentId?: string | null;
  content: string;
  createBy: string;
  createTime: string;
  creator?: UserBrief;
  replyNum?: number;
  likesNum?: number;
  /** Replies loaded on the page. */
  replys?: Reply[];
  /** Whether the page shows the replies. */
  replyExpanded?: boolean;
  /** Folded by one of the viewer's mutes (折叠). */
  folded?: boolean;
  /** The muted word the comment contains, when `folded`. */
  foldedWord?: string;
}

/** A comment as the API answers it: the first replies in `replys` (all of them with the reply list), no UI state. */
export type CommentRecord = Omit<Comment, 'replyExpanded'>;

export interface Reply {
  replyId: string;
  commentId: string;
  /** The post the comment belongs to. */
  contentId?: string;
  /** The reply answered, when answering a reply. */
  parentId?: string | null;
  content: string;
  createBy: string;
  createTime: string;
  creator?: UserBrief;
  /** The user replied to, when answering a reply. */
  toUser?: UserBrief | null;
}

export interface Album {
  albumId: string;
  userId: string;
  title: string;
  cover?: string;
  description?: string;
  imageNum?: number;
  accessScope?: AccessScope;
  createTime: string;
  updateTime?: string;
}

export interface AlbumImage {
  imageId: string;
  albumId: string;
  /** The post the image was taken from, when added from a post. */
  contentId?: string | null;
  url: string;
  /** The image with its renditions, when it is an uploaded image. */
  image?: ImageSource | null;
  title?: string;
  width?: number;
  height?: number;
  enabled: Enabled;
  createTime: string;
}

export interface Category {
  categoryId: string;
  name: string;
  icon?: string;
  sort?: number;
  parentId?: string | null;
  state: RecordState;
}

export interface Circle {
  circleId: string;
  name: string;
  cover?: string;
  description?: string;
  enabled: Enabled;
  starFlag?: YesNo;
  subscribeNum?: number;
  contentNum?: number;
  createBy?: string;
  createTime: string;
}

export interface CircleSubscription {
  subscribeId: string;
  circleId: string;
  userId: string;
  subscribeFlag: YesNo;
  createTime: string;
  circle?: Circle;
}

export interface Fans {
  id: string;
  /** The followed user. */
  userId: string;
  /** The follower. */
  fansId: string;
  enabled: Enabled;
  createTime: string;
  /** The other side of the list the relation appears in: the follower among fans, else the followed. */
  user: UserBrief;
}

export interface Guestbook {
  guestbookId: string;
  name: string;
  phone: string;
  email?: string;
  company?: string;
  department?: string;
  title?: string;
  message?: string;
  createTime: string;
}

export interface Topic {
  topicId: string;
  parentId?: string | null;
  title: string;
  cover?: string;
  description?: string;
  state: RecordState;
  hitNum?: number;
  contentNum?: number;
  createTime: string;
}
