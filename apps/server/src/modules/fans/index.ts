import type { ServerModule } from '../../context.js';
import { fansArchive } from './fans.archive.js';
import { fansRoutes } from './fans.routes.js';

export { attentionState, followCounts } from './fans.service.js';

/** Who follows whom: `/api/fans/list`, `/web/fans/*` and the attention behaviours. */
export const fansModule: ServerModule = {
  name: 'fans',
  dependsOn: ['identity', 'notification'],
  archive: fansArchive,
  async register(app, ctx) {
    await app.register(fansRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      auth: ctx.identity.auth,
      notifications: ctx.notifications,
    });
  },
};
