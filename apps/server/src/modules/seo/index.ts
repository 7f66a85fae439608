import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerModule } from '../../context.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { headTags } from './head-tags.js';
import { pageMeta, siteTitleOf, type PublicRead } from './page-meta.js';
import { seoRoutes, siteOrigin } from './seo.routes.js';

export { headTags, scriptJson } from './head-tags.js';
export { pageMeta, type PageMeta } from './page-meta.js';

/**
 * The `<head>` of a page for search engines and link previews (see `page-meta.ts`), read as an anonymous visitor
 * through the site's own public routes: the markup that takes the place of index.html's title and description.
 */
export function pageHeadOf(
  app: FastifyInstance,
  publicUrl: string | undefined,
): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    // One read per address and page (the site parameters are asked for twice).
    const reads = new Map<string, Promise<unknown>>();
    const read: PublicRead = (url) => {
      let answer = reads.get(url);
      if (!answer) {
        answer = app
          .inject({ method: 'GET', url, remoteAddress: request.ip, headers: {} })
          .then((res) => (res.statusCode === 200 ? ((res.json() as { data?: unknown }).data ?? null) : null));
        reads.set(url, answer);
      }
      return answer;
    };
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const origin = siteOrigin(request, publicUrl);
    const [meta, params] = await Promise.all([pageMeta(read, origin, pathname, search), read('/api/config/params')]);
    return headTags(meta, siteTitleOf(params));
  };
}

/** `/robots.txt`, `/sitemap.xml` and the page heads (title, description, canonical, Open Graph, JSON-LD). */
export const seoModule: ServerModule = {
  name: 'seo',
  dependsOn: ['content'],
  async register(app, ctx) {
    const cache = new TtlCache(60_000, 200);
    // New, changed and deleted posts (and the activities, members and topics they make public) show at once.
    ctx.contentCache.onInvalidate(() => cache.invalidate());
    await app.register(seoRoutes, { db: ctx.db, cache, publicUrl: ctx.config.publicUrl });
  },
};
