import type { ServerModule } from '../../context.js';
import { bannerMngRoutes } from './banner.mng.js';
import { bannerRoutes } from './banner.routes.js';
import { seedBanners } from './banner.seed.js';

export { homeHeroImage } from './banner.service.js';

/** Banners of the home, hot, activity and login pages (`GET /api/banner/list`). */
export const bannerModule: ServerModule = {
  name: 'banner',
  async register(app, ctx) {
    await app.register(bannerRoutes, { db: ctx.db });
    await app.register(bannerMngRoutes, { db: ctx.db, clock: ctx.clock, auth: ctx.identity.auth });
  },
  seed: seedBanners,
};
