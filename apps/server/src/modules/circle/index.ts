import type { ServerModule } from '../../context.js';
import { circleRoutes } from './circle.routes.js';
import { seedCircles } from './circle.seed.js';
import { checkContentCircle, isMedicalCircle } from './circle.service.js';

/**
 * Circles (圈子): the list, detail and writes of members and admins, subscriptions (加入 / 退出), and the posts of all
 * circles and of the circles a member joined. A post may name only an enabled circle.
 */
export const circleModule: ServerModule = {
  name: 'circle',
  dependsOn: ['content', 'identity', 'mute', 'watchlist'],
  services(ctx) {
    ctx.contentWriteChecks.push(checkContentCircle);
    ctx.contentMedicalChecks.push(isMedicalCircle);
    return {};
  },
  async register(app, ctx) {
    await app.register(circleRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      contentCache: ctx.contentCache,
      guard: ctx.textGuard,
      auth: ctx.identity.auth,
      mutes: ctx.mutes,
    });
  },
  seed: seedCircles,
};
