import { activityContract, activityEnrollContract, activityMngContract, roadshowContract } from './activity/index.js';
import { albumContract, albumImageContract } from './album.js';
import { bannerContract } from './banner.js';
import { certificateContract } from './certificate.js';
import { commentContract, replyContract } from './comment.js';
import { contentContract, topicContract } from './content.js';
import { devContract } from './dev.js';
import { fansContract } from './fans.js';
import { identityContract } from './identity.js';
import { imContract } from './im.js';
import { messageCentreContract } from './message-centre.js';
import { collectionContract, interactionContract, likesContract } from './interaction.js';
import type { RouteSpec } from './paths.js';
import { reportContract } from './report.js';
import { searchContract } from './search.js';
import { uploadContract } from './upload.js';
import { wxMpContract } from './wx-mp.js';
import { adminContract } from './admin.js';
import { moderationContract } from './moderation.js';
import { jobMngContract } from './job.js';
import { circleContentContract, circleContract, circleSubscribeContract } from './circle.js';
import {
  bannerMngContract,
  categoryContract,
  configContract,
  dictContract,
  guestbookContract,
  noticeContract,
  siteParamContract,
} from './site/index.js';
import { privacyContract } from './privacy.js';
import { muteContract } from './mute.js';

/** Every resource contract, by resource name. */
export const CONTRACTS = {
  banner: bannerContract,
  content: contentContract,
  topic: topicContract,
  identity: identityContract,
  fans: fansContract,
  certificate: certificateContract,
  upload: uploadContract,
  wxMp: wxMpContract,
  im: imContract,
  notification: messageCentreContract,
  dev: devContract,
  interaction: interactionContract,
  likes: likesContract,
  collection: collectionContract,
  comment: commentContract,
  reply: replyContract,
  album: albumContract,
  albumImage: albumImageContract,
  search: searchContract,
  report: reportContract,
  admin: adminContract,
  moderation: moderationContract,
  jobMng: jobMngContract,
  activity: activityContract,
  activityEnroll: activityEnrollContract,
  roadshow: roadshowContract,
  activityMng: activityMngContract,
  circle: circleContract,
  circleSubscribe: circleSubscribeContract,
  circleContent: circleContentContract,
  notice: noticeContract,
  siteParam: siteParamContract,
  config: configContract,
  dict: dictContract,
  category: categoryContract,
  guestbook: guestbookContract,
  bannerMng: bannerMngContract,
  privacy: privacyContract,
  mute: muteContract,
} as const;

/** Every route of every contract. */
export const contractRoutes: readonly RouteSpec[] = Object.values(CONTRACTS).flatMap(
  (contract) => Object.values(contract.paths) as RouteSpec[],
);
