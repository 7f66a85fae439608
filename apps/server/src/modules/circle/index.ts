import type { ServerModule } from '../../context.js';
import { attachDemoCircleCovers } from './circle.demo.js';
import { circleRoutes } from './circle.routes.js';
import { seedCircles } from './circle.seed.js';
import { checkContentCircle, isMedicalCircle } from './circle.service.js';

/**
 * Circles (圈子): the list, detail and writes of members and admins, subscriptions (加入 / 退出), and the posts of all
 * circles and of the circles a member joined. A post may name only an enabled circle.
 */
export const circleModule: ServerModule = {
  name: 'circle',
  dependsOn: ['content', 'identity', 'media', 'mute', 'watchlist'],
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
    // Test suites that load demo data keep the plain demo pictures (each upload would run beside the tests).
    if (ctx.config.demoData && ctx.config.nodeEnv !== 'test') {
      app.addHook('onReady', () => {
        // After the start, so the site answers at once; until then the cards draw the plain demo pictures.
        void attachDemoCircleCovers(ctx.db, ctx.media, ctx.storage).then(
          (n) => {
            if (n > 0) ctx.log.info({ circles: n }, '演示圈子封面已走上传流程');
          },
          (error: unknown) => ctx.log.warn({ err: error }, '演示圈子封面上传失败'),
        );
      });
    }
  },
  seed: seedCircles,
};
