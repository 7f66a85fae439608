import type { ServerModule } from '../../context.js';
import { bannerRoutes } from './banner.routes.js';
import { seedBanners } from './banner.seed.js';
import type { BannerTable } from './banner.table.js';

declare module '../../db/schema.js' {
  /** The tables of this module. */
  interface Database {
    banner: BannerTable;
  }
}

/** Banners of the home, hot, activity and login pages (`GET /api/banner/list`). */
export const bannerModule: ServerModule = {
  name: 'banner',
  async register(app, ctx) {
    await app.register(bannerRoutes, { db: ctx.db });
  },
  seed: seedBanners,
};
