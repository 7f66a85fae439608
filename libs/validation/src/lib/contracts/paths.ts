/**
 * Routes of every resource contract, one module per resource (so a page's chunk carries only the routes it calls).
 * Kept apart from the schemas so a client that needs only the paths (the api-client) does not load yup: these
 * modules load no schema (each route's types come by type-only imports).
 */
export {
  route,
  UPLOAD_FIELD,
  type BodyOf,
  type InputOf,
  type WithDefaults,
  type ParamsOf,
  type PathParamNames,
  type QueryOf,
  type ResponseOf,
  type RouteAccess,
  type RouteIO,
  type RouteSpec,
  type RouteTable,
} from './route-spec.js';
export { bannerPaths } from './paths/banner.js';
export { contentPaths } from './paths/content.js';
export { interactionPaths } from './paths/interaction.js';
export { likesPaths } from './paths/likes.js';
export { collectionPaths } from './paths/collection.js';
export { commentPaths } from './paths/comment.js';
export { replyPaths } from './paths/reply.js';
export { albumPaths } from './paths/album.js';
export { albumImagePaths } from './paths/album-image.js';
export { SEARCH_TOTAL_CAP, searchPaths } from './paths/search.js';
export { reportPaths } from './paths/report.js';
export { topicPaths } from './paths/topic.js';
export { userPaths } from './paths/user.js';
export { ssoPaths } from './paths/sso.js';
export { fansPaths } from './paths/fans.js';
export { behaviourPaths } from './paths/behaviour.js';
export { certificatePaths } from './paths/certificate.js';
export { uploadPaths } from './paths/upload.js';
export { wxMpPaths } from './paths/wx-mp.js';
export { devPaths } from './paths/dev.js';
export { imMsgPaths } from './paths/im-msg.js';
export { imSessionPaths } from './paths/im-session.js';
export { blockPaths } from './paths/block.js';
export { notificationPaths } from './paths/notification.js';
export { adminPaths } from './paths/admin.js';
export { moderationPaths } from './paths/moderation.js';
export { jobMngPaths } from './paths/job.js';
export { activityPaths } from './paths/activity.js';
export { activityEnrollPaths } from './paths/activity-enroll.js';
export { roadshowPaths } from './paths/roadshow.js';
export { activityMngPaths } from './paths/activity-mng.js';
export { circlePaths } from './paths/circle.js';
export { circleSubscribePaths } from './paths/circle-subscribe.js';
export { circleContentPaths } from './paths/circle-content.js';
export { noticePaths } from './paths/notice.js';
export { siteParamPaths } from './paths/site-param.js';
export { configPaths } from './paths/config.js';
export { dictPaths } from './paths/dict.js';
export { categoryPaths } from './paths/category.js';
export { GUESTBOOK_PER_WINDOW, GUESTBOOK_WINDOW_MS, guestbookPaths } from './paths/guestbook.js';
export { bannerMngPaths } from './paths/banner-mng.js';
export { privacyPaths } from './paths/privacy.js';
export { mutePaths } from './paths/mute.js';
