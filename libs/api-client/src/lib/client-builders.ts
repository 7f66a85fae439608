import { loadRouteTable } from '@yiying/validation';
import { certificateApi, devApi, fansApi, moderationApi, privacyApi, reportApi, wxMpApi } from './contract-apis.js';
import { clientFor } from './contract-client.js';
import type { ApiClient, GroupName } from './client-groups.js';
import type { Transport } from './transport.js';

/**
 * How each endpoint group is built on its first call: its route table (one small module per resource) and, for a
 * group whose calls keep a signature older than the contract, its adapter. Loaded with the first call of any group,
 * so no page's first script carries the route tables' loaders or the adapters.
 */
export const GROUP_BUILDERS: { readonly [K in GroupName]: (transport: Transport) => Promise<ApiClient[K]> } = {
  banner: (transport) => loadRouteTable.banner().then((table) => clientFor(table, transport)),
  content: (transport) =>
    Promise.all([loadRouteTable.content(), import('./groups/content.js')]).then(([table, { contentApi }]) =>
      contentApi(clientFor(table, transport)),
    ),
  topic: (transport) => loadRouteTable.topic().then((table) => clientFor(table, transport)),
  file: (transport) =>
    Promise.all([loadRouteTable.upload(), import('./groups/file.js')]).then(([table, { fileApi }]) =>
      fileApi(table, transport),
    ),
  user: (transport) =>
    Promise.all([loadRouteTable.user(), loadRouteTable.upload(), import('./groups/user.js')]).then(
      ([user, upload, { userApi }]) => userApi(clientFor(user, transport), { user, upload }, transport),
    ),
  sso: (transport) =>
    Promise.all([loadRouteTable.sso(), import('./groups/sso.js')]).then(([table, { ssoApi }]) =>
      ssoApi(clientFor(table, transport), table, transport),
    ),
  wxMp: (transport) => loadRouteTable.wxMp().then((table) => wxMpApi(clientFor(table, transport))),
  fans: (transport) => loadRouteTable.fans().then((table) => fansApi(clientFor(table, transport))),
  imMsg: (transport) =>
    Promise.all([loadRouteTable.imMsg(), import('./groups/im.js')]).then(([table, { imMsgApi }]) =>
      imMsgApi(clientFor(table, transport), table, transport),
    ),
  imSession: (transport) => loadRouteTable.imSession().then((table) => clientFor(table, transport)),
  block: (transport) => loadRouteTable.block().then((table) => clientFor(table, transport)),
  notification: (transport) => loadRouteTable.notification().then((table) => clientFor(table, transport)),
  behaviour: (transport) =>
    Promise.all([loadRouteTable.behaviour(), loadRouteTable.interaction(), import('./groups/interaction.js')]).then(
      ([follows, posts, { behaviourApi }]) => behaviourApi(clientFor(follows, transport), clientFor(posts, transport)),
    ),
  certificate: (transport) => loadRouteTable.certificate().then((table) => certificateApi(clientFor(table, transport))),
  moderation: (transport) => loadRouteTable.moderation().then((table) => moderationApi(clientFor(table, transport))),
  privacy: (transport) =>
    loadRouteTable.privacy().then((table) => privacyApi(clientFor(table, transport), table, transport)),
  mute: (transport) => loadRouteTable.mute().then((table) => clientFor(table, transport)),
  dev: (transport) => loadRouteTable.dev().then((table) => devApi(clientFor(table, transport))),
  likes: (transport) => loadRouteTable.likes().then((table) => clientFor(table, transport)),
  collection: (transport) => loadRouteTable.collection().then((table) => clientFor(table, transport)),
  comment: (transport) => loadRouteTable.comment().then((table) => clientFor(table, transport)),
  reply: (transport) => loadRouteTable.reply().then((table) => clientFor(table, transport)),
  album: (transport) => loadRouteTable.album().then((table) => clientFor(table, transport)),
  albumImage: (transport) => loadRouteTable.albumImage().then((table) => clientFor(table, transport)),
  search: (transport) => loadRouteTable.search().then((table) => clientFor(table, transport)),
  report: (transport) => loadRouteTable.report().then((table) => reportApi(clientFor(table, transport))),
  activity: (transport) =>
    Promise.all([loadRouteTable.activity(), import('./groups/activity.js')]).then(([table, { activityApi }]) =>
      activityApi(clientFor(table, transport)),
    ),
  activityEnroll: (transport) =>
    Promise.all([loadRouteTable.activityEnroll(), import('./groups/activity.js')]).then(
      ([table, { activityEnrollApi }]) => activityEnrollApi(clientFor(table, transport)),
    ),
  roadshow: (transport) => loadRouteTable.roadshow().then((table) => clientFor(table, transport)),
  activityMng: (transport) => loadRouteTable.activityMng().then((table) => clientFor(table, transport)),
  circle: (transport) =>
    Promise.all([loadRouteTable.circle(), loadRouteTable.circleContent(), import('./groups/circle.js')]).then(
      ([table, posts, { circleApi }]) => circleApi(clientFor(table, transport), clientFor(posts, transport)),
    ),
  circleSubscribe: (transport) =>
    Promise.all([loadRouteTable.circleSubscribe(), import('./groups/circle.js')]).then(
      ([table, { circleSubscribeApi }]) => circleSubscribeApi(clientFor(table, transport)),
    ),
  notice: (transport) =>
    Promise.all([loadRouteTable.notice(), import('./groups/site.js')]).then(([table, { noticeApi }]) =>
      noticeApi(clientFor(table, transport)),
    ),
  siteParam: (transport) => loadRouteTable.siteParam().then((table) => clientFor(table, transport)),
  config: (transport) =>
    Promise.all([loadRouteTable.config(), import('./groups/site.js')]).then(([table, { configApi }]) =>
      configApi(clientFor(table, transport)),
    ),
  dict: (transport) =>
    Promise.all([loadRouteTable.dict(), import('./groups/site.js')]).then(([table, { dictApi }]) =>
      dictApi(clientFor(table, transport)),
    ),
  category: (transport) =>
    Promise.all([loadRouteTable.category(), import('./groups/site.js')]).then(([table, { categoryApi }]) =>
      categoryApi(clientFor(table, transport)),
    ),
  guestbook: (transport) =>
    Promise.all([loadRouteTable.guestbook(), import('./groups/site.js')]).then(([table, { guestbookApi }]) =>
      guestbookApi(clientFor(table, transport)),
    ),
  bannerMng: (transport) => loadRouteTable.bannerMng().then((table) => clientFor(table, transport)),
};
