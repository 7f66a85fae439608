import type { ServerModule } from '../../context.js';
import { muteArchive } from './mute.archive.js';
import { migration0025Mutes } from './0025_mutes.js';
import { muteRoutes } from './mute.routes.js';
import { MuteService } from './mute.service.js';

export { MuteService } from './mute.service.js';
export {
  NO_MUTES,
  foldedWordColumn,
  foldedWordIn,
  hasHiddenWord,
  hasMutes,
  withoutHiddenWords,
  type MuteSet,
} from './mute.filter.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** Members' muted words (屏蔽词), applied by the lists they read. */
    mutes: MuteService;
  }
}

/**
 * Personal mutes (屏蔽词): a member's words hidden (left out of the query, so pages and totals stay right) or folded
 * (marked `folded`) in their feeds, search results and comments, each until its expiry.
 */
export const muteModule: ServerModule = {
  name: 'mute',
  dependsOn: ['identity'],
  archive: muteArchive,
  migrations: [{ name: '0025_mutes', migration: migration0025Mutes }],
  services: (ctx) => ({ mutes: new MuteService(ctx.db, ctx.clock) }),
  async register(app, ctx) {
    await app.register(muteRoutes, { auth: ctx.identity.auth, mutes: ctx.mutes });
  },
  prune: (ctx) => ctx.mutes.prune(),
};
