import type { ServerModule } from '../../context.js';
import { hookDatabase } from '../../db/narrow.js';
import type { SiteDatabase } from './site.db.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { migration0012Site } from './0012_site.js';
import { siteRoutes } from './site.routes.js';
import { seedSite, writeDemoQrCodes } from './site.seed.js';
import { checkContentCategory, isMedicalCategoryOf } from './category.service.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** Public site parameters, configuration, dictionary and categories; every write of them invalidates it. */
    siteCache: TtlCache;
  }
}

/**
 * Site parameters (`/api/config/params`), site configuration (`/api/config/list`), the dictionary, categories and
 * notices, with their `/mng` management. Its migration also creates the circle and guestbook tables.
 */
export const siteModule: ServerModule = {
  name: 'site',
  dependsOn: ['content', 'identity'],
  migrations: [{ name: '0012_site', migration: migration0012Site }],
  services(ctx) {
    ctx.contentWriteChecks.push((db, target) => checkContentCategory(hookDatabase<SiteDatabase>(db), target));
    ctx.contentMedicalChecks.push((db, place) => isMedicalCategoryOf(hookDatabase<SiteDatabase>(db), place));
    return { siteCache: new TtlCache() };
  },
  async register(app, ctx) {
    await app.register(siteRoutes, { db: ctx.db, clock: ctx.clock, cache: ctx.siteCache, auth: ctx.identity.auth });
    if (ctx.config.demoData) {
      // In the background: the pictures are not needed to serve, and start-up hooks are bounded in time.
      app.addHook('onReady', async () => {
        void writeDemoQrCodes(ctx.storage).catch((error: unknown) =>
          ctx.log.warn({ err: error }, '演示二维码生成失败'),
        );
      });
    }
  },
  seed: seedSite,
};
