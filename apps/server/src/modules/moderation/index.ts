import type { ServerModule } from '../../context.js';
import { moderationRoutes } from './moderation.routes.js';
import { seedModeration } from './moderation.seed.js';
import { QueueService } from './queue.service.js';

export { QueueService } from './queue.service.js';

/**
 * Content safety in the console: the admins' review queue (审核队列) of the texts the watch list held or flagged,
 * and the console routes of the watch list itself.
 */
export const moderationModule: ServerModule = {
  name: 'moderation',
  dependsOn: ['content', 'identity', 'notification', 'watchlist'],
  async register(app, ctx) {
    const queue = new QueueService({
      db: ctx.db,
      clock: ctx.clock,
      words: ctx.watchwords,
      contentCache: () => ctx.contentCache,
      notifications: ctx.notifications,
    });
    await app.register(moderationRoutes, { auth: ctx.identity.auth, words: ctx.watchwords, queue });
  },
  seed: seedModeration,
};
