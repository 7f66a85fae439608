import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import {
  SITEMAP_KINDS,
  sitemapEntries,
  sitemapFiles,
  sitemapIndexXml,
  urlsetXml,
  type SitemapEntry,
  type SitemapKind,
} from './sitemap.js';

/** How long a sitemap answer is reused when no write cleared it first. */
export const SITEMAP_TTL_MS = 2 * 60_000;

export interface SeoRoutesOptions {
  db: Kysely<Database>;
  /** Sitemap answers by origin and file; emptied by every content write. */
  cache: TtlCache;
  /** `PUBLIC_URL`: the site's own address; the request's host otherwise. */
  publicUrl?: string;
}

/** The site's address for absolute URLs: `PUBLIC_URL`, else the scheme and host the request came to. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Paths search engines should leave alone: members' own pages, the console and the write and chat interfaces. */
const DISALLOWED = ['/my/', '/admin', '/web/', '/mng/', '/websocket/', '/dev/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const FILE_NAME = /^(posts|activities|members|topics)-([1-9]\d{0,5})\.xml$/;

/** `/robots.txt`, `/sitemap.xml` (an index) and its files `/sitemap/<kind>-<n>.xml`, from the database. */
export async function seoRoutes(app: FastifyInstance, { db, cache, publicUrl }: SeoRoutesOptions): Promise<void> {
  const entries = (origin: string, kind: SitemapKind, index: number) =>
    cache.get(`${origin}\0${kind}\0${index}`, () => sitemapEntries(db, origin, kind, index), SITEMAP_TTL_MS);
  const files = () => cache.get('files', () => sitemapFiles(db), SITEMAP_TTL_MS);
  const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request, publicUrl))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = siteOrigin(request, publicUrl);
    const body = await cache.get(
      `${origin}\0index`,
      async () => {
        const list: SitemapEntry[] = [];
        for (const { kind, files: count } of await files()) {
          for (let index = 1; index <= count; index++) {
            const newest = (await entries(origin, kind, index)).reduce(
              (max, e) => (e.lastmod > max ? e.lastmod : max),
              '',
            );
            list.push({ loc: `${origin}/sitemap/${kind}-${index}.xml`, lastmod: newest });
          }
        }
        return sitemapIndexXml(list);
      },
      SITEMAP_TTL_MS,
    );
    return reply.headers(xml).send(body);
  });

  app.get<{ Params: { file: string } }>('/sitemap/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = FILE_NAME.exec(request.params.file);
    const kind = match?.[1] as SitemapKind | undefined;
    const index = Number(match?.[2]);
    const count = kind ? ((await files()).find((f) => f.kind === kind)?.files ?? 0) : 0;
    if (!kind || !SITEMAP_KINDS.includes(kind) || index > count) {
      return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('没有这个站点地图文件');
    }
    const origin = siteOrigin(request, publicUrl);
    const body = await cache.get(
      `${origin}\0xml\0${kind}\0${index}`,
      async () => urlsetXml(await entries(origin, kind, index)),
      SITEMAP_TTL_MS,
    );
    return reply.headers(xml).send(body);
  });
}
