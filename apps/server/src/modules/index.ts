import type { ServerModule } from '../context.js';
import { bannerModule } from './banner/index.js';
import { certificateModule } from './certificate/index.js';
import { contentModule } from './content/index.js';
import { fansModule } from './fans/index.js';
import { identityModule } from './identity/index.js';
import { profileModule } from './profile/index.js';
import { uploadModule } from './upload/index.js';
import { wxMpModule } from './wxMp/index.js';

/**
 * Every feature of the server, in the order their services are built, their routes registered and their
 * demo data seeded: a module comes after the modules it uses. Adding a feature adds one line here.
 */
export const MODULES: readonly ServerModule[] = [
  identityModule,
  uploadModule,
  bannerModule,
  contentModule,
  fansModule,
  profileModule,
  certificateModule,
  wxMpModule,
];
