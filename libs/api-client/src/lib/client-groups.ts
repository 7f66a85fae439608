import type {
  BannerApi,
  CertificateApi,
  DevApi,
  FansApi,
  ModerationApi,
  MuteApi,
  PrivacyApi,
  ReportApi,
  SearchApi,
  TopicApi,
  WxMpApi,
} from './contract-apis.js';
import type { FileApi } from './groups/file.js';
import type { AlbumApi, AlbumImageApi } from './groups/album.js';
import type { CommentApi, ReplyApi } from './groups/comment.js';
import type { ContentApi } from './groups/content.js';
import type { BehaviourApi, CollectionApi, LikesApi } from './groups/interaction.js';
import type { ActivityApi, ActivityEnrollApi, ActivityMngApi, RoadshowApi } from './groups/activity.js';
import type { SsoApi } from './groups/sso.js';
import type { UserApi } from './groups/user.js';
import type { BlockApi, ImMsgApi, ImSessionApi, NotificationApi } from './groups/im.js';
import type { CircleApi, CircleSubscribeApi } from './groups/circle.js';
import type {
  BannerMngApi,
  CategoryApi,
  ConfigApi,
  DictApi,
  GuestbookApi,
  NoticeApi,
  SiteParamApi,
} from './groups/site.js';
import type { Transport } from './transport.js';

/** Typed access to the server: the transport plus one group of endpoints per resource. */
export interface ApiClient extends Transport {
  banner: BannerApi;
  content: ContentApi;
  topic: TopicApi;
  /** Post files (`/web/file/upload`); avatars and certificates go through `user.uploadOss`. */
  file: FileApi;
  user: UserApi;
  sso: SsoApi;
  wxMp: WxMpApi;
  fans: FansApi;
  imMsg: ImMsgApi;
  imSession: ImSessionApi;
  block: BlockApi;
  notification: NotificationApi;
  behaviour: BehaviourApi;
  certificate: CertificateApi;
  /** 敏感词 and 审核队列 (admins only). */
  moderation: ModerationApi;
  /** 导出我的数据 and 注销账号 of the signed-in member. */
  privacy: PrivacyApi;
  /** 屏蔽词 of the signed-in member. */
  mute: MuteApi;
  dev: DevApi;
  /** 赞过: the likes resource. */
  likes: LikesApi;
  /** 收藏: the collection resource. */
  collection: CollectionApi;
  comment: CommentApi;
  reply: ReplyApi;
  album: AlbumApi;
  albumImage: AlbumImageApi;
  /** The site search (`/api/ee/search`). */
  search: SearchApi;
  /** 举报. */
  report: ReportApi;
  /** Activities and exhibitions. */
  activity: ActivityApi;
  /** Entries of activities and exhibitions, and votes. */
  activityEnroll: ActivityEnrollApi;
  /** Road shows. */
  roadshow: RoadshowApi;
  /** The admin editor and review of activities, road shows and entries. */
  activityMng: ActivityMngApi;
  /** 圈子: circles, their posts, and `/mng/circle`. */
  circle: CircleApi;
  /** 加入圈子: the member's circle subscriptions. */
  circleSubscribe: CircleSubscribeApi;
  /** 公告. */
  notice: NoticeApi;
  /** Site parameters (title, phone, logo, qrcode1–3 …). */
  siteParam: SiteParamApi;
  /** Site configuration (`/api/config/list`, `/mng/config`). */
  config: ConfigApi;
  /** The dictionary (`dict`). */
  dict: DictApi;
  category: CategoryApi;
  /** 联系我们 and 在线留言, and the admin's inbox. */
  guestbook: GuestbookApi;
  /** `/mng/banner`: banner management. */
  bannerMng: BannerMngApi;
}

/** The names of the client's endpoint groups. */
export type GroupName = Exclude<keyof ApiClient, keyof Transport>;
