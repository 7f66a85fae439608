/**
 * Routes of every resource contract. Kept apart from the schemas so a client that needs only the
 * paths (the api-client) does not load yup: this module imports nothing.
 */

/** One route of the HTTP contract; `path` is OpenAPI-style (`/api/content/detail/{id}`). */
export interface RouteSpec {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Name of the operation in the OpenAPI document. */
  readonly operationId: string;
  /** The answer's `data` is `{}`: success and nothing else (routes with a record give an example instead). */
  readonly empty?: boolean;
  /** The answer is a redirect (302 with `Location`), not an envelope: a page links to it rather than calling it. */
  readonly redirect?: boolean;
  /** The answer is the bytes of a file (an archive), not an envelope: the client reads it as a blob. */
  readonly file?: boolean;
}

/** The routes of one resource, by the name the api-client gives them. */
export type RouteTable = Readonly<Record<string, RouteSpec>>;

/** Multipart field that carries the file of `uploadOss` (here, not with the upload schemas: the client needs it alone). */
export const UPLOAD_FIELD = 'file';

/** Routes of the banner resource. */
export const bannerPaths = {
  list: { method: 'GET', path: '/api/banner/list', operationId: 'listBanner' },
} as const satisfies RouteTable;

/** Routes of the content resource. */
export const contentPaths = {
  list: { method: 'GET', path: '/api/content/list', operationId: 'listContent' },
  detail: { method: 'GET', path: '/api/content/detail/{id}', operationId: 'contentDetail' },
  personalList: { method: 'GET', path: '/web/content/personalList', operationId: 'personalContent' },
  create: { method: 'POST', path: '/web/content/create', operationId: 'createContent' },
  update: { method: 'POST', path: '/web/content/update/{id}', operationId: 'updateContent' },
  delete: { method: 'POST', path: '/web/content/delete/{id}', operationId: 'deleteContent', empty: true },
  hotList: { method: 'GET', path: '/api/content/hotList', operationId: 'hotContent' },
  attentionList: { method: 'GET', path: '/web/content/attentionList', operationId: 'attentionContent' },
  sideList: { method: 'GET', path: '/api/content/sideList', operationId: 'sideContent' },
} as const satisfies RouteTable;

/**
 * Behaviours on a post (`/web/user/behaviour/…`). `cancel/like/{id}` and `cancel/collection/{id}` take the like or
 * collection id, or the post's id. 屏蔽此条 hides a post from the member's own lists.
 */
export const interactionPaths = {
  like: { method: 'POST', path: '/web/user/behaviour/like/{contentId}', operationId: 'like' },
  collect: { method: 'POST', path: '/web/user/behaviour/collect/{contentId}', operationId: 'collect' },
  forward: { method: 'POST', path: '/web/user/behaviour/forward/{contentId}', operationId: 'forward' },
  cancelLike: { method: 'POST', path: '/web/user/behaviour/cancel/like/{id}', operationId: 'cancelLike' },
  cancelCollection: {
    method: 'POST',
    path: '/web/user/behaviour/cancel/collection/{id}',
    operationId: 'cancelCollection',
  },
  shield: { method: 'POST', path: '/web/user/behaviour/shield/{contentId}', operationId: 'shield', empty: true },
  cancelShield: {
    method: 'POST',
    path: '/web/user/behaviour/cancel/shield/{contentId}',
    operationId: 'cancelShield',
    empty: true,
  },
} as const satisfies RouteTable;

/** Routes of the likes resource (赞过). */
export const likesPaths = {
  list: { method: 'GET', path: '/api/likes/list', operationId: 'listLikes' },
  personalList: { method: 'GET', path: '/web/likes/personalList', operationId: 'personalLikes' },
  detail: { method: 'GET', path: '/web/likes/detail/{id}', operationId: 'likesDetail' },
  create: { method: 'POST', path: '/web/likes/create', operationId: 'createLikes' },
  update: { method: 'POST', path: '/web/likes/update/{id}', operationId: 'updateLikes' },
  delete: { method: 'POST', path: '/web/likes/delete/{id}', operationId: 'deleteLikes', empty: true },
} as const satisfies RouteTable;

/** Routes of the collection resource (收藏). */
export const collectionPaths = {
  list: { method: 'GET', path: '/api/collection/list', operationId: 'listCollection' },
  personalList: { method: 'GET', path: '/web/collection/personalList', operationId: 'personalCollection' },
  detail: { method: 'GET', path: '/web/collection/detail/{id}', operationId: 'collectionDetail' },
  create: { method: 'POST', path: '/web/collection/create', operationId: 'createCollection' },
  update: { method: 'POST', path: '/web/collection/update/{id}', operationId: 'updateCollection' },
  delete: { method: 'POST', path: '/web/collection/delete/{id}', operationId: 'deleteCollection', empty: true },
} as const satisfies RouteTable;

/** Routes of the comment resource. */
export const commentPaths = {
  list: { method: 'GET', path: '/api/comment/list', operationId: 'listComment' },
  personalList: { method: 'GET', path: '/web/comment/personalList', operationId: 'personalComment' },
  subList: { method: 'GET', path: '/api/comment/subList', operationId: 'subComment' },
  detail: { method: 'GET', path: '/api/comment/detail/{id}', operationId: 'commentDetail' },
  create: { method: 'POST', path: '/web/comment/create', operationId: 'createComment' },
  delete: { method: 'POST', path: '/web/comment/delete/{id}', operationId: 'deleteComment', empty: true },
} as const satisfies RouteTable;

/** Routes of the reply resource (answers under a comment). */
export const replyPaths = {
  list: { method: 'GET', path: '/api/reply/list', operationId: 'listReply' },
  personalList: { method: 'GET', path: '/web/reply/personalList', operationId: 'personalReply' },
  detail: { method: 'GET', path: '/api/reply/detail/{id}', operationId: 'replyDetail' },
  create: { method: 'POST', path: '/web/reply/create', operationId: 'createReply' },
  delete: { method: 'POST', path: '/web/reply/delete/{id}', operationId: 'deleteReply', empty: true },
} as const satisfies RouteTable;

/** Routes of the album resource. */
export const albumPaths = {
  list: { method: 'GET', path: '/api/album/list', operationId: 'listAlbum' },
  personalList: { method: 'GET', path: '/web/album/personalList', operationId: 'personalAlbum' },
  detail: { method: 'GET', path: '/api/album/detail/{id}', operationId: 'albumDetail' },
  create: { method: 'POST', path: '/web/album/create', operationId: 'createAlbum' },
  update: { method: 'POST', path: '/web/album/update/{id}', operationId: 'updateAlbum' },
  delete: { method: 'POST', path: '/web/album/delete/{id}', operationId: 'deleteAlbum', empty: true },
} as const satisfies RouteTable;

/** Routes of the album image resource. */
export const albumImagePaths = {
  list: { method: 'GET', path: '/api/albumImage/list', operationId: 'listAlbumImage' },
  detail: { method: 'GET', path: '/api/albumImage/detail/{id}', operationId: 'albumImageDetail' },
  create: { method: 'POST', path: '/web/albumImage/create', operationId: 'createAlbumImage' },
  update: { method: 'POST', path: '/web/albumImage/update/{id}', operationId: 'updateAlbumImage' },
  delete: { method: 'POST', path: '/web/albumImage/delete/{id}', operationId: 'deleteAlbumImage', empty: true },
} as const satisfies RouteTable;

/** The site search (`ee/search`). */
export const searchPaths = {
  search: { method: 'GET', path: '/api/ee/search', operationId: 'search' },
} as const satisfies RouteTable;

/** 举报: a member files a report; admins review the queue. */
export const reportPaths = {
  create: { method: 'POST', path: '/web/report/create', operationId: 'createReport' },
  list: { method: 'GET', path: '/mng/report/list', operationId: 'listReports' },
  resolve: { method: 'POST', path: '/mng/report/resolve/{id}', operationId: 'resolveReport' },
} as const satisfies RouteTable;

/** Routes of the topic resource (`#topic#` segments of titles). */
export const topicPaths = {
  list: { method: 'GET', path: '/api/topic/list', operationId: 'listTopic' },
  detail: { method: 'GET', path: '/api/topic/detail/{id}', operationId: 'topicDetail' },
} as const satisfies RouteTable;

/** Account routes of `/web/user` and the public `/api/user` reads. */
export const userPaths = {
  sendSms: { method: 'POST', path: '/web/user/sendSms', operationId: 'sendSms', empty: true },
  login: { method: 'POST', path: '/web/user/login', operationId: 'login' },
  logout: { method: 'POST', path: '/web/user/logout', operationId: 'logout', empty: true },
  current: { method: 'GET', path: '/web/user/current', operationId: 'currentUser' },
  info: { method: 'GET', path: '/api/user/info/{id}', operationId: 'userInfo' },
  attention: { method: 'GET', path: '/web/user/attention/{userId}', operationId: 'attentionFlag' },
  extend: { method: 'GET', path: '/web/user/extend', operationId: 'userExtend' },
  extendOf: { method: 'GET', path: '/api/user/extend/{userId}', operationId: 'userExtendOf' },
  update: { method: 'POST', path: '/web/user/update', operationId: 'updateUser' },
  forgetPwd: { method: 'POST', path: '/web/user/forgetPwd', operationId: 'forgetPwd', empty: true },
  setPwd: { method: 'POST', path: '/web/user/setPwd', operationId: 'setPwd', empty: true },
  bindMobile: { method: 'POST', path: '/web/user/bindMobile', operationId: 'bindMobile' },
  updatePwdByMobileCode: {
    method: 'POST',
    path: '/web/user/updatePwdByMobileCode',
    operationId: 'updatePwdByMobileCode',
    empty: true,
  },
} as const satisfies RouteTable;

/** Sign-up and token routes of `/web/sso`. */
export const ssoPaths = {
  signup: { method: 'POST', path: '/web/sso/signup', operationId: 'signup' },
  refreshToken: { method: 'POST', path: '/web/sso/refreshToken', operationId: 'refreshToken' },
  verifyToken: { method: 'POST', path: '/web/sso/verifyToken', operationId: 'verifyToken' },
  updatePwdByOldPwd: {
    method: 'POST',
    path: '/web/sso/updatePwdByOldPwd',
    operationId: 'updatePwdByOldPwd',
    empty: true,
  },
} as const satisfies RouteTable;

/** Routes of the fans resource (follow relations). */
export const fansPaths = {
  list: { method: 'GET', path: '/api/fans/list', operationId: 'listFans' },
  personalList: { method: 'GET', path: '/web/fans/personalList', operationId: 'personalFans' },
  detail: { method: 'GET', path: '/web/fans/detail/{id}', operationId: 'fansDetail' },
  create: { method: 'POST', path: '/web/fans/create', operationId: 'createFans' },
  delete: { method: 'POST', path: '/web/fans/delete/{id}', operationId: 'deleteFans', empty: true },
} as const satisfies RouteTable;

/** Follow behaviours (`/web/user/behaviour/…`). */
export const behaviourPaths = {
  attention: {
    method: 'POST',
    path: '/web/user/behaviour/attention/{attentionUserId}',
    operationId: 'attention',
  },
  cancelAttention: {
    method: 'POST',
    path: '/web/user/behaviour/cancel/attention/{attentionUserId}',
    operationId: 'cancelAttention',
  },
} as const satisfies RouteTable;

/** Routes of doctor / student verification: the member's request and the admin's review. */
export const certificatePaths = {
  current: { method: 'GET', path: '/web/user/certificate', operationId: 'currentCertificate' },
  request: { method: 'POST', path: '/web/user/certificate', operationId: 'requestCertificate' },
  list: { method: 'GET', path: '/mng/user/certificate/list', operationId: 'listCertificates' },
  approve: { method: 'POST', path: '/mng/user/certificate/approve/{id}', operationId: 'approveCertificate' },
  reject: { method: 'POST', path: '/mng/user/certificate/reject/{id}', operationId: 'rejectCertificate' },
} as const satisfies RouteTable;

/**
 * Upload routes. `upload` (`/web/file/upload?siteId=`) takes any post file (image, video, document) as
 * multipart/form-data with one field `file`; `uploadOss` of `/web/user` takes avatar and certificate images.
 */
export const uploadPaths = {
  upload: { method: 'POST', path: '/web/file/upload', operationId: 'uploadFile' },
  view: { method: 'GET', path: '/api/file/view', operationId: 'viewFile', redirect: true },
  uploadOss: { method: 'POST', path: '/web/user/uploadOss', operationId: 'uploadOss' },
  fileDelete: { method: 'POST', path: '/web/user/fileDelete', operationId: 'fileDelete', empty: true },
} as const satisfies RouteTable;

/** QR-code login routes (`/web/wxMp`). The official-account callback is the server's own business. */
export const wxMpPaths = {
  qrcode: { method: 'POST', path: '/web/wxMp/qrcode', operationId: 'qrcode' },
  check: { method: 'GET', path: '/web/wxMp/check/{qrcodeId}', operationId: 'checkQrcode' },
  scan: { method: 'POST', path: '/web/wxMp/scan/{qrcodeId}', operationId: 'scanQrcode' },
  confirm: { method: 'POST', path: '/web/wxMp/confirm/{qrcodeId}', operationId: 'confirmQrcode' },
  expire: { method: 'POST', path: '/web/wxMp/expire/{qrcodeId}', operationId: 'expireQrcode' },
  login: { method: 'POST', path: '/web/wxMp/login', operationId: 'qrcodeLogin' },
} as const satisfies RouteTable;

/** Development helpers, answered only outside production. */
export const devPaths = {
  smsOutbox: { method: 'GET', path: '/dev/sms/outbox', operationId: 'smsOutbox' },
} as const satisfies RouteTable;

/** Private messages (spec §7 IM calls): a conversation page, sending, deleting one's copy, image upload, settings. */
export const imMsgPaths = {
  list: { method: 'GET', path: '/web/imMsg/list', operationId: 'listImMsg' },
  create: { method: 'POST', path: '/web/imMsg/create', operationId: 'createImMsg' },
  delete: { method: 'POST', path: '/web/imMsg/delete/{id}', operationId: 'deleteImMsg', empty: true },
  upload: { method: 'POST', path: '/web/imMsg/upload', operationId: 'uploadImImage' },
  setting: { method: 'GET', path: '/web/imMsg/setting', operationId: 'imSetting' },
  updateSetting: { method: 'POST', path: '/web/imMsg/setting', operationId: 'updateImSetting' },
} as const satisfies RouteTable;

/** Conversations of the member: the list, deleting one, and reading one (clears its unread counter). */
export const imSessionPaths = {
  list: { method: 'GET', path: '/web/imSession/list', operationId: 'listImSession' },
  delete: { method: 'POST', path: '/web/imSession/delete/{userId}', operationId: 'deleteImSession', empty: true },
  read: { method: 'POST', path: '/web/imSession/read/{userId}', operationId: 'readImSession', empty: true },
} as const satisfies RouteTable;

/** The member's block list (from a homepage or a conversation). */
export const blockPaths = {
  list: { method: 'GET', path: '/web/user/block/list', operationId: 'listBlocks' },
  state: { method: 'GET', path: '/web/user/block/state/{userId}', operationId: 'blockState' },
  block: { method: 'POST', path: '/web/user/block/{userId}', operationId: 'blockUser' },
  unblock: { method: 'POST', path: '/web/user/unblock/{userId}', operationId: 'unblockUser' },
} as const satisfies RouteTable;

/** The message centre: notifications of likes, comments and follows, marking them read, and the unread totals. */
export const notificationPaths = {
  list: { method: 'GET', path: '/web/notification/list', operationId: 'listNotification' },
  read: { method: 'POST', path: '/web/notification/read', operationId: 'readNotification' },
  unread: { method: 'GET', path: '/web/notification/unread', operationId: 'unreadNotification' },
} as const satisfies RouteTable;

/** 管理后台: members with ban / unban, the audit log, and moderation of posts and comments (admins only). */
export const adminPaths = {
  members: { method: 'GET', path: '/mng/user/list', operationId: 'adminListMembers' },
  ban: { method: 'POST', path: '/mng/user/ban/{id}', operationId: 'adminBanMember' },
  unban: { method: 'POST', path: '/mng/user/unban/{id}', operationId: 'adminUnbanMember' },
  audit: { method: 'GET', path: '/mng/audit/list', operationId: 'adminListAudit' },
  contents: { method: 'GET', path: '/mng/content/list', operationId: 'adminListContent' },
  hideContent: { method: 'POST', path: '/mng/content/hide/{id}', operationId: 'adminHideContent' },
  restoreContent: { method: 'POST', path: '/mng/content/restore/{id}', operationId: 'adminRestoreContent' },
  comments: { method: 'GET', path: '/mng/comment/list', operationId: 'adminListComments' },
  deleteComment: {
    method: 'POST',
    path: '/mng/comment/delete/{id}',
    operationId: 'adminDeleteComment',
    empty: true,
  },
} as const satisfies RouteTable;

/**
 * Activities and exhibitions (`kind`): the public reads, and the voting results after the voting phase. Likes,
 * collections and views go through the behaviours of the activity's `contentId`.
 */
export const activityPaths = {
  list: { method: 'GET', path: '/api/activity/list', operationId: 'listActivity' },
  detail: { method: 'GET', path: '/api/activity/detail/{id}', operationId: 'activityDetail' },
  current: { method: 'GET', path: '/api/activity/current', operationId: 'currentActivity' },
  results: { method: 'GET', path: '/api/activity/results/{id}', operationId: 'activityResults' },
} as const satisfies RouteTable;

/** Entries (作品) of activities and exhibitions: public reads, the author's writes, and votes. */
export const activityEnrollPaths = {
  list: { method: 'GET', path: '/api/activityEnroll/list', operationId: 'listActivityEnroll' },
  uploadList: { method: 'GET', path: '/api/activityEnroll/uploadList', operationId: 'uploadActivityList' },
  current: { method: 'GET', path: '/api/activityEnroll/current', operationId: 'currentActivityEnroll' },
  detail: { method: 'GET', path: '/api/activityEnroll/detail/{id}', operationId: 'activityEnrollDetail' },
  create: { method: 'POST', path: '/web/activityEnroll/create', operationId: 'createActivityEnroll' },
  update: { method: 'POST', path: '/web/activityEnroll/update/{id}', operationId: 'updateActivityEnroll' },
  delete: {
    method: 'POST',
    path: '/web/activityEnroll/delete/{id}',
    operationId: 'deleteActivityEnroll',
    empty: true,
  },
  vote: { method: 'POST', path: '/web/activityEnroll/vote/{id}', operationId: 'voteActivityEnroll' },
} as const satisfies RouteTable;

/** Road shows (路演): list and detail. */
export const roadshowPaths = {
  list: { method: 'GET', path: '/api/roadshow/list', operationId: 'listRoadshow' },
  detail: { method: 'GET', path: '/api/roadshow/detail/{id}', operationId: 'roadshowDetail' },
} as const satisfies RouteTable;

/** Admin editor and review of activities, exhibitions, road shows and entries (`/mng`, admin role). */
export const activityMngPaths = {
  list: { method: 'GET', path: '/mng/activity/list', operationId: 'mngListActivity' },
  create: { method: 'POST', path: '/mng/activity/create', operationId: 'mngCreateActivity' },
  update: { method: 'POST', path: '/mng/activity/update/{id}', operationId: 'mngUpdateActivity' },
  publish: { method: 'POST', path: '/mng/activity/publish/{id}', operationId: 'mngPublishActivity' },
  down: { method: 'POST', path: '/mng/activity/down/{id}', operationId: 'mngDownActivity' },
  delete: { method: 'POST', path: '/mng/activity/delete/{id}', operationId: 'mngDeleteActivity', empty: true },
  enrollList: { method: 'GET', path: '/mng/activityEnroll/list', operationId: 'mngListActivityEnroll' },
  review: { method: 'POST', path: '/mng/activityEnroll/review/{id}', operationId: 'mngReviewActivityEnroll' },
  roadshowList: { method: 'GET', path: '/mng/roadshow/list', operationId: 'mngListRoadshow' },
  roadshowCreate: { method: 'POST', path: '/mng/roadshow/create', operationId: 'mngCreateRoadshow' },
  roadshowUpdate: { method: 'POST', path: '/mng/roadshow/update/{id}', operationId: 'mngUpdateRoadshow' },
  roadshowPublish: { method: 'POST', path: '/mng/roadshow/publish/{id}', operationId: 'mngPublishRoadshow' },
  roadshowDelete: {
    method: 'POST',
    path: '/mng/roadshow/delete/{id}',
    operationId: 'mngDeleteRoadshow',
    empty: true,
  },
} as const satisfies RouteTable;
/** Routes of the circle resource: public reads, a member's own circles, and the admin's management. */
export const circlePaths = {
  list: { method: 'GET', path: '/api/circle/list', operationId: 'listCircle' },
  detail: { method: 'GET', path: '/api/circle/detail/{id}', operationId: 'circleDetail' },
  create: { method: 'POST', path: '/web/circle/create', operationId: 'createCircle' },
  update: { method: 'POST', path: '/web/circle/update/{id}', operationId: 'updateCircle' },
  delete: { method: 'POST', path: '/web/circle/delete/{id}', operationId: 'deleteCircle', empty: true },
  mngList: { method: 'GET', path: '/mng/circle/list', operationId: 'mngListCircle' },
  mngDetail: { method: 'GET', path: '/mng/circle/detail/{id}', operationId: 'mngCircleDetail' },
  mngCreate: { method: 'POST', path: '/mng/circle/create', operationId: 'mngCreateCircle' },
  mngUpdate: { method: 'POST', path: '/mng/circle/update/{id}', operationId: 'mngUpdateCircle' },
  mngDelete: { method: 'POST', path: '/mng/circle/delete/{id}', operationId: 'mngDeleteCircle', empty: true },
} as const satisfies RouteTable;

/** Routes of circle subscriptions (加入圈子) of the signed-in member; cancel takes the subscription or circle id. */
export const circleSubscribePaths = {
  list: { method: 'GET', path: '/web/circleSubscribe/list', operationId: 'listCircleSubscribe' },
  detail: { method: 'GET', path: '/web/circleSubscribe/detail/{id}', operationId: 'circleSubscribeDetail' },
  create: { method: 'POST', path: '/web/circleSubscribe/create', operationId: 'createCircleSubscribe' },
  delete: {
    method: 'POST',
    path: '/web/circleSubscribe/delete/{id}',
    operationId: 'deleteCircleSubscribe',
    empty: true,
  },
  cancel: {
    method: 'POST',
    path: '/web/user/behaviour/cancel/circleSubscribe/{id}',
    operationId: 'cancelCircleSubscribe',
    empty: true,
  },
} as const satisfies RouteTable;

/** Posts in circles: every circle (or one, `circleId`), and the circles the member joined; 12 per page. */
export const circleContentPaths = {
  allCircleList: { method: 'GET', path: '/api/content/allCircleList', operationId: 'allCircleContent' },
  attentionCircleList: {
    method: 'GET',
    path: '/web/content/attentionCircleList',
    operationId: 'attentionCircleContent',
  },
} as const satisfies RouteTable;

/** Routes of the notice resource (公告): published notices for everyone, every notice for admins. */
export const noticePaths = {
  list: { method: 'GET', path: '/api/notice/list', operationId: 'listNotice' },
  detail: { method: 'GET', path: '/api/notice/detail/{id}', operationId: 'noticeDetail' },
  mngList: { method: 'GET', path: '/mng/notice/list', operationId: 'mngListNotice' },
  mngDetail: { method: 'GET', path: '/mng/notice/detail/{id}', operationId: 'mngNoticeDetail' },
  mngCreate: { method: 'POST', path: '/mng/notice/create', operationId: 'mngCreateNotice' },
  mngUpdate: { method: 'POST', path: '/mng/notice/update/{id}', operationId: 'mngUpdateNotice' },
  mngDelete: { method: 'POST', path: '/mng/notice/delete/{id}', operationId: 'mngDeleteNotice', empty: true },
} as const satisfies RouteTable;

/** Site parameters (title, phone, logo, qrcode1–3 …): the visible ones for everyone, every one for admins. */
export const siteParamPaths = {
  list: { method: 'GET', path: '/api/config/params', operationId: 'listSiteParams' },
  mngList: { method: 'GET', path: '/mng/config/params', operationId: 'mngListSiteParams' },
  mngUpdate: { method: 'POST', path: '/mng/config/params/update/{key}', operationId: 'mngUpdateSiteParam' },
} as const satisfies RouteTable;

/** Site configuration (spec §7 config list: siteId, type, search, offset, limit, sort, order) and its management. */
export const configPaths = {
  list: { method: 'GET', path: '/api/config/list', operationId: 'listConfig' },
  mngList: { method: 'GET', path: '/mng/config/list', operationId: 'mngListConfig' },
  mngDetail: { method: 'GET', path: '/mng/config/detail/{id}', operationId: 'mngConfigDetail' },
  mngCreate: { method: 'POST', path: '/mng/config/create', operationId: 'mngCreateConfig' },
  mngUpdate: { method: 'POST', path: '/mng/config/update/{id}', operationId: 'mngUpdateConfig' },
  mngDelete: { method: 'POST', path: '/mng/config/delete/{id}', operationId: 'mngDeleteConfig', empty: true },
} as const satisfies RouteTable;

/** Routes of the dictionary (`dict`): enabled entries for everyone, every entry for admins. */
export const dictPaths = {
  list: { method: 'GET', path: '/api/dict/list', operationId: 'listDict' },
  detail: { method: 'GET', path: '/api/dict/detail/{id}', operationId: 'dictDetail' },
  mngList: { method: 'GET', path: '/mng/dict/list', operationId: 'mngListDict' },
  mngDetail: { method: 'GET', path: '/mng/dict/detail/{id}', operationId: 'mngDictDetail' },
  mngCreate: { method: 'POST', path: '/mng/dict/create', operationId: 'mngCreateDict' },
  mngUpdate: { method: 'POST', path: '/mng/dict/update/{id}', operationId: 'mngUpdateDict' },
  mngDelete: { method: 'POST', path: '/mng/dict/delete/{id}', operationId: 'mngDeleteDict', empty: true },
} as const satisfies RouteTable;

/** Routes of content categories: published ones for everyone, every one for admins. */
export const categoryPaths = {
  list: { method: 'GET', path: '/api/category/list', operationId: 'listCategory' },
  detail: { method: 'GET', path: '/api/category/detail/{id}', operationId: 'categoryDetail' },
  mngList: { method: 'GET', path: '/mng/category/list', operationId: 'mngListCategory' },
  mngDetail: { method: 'GET', path: '/mng/category/detail/{id}', operationId: 'mngCategoryDetail' },
  mngCreate: { method: 'POST', path: '/mng/category/create', operationId: 'mngCreateCategory' },
  mngUpdate: { method: 'POST', path: '/mng/category/update/{id}', operationId: 'mngUpdateCategory' },
  mngDelete: { method: 'POST', path: '/mng/category/delete/{id}', operationId: 'mngDeleteCategory', empty: true },
} as const satisfies RouteTable;

/** The guestbook: anyone sends the contact-us or online message form; admins read, mark and delete entries. */
export const guestbookPaths = {
  create: { method: 'POST', path: '/web/guestbook/create', operationId: 'createGuestbook' },
  mngList: { method: 'GET', path: '/mng/guestbook/list', operationId: 'mngListGuestbook' },
  mngDetail: { method: 'GET', path: '/mng/guestbook/detail/{id}', operationId: 'mngGuestbookDetail' },
  mngUpdate: { method: 'POST', path: '/mng/guestbook/update/{id}', operationId: 'mngUpdateGuestbook' },
  mngDelete: { method: 'POST', path: '/mng/guestbook/delete/{id}', operationId: 'mngDeleteGuestbook', empty: true },
} as const satisfies RouteTable;

/** Banner management: every banner of every type and state, and the admin's writes. */
export const bannerMngPaths = {
  list: { method: 'GET', path: '/mng/banner/list', operationId: 'mngListBanner' },
  detail: { method: 'GET', path: '/mng/banner/detail/{id}', operationId: 'mngBannerDetail' },
  create: { method: 'POST', path: '/mng/banner/create', operationId: 'mngCreateBanner' },
  update: { method: 'POST', path: '/mng/banner/update/{id}', operationId: 'mngUpdateBanner' },
  delete: { method: 'POST', path: '/mng/banner/delete/{id}', operationId: 'mngDeleteBanner', empty: true },
} as const satisfies RouteTable;

/** Privacy rights of the signed-in member: 导出我的数据 and 注销账号. */
export const privacyPaths = {
  startExport: { method: 'POST', path: '/web/user/dataExport/create', operationId: 'createDataExport' },
  latestExport: { method: 'GET', path: '/web/user/dataExport/latest', operationId: 'latestDataExport' },
  exportDetail: { method: 'GET', path: '/web/user/dataExport/detail/{id}', operationId: 'dataExportDetail' },
  downloadExport: {
    method: 'GET',
    path: '/web/user/dataExport/download/{id}',
    operationId: 'downloadDataExport',
    file: true,
  },
  deletionStatus: { method: 'GET', path: '/web/user/deletion/status', operationId: 'accountDeletionStatus' },
  requestDeletion: { method: 'POST', path: '/web/user/deletion/request', operationId: 'requestAccountDeletion' },
  cancelDeletion: { method: 'POST', path: '/web/user/deletion/cancel', operationId: 'cancelAccountDeletion' },
} as const satisfies RouteTable;
