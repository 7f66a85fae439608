import type { PageMeta } from './page-meta.js';

/** Text as an HTML attribute value or element text. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * JSON as the text of a `<script type="application/ld+json">`: `<`, `>`, `&` and the two line separators as `\uXXXX`
 * escapes (they only occur inside strings there), so no text of a post can close the element or start markup.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The `<head>` markup of a page: title, description, canonical link, Open Graph, Twitter card and JSON-LD. */
export function headTags(meta: PageMeta, siteName: string): string {
  const tag = (attr: 'name' | 'property', key: string, value: string | number | undefined) =>
    value === undefined || value === '' ? '' : `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : '',
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:type', meta.ogType),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('property', 'og:locale', 'zh_CN'),
    tag('property', 'og:image', meta.image?.url),
    tag('property', 'og:image:width', meta.image?.width),
    tag('property', 'og:image:height', meta.image?.height),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', meta.image?.url),
    meta.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
  ].join('');
}
