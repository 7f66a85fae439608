import type { ServerModule } from '../../context.js';
import { topicRoutes } from './topic.routes.js';

/**
 * Topics (`#话题#` in post titles): the public list and detail. The posts module creates and links topics when a
 * title names them (its tables, migration 0004); this module reads them, counting posts through the content
 * module's access-scope helper.
 */
export const topicModule: ServerModule = {
  name: 'topic',
  dependsOn: ['content', 'identity'],
  async register(app, ctx) {
    await app.register(topicRoutes, { db: ctx.db, auth: ctx.identity.auth });
  },
};
