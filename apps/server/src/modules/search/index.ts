import type { ServerModule } from '../../context.js';
import { migration0009Search } from './0009_search.js';
import { searchRoutes } from './search.routes.js';
import { SearchIndex } from './search.service.js';

export type { SearchIndex } from './search.service.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** The Chinese full-text index of posts and the site search. */
    searchIndex: SearchIndex;
  }
}

/** `GET /api/ee/search`: Chinese search of posts (1- and 2-character words match), members and activities. */
export const searchModule: ServerModule = {
  name: 'search',
  dependsOn: ['content', 'identity', 'mute'],
  migrations: [{ name: '0009_search', migration: migration0009Search }],
  services: (ctx) => ({ searchIndex: new SearchIndex(ctx.db) }),
  async register(app, ctx) {
    await app.register(searchRoutes, {
      index: ctx.searchIndex,
      auth: ctx.identity.auth,
      mutes: ctx.mutes,
    });
    // The first pass indexes every post (demo and generated ones included); later passes only what changed. A large
    // table goes on indexing after the server is ready: a search waits for the pass under way.
    app.addHook('onReady', async () => {
      const first = ctx.searchIndex.sync().then(
        (indexed) => {
          if (indexed > 0) ctx.log.info({ posts: indexed }, '搜索索引已更新');
        },
        // The next search or pruning pass tries again; a server closing meanwhile is not an error.
        (error: unknown) => ctx.log.warn({ err: error }, '搜索索引更新失败'),
      );
      await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    });
  },
  // The periodic pass also catches up posts written by other processes sharing the database.
  async prune(ctx) {
    await ctx.searchIndex.sync();
    return ctx.searchIndex.prune();
  },
};
