import type { ServerModule } from '../../context.js';
import { profileRoutes } from './profile.routes.js';

/** A member's profile: changes (`/web/user/update`) and the follow and post counts (`extend`). */
export const profileModule: ServerModule = {
  name: 'profile',
  async register(app, ctx) {
    await app.register(profileRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      uploads: ctx.uploads,
      auth: ctx.identity.auth,
    });
  },
};
