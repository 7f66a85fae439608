import type { ServerModule } from '../../context.js';
import { warmNormalizer, type TextGuard } from '../../lib/text-guard/index.js';
import { migration0022Moderation } from './0022_moderation.js';
import { moderationRoutes } from './moderation.routes.js';
import { seedModeration } from './moderation.seed.js';
import { QueueService } from './queue.service.js';
import { WatchwordService } from './watchword.service.js';

export { QueueService } from './queue.service.js';
export { WatchwordService } from './watchword.service.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** The watch list applied to every text a member writes (`inspect`), and the review queue's entries. */
    textGuard: TextGuard;
    /** The watch list for the console (the same object as `textGuard`). */
    watchwords: WatchwordService;
  }
}

/**
 * Content safety: the admins' watch list (敏感词) with one shared matcher, applied by every module that stores a
 * member's text, and the review queue (审核队列) of held and flagged texts.
 */
export const moderationModule: ServerModule = {
  name: 'moderation',
  migrations: [{ name: '0022_moderation', migration: migration0022Moderation }],
  services: (ctx) => {
    const words = new WatchwordService({ db: ctx.db, clock: ctx.clock });
    // A change of the list through any process rebuilds the matcher of every process.
    ctx.cluster.shareCache('watchwords', words.cache);
    return { textGuard: words, watchwords: words };
  },
  async register(app, ctx) {
    const queue = new QueueService({
      db: ctx.db,
      clock: ctx.clock,
      words: ctx.watchwords,
      contentCache: () => ctx.contentCache,
      notifications: ctx.notifications,
    });
    await app.register(moderationRoutes, { auth: ctx.identity.auth, words: ctx.watchwords, queue });
    // The normalising tables and the list are built before the first request, not by it.
    app.addHook('onReady', async () => {
      warmNormalizer();
      await ctx.watchwords.matcher();
    });
  },
  seed: seedModeration,
};
