/**
 * Each resource's route table loaded on demand: a client that calls a resource loads its table then, and a bundler
 * keeps each table in a chunk of its own (the api-client builds its endpoint groups from these).
 */
export const loadRouteTable = {
  banner: () => import('./paths/banner.js').then((m) => m.bannerPaths),
  content: () => import('./paths/content.js').then((m) => m.contentPaths),
  comment: () => import('./paths/comment.js').then((m) => m.commentPaths),
  reply: () => import('./paths/reply.js').then((m) => m.replyPaths),
  behaviour: () => import('./paths/behaviour.js').then((m) => m.behaviourPaths),
  interaction: () => import('./paths/interaction.js').then((m) => m.interactionPaths),
  likes: () => import('./paths/likes.js').then((m) => m.likesPaths),
  collection: () => import('./paths/collection.js').then((m) => m.collectionPaths),
  album: () => import('./paths/album.js').then((m) => m.albumPaths),
  albumImage: () => import('./paths/album-image.js').then((m) => m.albumImagePaths),
  topic: () => import('./paths/topic.js').then((m) => m.topicPaths),
  fans: () => import('./paths/fans.js').then((m) => m.fansPaths),
  certificate: () => import('./paths/certificate.js').then((m) => m.certificatePaths),
  search: () => import('./paths/search.js').then((m) => m.searchPaths),
  report: () => import('./paths/report.js').then((m) => m.reportPaths),
  dev: () => import('./paths/dev.js').then((m) => m.devPaths),
  moderation: () => import('./paths/moderation.js').then((m) => m.moderationPaths),
  wxMp: () => import('./paths/wx-mp.js').then((m) => m.wxMpPaths),
  privacy: () => import('./paths/privacy.js').then((m) => m.privacyPaths),
  mute: () => import('./paths/mute.js').then((m) => m.mutePaths),
  user: () => import('./paths/user.js').then((m) => m.userPaths),
  sso: () => import('./paths/sso.js').then((m) => m.ssoPaths),
  upload: () => import('./paths/upload.js').then((m) => m.uploadPaths),
  activity: () => import('./paths/activity.js').then((m) => m.activityPaths),
  activityEnroll: () => import('./paths/activity-enroll.js').then((m) => m.activityEnrollPaths),
  roadshow: () => import('./paths/roadshow.js').then((m) => m.roadshowPaths),
  activityMng: () => import('./paths/activity-mng.js').then((m) => m.activityMngPaths),
  imMsg: () => import('./paths/im-msg.js').then((m) => m.imMsgPaths),
  imSession: () => import('./paths/im-session.js').then((m) => m.imSessionPaths),
  block: () => import('./paths/block.js').then((m) => m.blockPaths),
  notification: () => import('./paths/notification.js').then((m) => m.notificationPaths),
};

/** The names of the resources whose tables `loadRouteTable` loads. */
export type RouteTableName = keyof typeof loadRouteTable;
