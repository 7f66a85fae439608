import type { ServerModule } from '../context.js';
import { orderModules } from './module-order.js';
import { watchlistModule } from './watchlist/index.js';
import { albumModule } from './album/index.js';
import { bannerModule } from './banner/index.js';
import { certificateModule } from './certificate/index.js';
import { commentModule } from './comment/index.js';
import { moderationModule } from './moderation/index.js';
import { contentModule } from './content/index.js';
import { fansModule } from './fans/index.js';
import { identityModule } from './identity/index.js';
import { imModule } from './im/index.js';
import { interactionModule } from './interaction/index.js';
import { jobModule } from './job/index.js';
import { mediaModule } from './media/index.js';
import { notificationModule } from './notification/index.js';
import { profileModule } from './profile/index.js';
import { searchModule } from './search/index.js';
import { topicModule } from './topic/index.js';
import { uploadModule } from './upload/index.js';
import { wxMpModule } from './wxMp/index.js';
import { adminModule } from './admin/index.js';
import { siteModule } from './site/index.js';
import { circleModule } from './circle/index.js';
import { guestbookModule } from './guestbook/index.js';
import { activityModule } from './activity/index.js';
import { privacyModule } from './privacy/index.js';
import { countersModule } from './counters/index.js';
import { seoModule } from './seo/index.js';
import { muteModule } from './mute/index.js';

/**
 * Every feature of the server, listed once. Services are built, routes registered and demo data seeded in the order
 * `orderModules` derives from each module's `dependsOn` (start-up fails on a missing or cyclic dependency); the list
 * is written in that order, so it reads as the start-up sequence. Adding a feature adds its import, its entry here and
 * its name to the export below.
 */
export const MODULES: readonly ServerModule[] = orderModules([
  identityModule,
  muteModule,
  notificationModule,
  jobModule,
  mediaModule,
  uploadModule,
  watchlistModule,
  fansModule,
  contentModule,
  bannerModule,
  moderationModule,
  topicModule,
  imModule,
  interactionModule,
  commentModule,
  albumModule,
  searchModule,
  profileModule,
  certificateModule,
  wxMpModule,
  adminModule,
  siteModule,
  circleModule,
  guestbookModule,
  activityModule,
  privacyModule,
  countersModule,
  seoModule,
]);

// Re-exported so the compiled declarations of this file reach every module's `index.ts`, and with them the services
// (`ModuleServices`) each one declares, in every program that uses those types. Tables are not declared this way:
// `db/schema.ts` assembles `Database` from each module's leaf `*.table.ts`.
export {
  identityModule,
  muteModule,
  notificationModule,
  jobModule,
  mediaModule,
  uploadModule,
  watchlistModule,
  fansModule,
  contentModule,
  bannerModule,
  moderationModule,
  topicModule,
  imModule,
  interactionModule,
  commentModule,
  albumModule,
  searchModule,
  profileModule,
  certificateModule,
  wxMpModule,
  adminModule,
  siteModule,
  circleModule,
  guestbookModule,
  activityModule,
  privacyModule,
  countersModule,
  seoModule,
};
