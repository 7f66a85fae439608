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
 * through the site's own public routes: `{ title, head }` where `head` replaces index.html's title and description.
 */
export function pageHeadOf(
  app: FastifyInstance,
  publicUrl: string | undefined,
): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const read: PublicRead = async (url) => {
      const answer = await app.inject({ method: 'GET', url, remoteAddress: request.ip, headers: {} });
      if (answer.statusCode !== 200) return null;
      return (answer.json() as { data?: unknown }).data ?? null;
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
  async register(app, ctx) {
    const cache = new TtlCache(60_000, 200);
    // New, changed and deleted posts (and the activities, members and topics they make public) show at once.
    ctx.contentCache.onInvalidate(() => cache.invalidate());
    await app.register(seoRoutes, { db: ctx.db, cache, publicUrl: ctx.config.publicUrl });
  },
};
