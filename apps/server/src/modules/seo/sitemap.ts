import { sql } from 'kysely';
import type { SeoDb } from './seo.db.js';
import { ANONYMOUS, contentVisibleTo } from '../content/index.js';
import { escapeHtml } from './head-tags.js';

/** Addresses per sitemap file: the protocol's limit. */
export const SITEMAP_FILE_SIZE = 50_000;

/** The kinds of pages a sitemap lists, each in files of its own (`/sitemap/posts-1.xml`). */
export const SITEMAP_KINDS = ['posts', 'activities', 'members', 'topics'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One address of a sitemap. */
export interface SitemapEntry {
  loc: string;
  lastmod: string;
}

interface Row {
  key: string;
  lastmod: string;
  extra?: string | null;
}

/**
 * The rows of one kind, in a stable order, `limit` from `offset`; `count` counts them. Only what an anonymous visitor
 * may see: published public posts, published activities and exhibitions
 * (their post public), members with at least one such post, topics named by one.
 */
function source(db: SeoDb, kind: SitemapKind) {
  const visible = contentVisibleTo(ANONYMOUS);
  switch (kind) {
    case 'posts': {
      const base = () => db.selectFrom('content').where(visible);
      return {
        count: () => base().select((eb) => eb.fn.countAll().as('n')),
        page: (offset: number, limit: number) =>
          base()
            .select(['content.content_id as key', 'content.update_time as lastmod'])
            .orderBy('content.content_id')
            .limit(limit)
            .offset(offset),
      };
    }
    case 'activities': {
      const base = () =>
        db
          .selectFrom('activity')
          .innerJoin('content', 'content.content_id', 'activity.content_id')
          .where(visible)
          .where('activity.state', '=', 'publish');
      return {
        count: () => base().select((eb) => eb.fn.countAll().as('n')),
        page: (offset: number, limit: number) =>
          base()
            .select(['activity.activity_id as key', 'activity.update_time as lastmod', 'activity.kind as extra'])
            .orderBy('activity.activity_id')
            .limit(limit)
            .offset(offset),
      };
    }
    case 'members': {
      return {
        count: () =>
          db
            .selectFrom('content')
            .where(visible)
            .select(sql<number>`count(distinct ${sql.ref('content.create_by')})`.as('n')),
        page: (offset: number, limit: number) =>
          db
            .selectFrom('content')
            .where(visible)
            .select(['content.create_by as key', (eb) => eb.fn.max('content.update_time').as('lastmod')])
            .groupBy('content.create_by')
            .orderBy('content.create_by')
            .limit(limit)
            .offset(offset),
      };
    }
    case 'topics': {
      const base = () =>
        db
          .selectFrom('topic')
          .innerJoin('topic_content', 'topic_content.topic_id', 'topic.topic_id')
          .innerJoin('content', 'content.content_id', 'topic_content.content_id')
          .where(visible)
          .where('topic.state', '=', 'publish');
      return {
        count: () => base().select(sql<number>`count(distinct ${sql.ref('topic.topic_id')})`.as('n')),
        page: (offset: number, limit: number) =>
          base()
            .select(['topic.title as key', (eb) => eb.fn.max('content.update_time').as('lastmod')])
            .groupBy(['topic.topic_id', 'topic.title'])
            .orderBy('topic.topic_id')
            .limit(limit)
            .offset(offset),
      };
    }
  }
}

function pageAddress(origin: string, kind: SitemapKind, row: Row): string {
  const key = encodeURIComponent(row.key);
  if (kind === 'posts') return `${origin}/hot/detail?contentId=${key}`;
  if (kind === 'members') return `${origin}/user/homepage?userId=${key}`;
  if (kind === 'topics') return `${origin}/home/pound?talkTopic=${key}`;
  return `${origin}/${row.extra === 'exhibition' ? 'exhibit' : 'activity'}/detail?activityId=${key}`;
}

/** How many files each kind takes (at least one file for a kind with rows). */
export async function sitemapFiles(db: SeoDb): Promise<{ kind: SitemapKind; files: number }[]> {
  return Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const row = await source(db, kind).count().executeTakeFirst();
      return { kind, files: Math.ceil(Number(row?.n ?? 0) / SITEMAP_FILE_SIZE) };
    }),
  );
}

/** The addresses of file `index` (from 1) of a kind. */
export async function sitemapEntries(
  db: SeoDb,
  origin: string,
  kind: SitemapKind,
  index: number,
): Promise<SitemapEntry[]> {
  const rows = (await source(db, kind)
    .page((index - 1) * SITEMAP_FILE_SIZE, SITEMAP_FILE_SIZE)
    .execute()) as Row[];
  return rows.map((row) => ({ loc: pageAddress(origin, kind, row), lastmod: String(row.lastmod) }));
}

/** W3C date-time of a stored time (ISO text on both databases), without milliseconds. */
function w3cTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A `<urlset>` file. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeHtml(e.loc)}</loc><lastmod>${w3cTime(e.lastmod)}</lastmod></url>`);
  return `${XML_HEAD}<urlset ${XMLNS}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** The `<sitemapindex>` pointing at every file, each with the newest `lastmod` of its addresses. */
export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  const items = files.map(
    (f) =>
      `<sitemap><loc>${escapeHtml(f.loc)}</loc>${f.lastmod ? `<lastmod>${w3cTime(f.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${XMLNS}>\n${items.join('\n')}\n</sitemapindex>\n`;
}
