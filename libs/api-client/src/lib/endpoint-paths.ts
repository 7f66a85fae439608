import { bannerPaths } from './endpoints/banner.js';
import { behaviourPaths } from './endpoints/behaviour.js';
import { certificatePaths } from './endpoints/certificate.js';
import { contentPaths } from './endpoints/content.js';
import { devPaths } from './endpoints/dev.js';
import { fansPaths } from './endpoints/fans.js';
import { ssoPaths } from './endpoints/sso.js';
import { userPaths } from './endpoints/user.js';
import { wxMpPaths } from './endpoints/wx-mp.js';

/** One server route the client calls. */
export interface EndpointPath {
  method: 'GET' | 'POST';
  /** OpenAPI-style path, e.g. `/api/content/detail/{id}`. */
  path: string;
}

/** Every route the client calls; the server's contract test checks each is in its OpenAPI document. */
export const endpointPaths: readonly EndpointPath[] = [
  bannerPaths,
  contentPaths,
  userPaths,
  ssoPaths,
  wxMpPaths,
  fansPaths,
  behaviourPaths,
  certificatePaths,
  devPaths,
].flatMap((group) => Object.values(group) as EndpointPath[]);
