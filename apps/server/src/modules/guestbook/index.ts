import type { ServerModule } from '../../context.js';
import { guestbookRoutes } from './guestbook.routes.js';

/** The guestbook: the contact-us and online message forms of the About page, and the admins' inbox. */
export const guestbookModule: ServerModule = {
  name: 'guestbook',
  dependsOn: ['content', 'identity', 'watchlist'],
  async register(app, ctx) {
    await app.register(guestbookRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      store: ctx.store,
      guard: ctx.textGuard,
      auth: ctx.identity.auth,
    });
  },
};
