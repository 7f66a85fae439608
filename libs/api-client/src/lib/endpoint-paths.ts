import {
  bannerPaths,
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

/** One server route the client calls (a route of the shared contracts). */
export type EndpointPath = RouteSpec;

/** Every route the client calls; the server's contract test checks each is in its OpenAPI document. */
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
  imMsgPaths,
  imSessionPaths,
  blockPaths,
  notificationPaths,
].flatMap((group): RouteSpec[] => Object.values(group));
