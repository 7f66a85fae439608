import type { ServerModule } from '../../context.js';
import { attachDemoBannerImages } from './banner.demo.js';
import { bannerMngRoutes } from './banner.mng.js';
import { bannerRoutes } from './banner.routes.js';
import { seedBanners } from './banner.seed.js';

export { homeHeroImage } from './banner.service.js';

/** Banners of the home, hot, activity and login pages (`GET /api/banner/list`). */
export const bannerModule: ServerModule = {
  name: 'banner',
  dependsOn: ['content', 'identity', 'media'],
  async register(app, ctx) {
    await app.register(bannerRoutes, { db: ctx.db });
    await app.register(bannerMngRoutes, { db: ctx.db, clock: ctx.clock, auth: ctx.identity.auth });
    // Test suites that load demo data keep the plain demo pictures (each upload would run beside the tests).
    if (ctx.config.demoData && ctx.config.nodeEnv !== 'test') {
      app.addHook('onReady', () => {
        // After the start, so the site answers at once; until then banners are drawn from the plain pictures.
        void attachDemoBannerImages(ctx.db, ctx.media, ctx.storage).then(
          (n) => {
            if (n > 0) ctx.log.info({ banners: n }, '演示横幅图片已走上传流程');
          },
          (error: unknown) => ctx.log.warn({ err: error }, '演示横幅图片上传失败'),
        );
      });
    }
  },
  seed: seedBanners,
};
