import type { ServerModule } from '../../context.js';
import { interactionArchive } from './interaction.archive.js';
import { interactionErasure } from './interaction.erase.js';
import { interactionRoutes } from './interaction.routes.js';

export { behaviourState, recountContent } from './interaction.service.js';

/**
 * Likes, collections, forwards and 屏蔽此条 on posts (`/web/user/behaviour/…`, `/api/likes`, `/api/collection`), and
 * 举报 with the admin review queue (`/web/report`, `/mng/report`). Tables are the content module's (they hang off
 * posts); counters are recounted from their rows on every change.
 */
export const interactionModule: ServerModule = {
  name: 'interaction',
  dependsOn: ['content', 'identity', 'media', 'notification', 'watchlist'],
  archive: interactionArchive,
  erase: interactionErasure,
  async register(app, ctx) {
    await app.register(interactionRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      cache: ctx.contentCache,
      notifications: ctx.notifications,
      media: ctx.media,
      store: ctx.store,
      guard: ctx.textGuard,
      auth: ctx.identity.auth,
    });
  },
};
