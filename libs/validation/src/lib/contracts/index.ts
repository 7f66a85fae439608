import { bannerContract } from './banner.js';
import { certificateContract } from './certificate.js';
import { contentContract, topicContract } from './content.js';
import { devContract } from './dev.js';
import { fansContract } from './fans.js';
import { identityContract } from './identity.js';
import { imContract } from './im.js';
import type { RouteSpec } from './paths.js';
import { uploadContract } from './upload.js';
import { wxMpContract } from './wx-mp.js';

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
  dev: devContract,
} as const;

/** Every route of every contract. */
export const contractRoutes: readonly RouteSpec[] = Object.values(CONTRACTS).flatMap(
  (contract) => Object.values(contract.paths) as RouteSpec[],
);
