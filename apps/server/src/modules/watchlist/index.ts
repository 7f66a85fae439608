import type { ServerModule } from '../../context.js';
import { warmNormalizer, type TextGuard } from '../../lib/text-guard/index.js';
import { migration0022Moderation } from './0022_moderation.js';
import { WatchwordService } from './watchword.service.js';

export { SOURCE_LABELS, WatchwordService } from './watchword.service.js';
export type { ModerationItemRow, WatchwordRow, WatchwordTable } from './watchlist.table.js';

declare module '../../context.js' {
  interface ModuleServices {
    /** The watch list applied to every text a member writes (`inspect`), and the review queue's entries. */
    textGuard: TextGuard;
    /** The watch list for the console (the same object as `textGuard`). */
    watchwords: WatchwordService;
  }
}

/**
 * The admins' watch list (敏感词) with one shared matcher: the text guard every module that stores a member's text
 * applies, which puts held and flagged texts in the review queue (worked by the moderation module).
 */
export const watchlistModule: ServerModule = {
  name: 'watchlist',
  dependsOn: [],
  erase: {
    // The review queue keeps copies of the member's texts (held comments, names, flagged messages): those go too.
    async rows({ userId }, trx) {
      await trx.deleteFrom('moderation_item').where('user_id', '=', userId).execute();
    },
  },
  migrations: [{ name: '0022_moderation', migration: migration0022Moderation }],
  services: (ctx) => {
    const words = new WatchwordService({ db: ctx.db, clock: ctx.clock });
    // A change of the list through any process rebuilds the matcher of every process.
    ctx.cluster.shareCache('watchwords', words.cache);
    return { textGuard: words, watchwords: words };
  },
  async register(app, ctx) {
    // The normalising tables and the list are built before the first request, not by it.
    app.addHook('onReady', async () => {
      warmNormalizer();
      await ctx.watchwords.matcher();
    });
  },
};
