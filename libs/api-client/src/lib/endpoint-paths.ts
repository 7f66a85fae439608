import {
  albumImagePaths,
  albumPaths,
  bannerPaths,
  collectionPaths,
  commentPaths,
  interactionPaths,
  likesPaths,
  replyPaths,
  searchPaths,
  behaviourPaths,
  certificatePaths,
  contentPaths,
  devPaths,
  fansPaths,
  ssoPaths,
  topicPaths,
  uploadPaths,
  userPaths,
  wxMpPaths,
  imMsgPaths,
  imSessionPaths,
  blockPaths,
  notificationPaths,
  type RouteSpec,
} from '@yiying/validation';
import { memberReportPaths } from './endpoints/search.js';

/** One server route the client calls (a route of the shared contracts). */
export type EndpointPath = RouteSpec;

/**
 * Every route the client calls; the server's contract test checks each is in its OpenAPI document. Redirect routes
 * (`GET /api/file/view`) are links a page follows, not calls.
 */
export const endpointPaths: readonly EndpointPath[] = [
  bannerPaths,
  contentPaths,
  topicPaths,
  userPaths,
  uploadPaths,
  ssoPaths,
  wxMpPaths,
  fansPaths,
  behaviourPaths,
  certificatePaths,
  devPaths,
  interactionPaths,
  likesPaths,
  collectionPaths,
  commentPaths,
  replyPaths,
  albumPaths,
  albumImagePaths,
  searchPaths,
  memberReportPaths,
  imMsgPaths,
  imSessionPaths,
  blockPaths,
  notificationPaths,
]
  .flatMap((group): RouteSpec[] => Object.values(group))
  .filter((route) => !route.redirect);
