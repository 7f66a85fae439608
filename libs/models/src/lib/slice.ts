/**
 * Core shapes used by the first vertical slice (banners and content on the home page).
 * The full entity catalogue lives beside this file.
 */

/** Response envelope of the second client form: `{ code: 200, msg, data }`. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
  /** Validation failures carry one entry per bad field. */
  errors?: FieldError[];
}

export interface FieldError {
  field: string;
  message: string;
}

/** Paged list, records form (`data.records, total, pages, size, current`). */
export interface PagedList<T> {
  records: T[];
  total: number;
  pages: number;
  size: number;
  current: number;
}

/** Paged list, rows form (`rows, total`) used by the first client form. */
export interface RowsList<T> {
  rows: T[];
  total: number;
}

export const UserType = { user: 'user', doctor: 'doctor', student: 'student' } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** A user as embedded in other entities (creator, author). */
export interface UserBrief {
  userId: string;
  username: string;
  avatar: string;
  /** Identity type; doctor and student show their own badge. */
  type?: UserType;
  signature?: string;
  mobile?: string;
}

export const ContentType = {
  image: 'image',
  video: 'video',
  article: 'article',
  activity: 'activity',
  pound: 'pound',
} as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];

export const RecordState = { create: 'create', publish: 'publish', down: 'down' } as const;
export type RecordState = (typeof RecordState)[keyof typeof RecordState];

export const AccessScope = { public: 'public', private: 'private', fans: 'fans', mutual: 'mutual' } as const;
export type AccessScope = (typeof AccessScope)[keyof typeof AccessScope];

export const YesNo = { yes: 'yes', no: 'no' } as const;
export type YesNo = (typeof YesNo)[keyof typeof YesNo];

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
export type BannerType = (typeof BannerType)[keyof typeof BannerType];

export interface Banner {
  bannerId: string;
  title: string;
  cover: string;
  coverName?: string;
  coverAuthor?: string;
  type: BannerType;
  summary?: string;
  content?: string;
  link?: string;
  state: RecordState;
  createTime: string;
}

/** Content as the API returns it (before conversion). */
export interface ContentRecord {
  contentId: string;
  parentId?: string | null;
  categoryId?: string | null;
  circleId?: string | null;
  title: string;
  cover: string;
  type: ContentType;
  state: RecordState;
  talkTopic?: string | null;
  likesNum: number;
  collectNum: number;
  commentNum: number;
  hitNum: number;
  forwardedNum: number;
  forwardedFlag: YesNo;
  thumbs?: string[];
  content?: string;
  accessScope: AccessScope;
  createTime: string;
  updateTime: string;
  createBy: string;
  width?: number;
  height?: number;
  comments?: number;
  creator?: UserBrief;
  /** Source content of a forward, when `parentId` is set. */
  parent?: ContentRecord | null;
}

/** One tile of the gallery grid. */
export interface GalleryItem {
  /** Key of the tile (the content id when it shows content). */
  id: string;
  cover: string;
  title: string;
  user: UserBrief;
  forwardedNum: number;
  likesNum: number;
  imageTags?: string[];
  activityTag?: string;
  tags?: string[];
  /** Content type, so a video or article tile can be marked. */
  type?: ContentType;
  width?: number;
  height?: number;
}
