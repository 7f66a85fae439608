import type { ServerModule } from '../../context.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { uploadsDir } from '../../plugins/files.js';
import { migration0004ContentPublishing } from './0004_content_publishing.js';
import { contentRoutes } from './content.routes.js';
import { seedContent } from './content.seed.js';
import { attachDemoMedia } from './demo-media.js';
import type { ContentTable, TopicContentTable, TopicTable } from './content.table.js';

export { countUserContent } from './content.repository.js';
export { ANONYMOUS, contentVisibleTo, viewerOf, visibleContent, type Viewer } from './visibility.js';
export type { TopicRow } from './content.table.js';
export type { ContentMedia } from './content.service.js';

declare module '../../db/schema.js' {
  /** The tables of this module: posts, and the topics (`#话题#`) their titles name. */
  interface Database {
    content: ContentTable;
    topic: TopicTable;
    topic_content: TopicContentTable;
  }
}

declare module '../../context.js' {
  interface ModuleServices {
    /** Anonymous content list pages and totals; every write to content must invalidate it. */
    contentCache: TtlCache;
  }
}

/** Posts of every content type: the list and detail under `/api/content` and the author's writes under `/web/content`. */
export const contentModule: ServerModule = {
  name: 'content',
  migrations: [{ name: '0004_content_publishing', migration: migration0004ContentPublishing }],
  services: () => ({ contentCache: new TtlCache() }),
  async register(app, ctx) {
    await app.register(contentRoutes, {
      db: ctx.db,
      clock: ctx.clock,
      cache: ctx.contentCache,
      media: ctx.media,
      auth: ctx.identity.auth,
    });
    if (ctx.config.demoData) {
      // After the demo transaction: the media service writes through its own connection.
      app.addHook('onReady', async () => {
        const attached = await attachDemoMedia(ctx.db, ctx.media, uploadsDir(ctx.config.dataDir));
        if (attached > 0) {
          ctx.contentCache.invalidate();
          ctx.log.info({ posts: attached }, '演示图片帖子已走上传流程');
        }
      });
    }
  },
  seed: seedContent,
};
