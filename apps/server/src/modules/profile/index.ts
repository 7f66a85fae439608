import type { ServerModule } from '../../context.js';
import { profileRoutes } from './profile.routes.js';
import { applyHeldName, type HeldNameChange, type ProfileDeps } from './profile.service.js';

/** A member's profile: changes (`/web/user/update`) and the follow and post counts (`extend`). */
export const profileModule: ServerModule = {
  name: 'profile',
  dependsOn: ['content', 'fans', 'identity', 'upload', 'watchlist'],
  async register(app, ctx) {
    const deps: ProfileDeps = { db: ctx.db, clock: ctx.clock, uploads: ctx.uploads, guard: ctx.textGuard };
    await app.register(profileRoutes, { ...deps, auth: ctx.identity.auth });
    // An approved name or signature takes effect then (the old one stayed public meanwhile).
    const approve = async (entry: { userId: string; payload: unknown }) =>
      applyHeldName(deps, entry.userId, (entry.payload ?? {}) as HeldNameChange);
    ctx.textGuard.handle('username', { approve });
    ctx.textGuard.handle('signature', { approve });
  },
};
