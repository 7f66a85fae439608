import { createBannerApi, type BannerApi } from './endpoints/banner.js';
import {
  createActivityApi,
  createActivityEnrollApi,
  createActivityMngApi,
  createRoadshowApi,
  type ActivityApi,
  type ActivityEnrollApi,
  type ActivityMngApi,
  type RoadshowApi,
} from './endpoints/activity.js';
import { createBehaviourApi, type BehaviourApi } from './endpoints/behaviour.js';
import { createCertificateApi, type CertificateApi } from './endpoints/certificate.js';
import { createPrivacyApi, type PrivacyApi } from './endpoints/privacy.js';
import { createAlbumApi, createAlbumImageApi, type AlbumApi, type AlbumImageApi } from './endpoints/album.js';
import { createCommentApi, createReplyApi, type CommentApi, type ReplyApi } from './endpoints/comment.js';
import { createContentApi, type ContentApi } from './endpoints/content.js';
import { createCollectionApi, createLikesApi, type CollectionApi, type LikesApi } from './endpoints/interaction.js';
import { createReportApi, createSearchApi, type ReportApi, type SearchApi } from './endpoints/search.js';
import { createDevApi, type DevApi } from './endpoints/dev.js';
import { createFansApi, type FansApi } from './endpoints/fans.js';
import { createFileApi, type FileApi } from './endpoints/file.js';
import {
  createBlockApi,
  createImMsgApi,
  createImSessionApi,
  createNotificationApi,
  type BlockApi,
  type ImMsgApi,
  type ImSessionApi,
  type NotificationApi,
} from './endpoints/im.js';
import { createSsoApi, type SsoApi } from './endpoints/sso.js';
import { createTopicApi, type TopicApi } from './endpoints/topic.js';
import { createUserApi, type UserApi } from './endpoints/user.js';
import { createWxMpApi, type WxMpApi } from './endpoints/wx-mp.js';
import { createTransport, type ApiClientOptions, type Transport } from './transport.js';
import {
  createBannerMngApi,
  createCategoryApi,
  createCircleApi,
  createCircleSubscribeApi,
  createConfigApi,
  createDictApi,
  createGuestbookApi,
  createNoticeApi,
  createSiteParamApi,
  type BannerMngApi,
  type CategoryApi,
  type CircleApi,
  type CircleSubscribeApi,
  type ConfigApi,
  type DictApi,
  type GuestbookApi,
  type NoticeApi,
  type SiteParamApi,
} from './endpoints/site.js';

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
  /** 导出我的数据 and 注销账号 of the signed-in member. */
  privacy: PrivacyApi;
}

/**
 * Creates an api client on ky. No global state: each app or test builds its own.
 * @example const client = createApiClient({ baseUrl: '', getToken: () => session.token });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = createTransport(options);
  return {
    ...transport,
    banner: createBannerApi(transport),
    content: createContentApi(transport),
    topic: createTopicApi(transport),
    file: createFileApi(transport),
    user: createUserApi(transport),
    sso: createSsoApi(transport),
    wxMp: createWxMpApi(transport),
    fans: createFansApi(transport),
    imMsg: createImMsgApi(transport),
    imSession: createImSessionApi(transport),
    block: createBlockApi(transport),
    notification: createNotificationApi(transport),
    behaviour: createBehaviourApi(transport),
    certificate: createCertificateApi(transport),
    dev: createDevApi(transport),
    likes: createLikesApi(transport),
    collection: createCollectionApi(transport),
    comment: createCommentApi(transport),
    reply: createReplyApi(transport),
    album: createAlbumApi(transport),
    albumImage: createAlbumImageApi(transport),
    search: createSearchApi(transport),
    report: createReportApi(transport),
    activity: createActivityApi(transport),
    activityEnroll: createActivityEnrollApi(transport),
    roadshow: createRoadshowApi(transport),
    activityMng: createActivityMngApi(transport),
    circle: createCircleApi(transport),
    circleSubscribe: createCircleSubscribeApi(transport),
    notice: createNoticeApi(transport),
    siteParam: createSiteParamApi(transport),
    config: createConfigApi(transport),
    dict: createDictApi(transport),
    category: createCategoryApi(transport),
    guestbook: createGuestbookApi(transport),
    bannerMng: createBannerMngApi(transport),
    privacy: createPrivacyApi(transport),
  };
}
