import { loadRouteTable } from '@yiying/validation';
import {
  certificateApi,
  devApi,
  fansApi,
  moderationApi,
  privacyApi,
  reportApi,
  wxMpApi,
  type BannerApi,
  type CertificateApi,
  type DevApi,
  type FansApi,
  type ModerationApi,
  type MuteApi,
  type PrivacyApi,
  type ReportApi,
  type SearchApi,
  type TopicApi,
  type WxMpApi,
} from './contract-apis.js';
import { clientFor } from './contract-client.js';
import type { FileApi } from './groups/file.js';
import type { AlbumApi, AlbumImageApi } from './groups/album.js';
import type { CommentApi, ReplyApi } from './groups/comment.js';
import type { ContentApi } from './groups/content.js';
import type { BehaviourApi, CollectionApi, LikesApi } from './groups/interaction.js';
import type { ActivityApi, ActivityEnrollApi, ActivityMngApi, RoadshowApi } from './groups/activity.js';
import type { SsoApi } from './groups/sso.js';
import type { UserApi } from './groups/user.js';
import type { BlockApi, ImMsgApi, ImSessionApi, NotificationApi } from './groups/im.js';
import { lazyGroup } from './lazy-group.js';
import { createTransport, type ApiClientOptions, type Transport } from './transport.js';
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

/**
 * Creates an api client on ky. No global state: each app or test builds its own. Each endpoint group's code (its
 * route table, and the request handling of a group not yet built from its table) loads on the group's first call,
 * so a site's first script carries none of them.
 * @example const client = createApiClient({ baseUrl: '', getToken: () => session.token });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = createTransport(options);
  return {
    ...transport,
    banner: lazyGroup(() => loadRouteTable.banner().then((table) => clientFor(table, transport))),
    content: lazyGroup(() =>
      Promise.all([loadRouteTable.content(), import('./groups/content.js')]).then(([table, { contentApi }]) =>
        contentApi(clientFor(table, transport)),
      ),
    ),
    topic: lazyGroup(() => loadRouteTable.topic().then((table) => clientFor(table, transport))),
    file: lazyGroup(() =>
      Promise.all([loadRouteTable.upload(), import('./groups/file.js')]).then(([table, { fileApi }]) =>
        fileApi(table, transport),
      ),
    ),
    user: lazyGroup(() =>
      Promise.all([loadRouteTable.user(), loadRouteTable.upload(), import('./groups/user.js')]).then(
        ([user, upload, { userApi }]) => userApi(clientFor(user, transport), { user, upload }, transport),
      ),
    ),
    sso: lazyGroup(() =>
      Promise.all([loadRouteTable.sso(), import('./groups/sso.js')]).then(([table, { ssoApi }]) =>
        ssoApi(clientFor(table, transport), table, transport),
      ),
    ),
    wxMp: lazyGroup(() => loadRouteTable.wxMp().then((table) => wxMpApi(clientFor(table, transport)))),
    fans: lazyGroup(() => loadRouteTable.fans().then((table) => fansApi(clientFor(table, transport)))),
    imMsg: lazyGroup(() =>
      Promise.all([loadRouteTable.imMsg(), import('./groups/im.js')]).then(([table, { imMsgApi }]) =>
        imMsgApi(clientFor(table, transport), table, transport),
      ),
    ),
    imSession: lazyGroup(() => loadRouteTable.imSession().then((table) => clientFor(table, transport))),
    block: lazyGroup(() => loadRouteTable.block().then((table) => clientFor(table, transport))),
    notification: lazyGroup(() => loadRouteTable.notification().then((table) => clientFor(table, transport))),
    behaviour: lazyGroup(() =>
      Promise.all([loadRouteTable.behaviour(), loadRouteTable.interaction(), import('./groups/interaction.js')]).then(
        ([follows, posts, { behaviourApi }]) =>
          behaviourApi(clientFor(follows, transport), clientFor(posts, transport)),
      ),
    ),
    certificate: lazyGroup(() =>
      loadRouteTable.certificate().then((table) => certificateApi(clientFor(table, transport))),
    ),
    moderation: lazyGroup(() =>
      loadRouteTable.moderation().then((table) => moderationApi(clientFor(table, transport))),
    ),
    privacy: lazyGroup(() =>
      loadRouteTable.privacy().then((table) => privacyApi(clientFor(table, transport), table, transport)),
    ),
    mute: lazyGroup(() => loadRouteTable.mute().then((table) => clientFor(table, transport))),
    dev: lazyGroup(() => loadRouteTable.dev().then((table) => devApi(clientFor(table, transport)))),
    likes: lazyGroup(() => loadRouteTable.likes().then((table) => clientFor(table, transport))),
    collection: lazyGroup(() => loadRouteTable.collection().then((table) => clientFor(table, transport))),
    comment: lazyGroup(() => loadRouteTable.comment().then((table) => clientFor(table, transport))),
    reply: lazyGroup(() => loadRouteTable.reply().then((table) => clientFor(table, transport))),
    album: lazyGroup(() => loadRouteTable.album().then((table) => clientFor(table, transport))),
    albumImage: lazyGroup(() => loadRouteTable.albumImage().then((table) => clientFor(table, transport))),
    search: lazyGroup(() => loadRouteTable.search().then((table) => clientFor(table, transport))),
    report: lazyGroup(() => loadRouteTable.report().then((table) => reportApi(clientFor(table, transport)))),
    activity: lazyGroup(() =>
      Promise.all([loadRouteTable.activity(), import('./groups/activity.js')]).then(([table, { activityApi }]) =>
        activityApi(clientFor(table, transport)),
      ),
    ),
    activityEnroll: lazyGroup(() =>
      Promise.all([loadRouteTable.activityEnroll(), import('./groups/activity.js')]).then(
        ([table, { activityEnrollApi }]) => activityEnrollApi(clientFor(table, transport)),
      ),
    ),
    roadshow: lazyGroup(() => loadRouteTable.roadshow().then((table) => clientFor(table, transport))),
    activityMng: lazyGroup(() => loadRouteTable.activityMng().then((table) => clientFor(table, transport))),
    circle: lazyGroup(() =>
      Promise.all([loadRouteTable.circle(), loadRouteTable.circleContent(), import('./groups/circle.js')]).then(
        ([table, posts, { circleApi }]) => circleApi(clientFor(table, transport), clientFor(posts, transport)),
      ),
    ),
    circleSubscribe: lazyGroup(() =>
      Promise.all([loadRouteTable.circleSubscribe(), import('./groups/circle.js')]).then(
        ([table, { circleSubscribeApi }]) => circleSubscribeApi(clientFor(table, transport)),
      ),
    ),
    notice: lazyGroup(() =>
      Promise.all([loadRouteTable.notice(), import('./groups/site.js')]).then(([table, { noticeApi }]) =>
        noticeApi(clientFor(table, transport)),
      ),
    ),
    siteParam: lazyGroup(() => loadRouteTable.siteParam().then((table) => clientFor(table, transport))),
    config: lazyGroup(() =>
      Promise.all([loadRouteTable.config(), import('./groups/site.js')]).then(([table, { configApi }]) =>
        configApi(clientFor(table, transport)),
      ),
    ),
    dict: lazyGroup(() =>
      Promise.all([loadRouteTable.dict(), import('./groups/site.js')]).then(([table, { dictApi }]) =>
        dictApi(clientFor(table, transport)),
      ),
    ),
    category: lazyGroup(() =>
      Promise.all([loadRouteTable.category(), import('./groups/site.js')]).then(([table, { categoryApi }]) =>
        categoryApi(clientFor(table, transport)),
      ),
    ),
    guestbook: lazyGroup(() =>
      Promise.all([loadRouteTable.guestbook(), import('./groups/site.js')]).then(([table, { guestbookApi }]) =>
        guestbookApi(clientFor(table, transport)),
      ),
    ),
    bannerMng: lazyGroup(() => loadRouteTable.bannerMng().then((table) => clientFor(table, transport))),
  };
}
