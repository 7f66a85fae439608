import type { ServerModule } from '../../context.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { contentRoutes } from './content.routes.js';
import { seedContent } from './content.seed.js';
import type { ContentTable } from './content.table.js';

export { countUserContent } from './content.repository.js';

declare module '../../db/schema.js' {
  /** The tables of this module. */
  interface Database {
    content: ContentTable;
  }
}

declare module '../../context.js' {
  interface ModuleServices {
    /** Public content list pages and totals; every write to content must invalidate it. */
    contentCache: TtlCache;
  }
}

/** Posts of every content type: the public list and detail under `/api/content`. */
export const contentModule: ServerModule = {
  name: 'content',
  services: () => ({ contentCache: new TtlCache() }),
  async register(app, ctx) {
    await app.register(contentRoutes, { db: ctx.db, cache: ctx.contentCache });
  },
  seed: seedContent,
};
