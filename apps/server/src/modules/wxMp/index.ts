import type { ServerModule } from '../../context.js';
import { SiteQrProvider, WxMpQrProvider } from './wxMp.provider.js';
import { wxMpRoutes } from './wxMp.routes.js';
import { QR_STORE_PREFIX, QrLoginService } from './wxMp.service.js';

export type { QrLoginService } from './wxMp.service.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** QR-code login; its state lives in the shared store so any server process can answer. */
    qrLogin: QrLoginService;
  }
}

/** QR-code login (`/web/wxMp/*`): the site's own confirmation page, or the official account (`WXMP_*`). */
export const wxMpModule: ServerModule = {
  name: 'wxMp',
  dependsOn: ['identity'],
  services: ({ config, db, store, clock, identity }) => ({
    qrLogin: new QrLoginService({
      db,
      store,
      clock,
      accounts: identity.accounts,
      provider: config.wxMp ? new WxMpQrProvider(config.wxMp, clock) : new SiteQrProvider(),
    }),
  }),
  async register(app, ctx) {
    await app.register(wxMpRoutes, { config: ctx.config, auth: ctx.identity.auth, qr: ctx.qrLogin });
  },
  prune: ({ store }) => store.deleteExpired(QR_STORE_PREFIX),
};
