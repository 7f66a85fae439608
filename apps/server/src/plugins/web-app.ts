// Over 400 lines: serving the built web app is one flow (CSP, first-screen answers, rendered pages, SPA fallback).
import { redactUrl } from '../lib/log-redaction.js';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN, firstScreenPaths } from '@yiying/models';
import { routeNotFoundBody } from '../errors.js';
import { bestEncoding, encodeBody, type ContentEncoding } from '../lib/content-encoding.js';

/**
 * The policy of the web app's pages. `fileOrigins`: where a file store sends browsers for pictures, videos and HLS
 * segments (`STORAGE_PUBLIC_URL`), allowed beside the site itself. Scripts connect only to the site itself (and the
 * file store, whose playlists and segments hls.js fetches): `'self'` (which covers its ws:/wss: form in CSP 3
 * browsers) and, when `PUBLIC_URL` names the site, that form spelled out for the chat socket; forms post only to the
 * site.
 */
export function contentSecurityPolicy(fileOrigins: readonly string[] = [], publicUrl?: string): string {
  const files = fileOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `img-src 'self' data: blob:${files}`,
    // blob: is where hls.js hands the video its stream (and runs its worker from).
    `media-src 'self' blob:${files}`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    // hls.js fetches playlists and segments, from the file store too.
    `connect-src 'self'${socketOrigin(publicUrl)}${files}`,
    "form-action 'self'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The chat socket's origin of a public URL (`https://yiying.cn` → ` wss://yiying.cn`); '' without one. */
function socketOrigin(publicUrl: string | undefined): string {
  if (!publicUrl) return '';
  try {
    const url = new URL(publicUrl);
    return ` ${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  } catch {
    return '';
  }
}

/** Sent with every page of the web app (files served by the site itself). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Paths that belong to the server itself; the SPA never answers them. */
const SERVER_PREFIXES = ['/api', '/web', '/mng', '/files', '/docs', '/websocket', '/dev', '/assets'];

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>医影</title></head>
<body><h1>医影</h1><p>网页应用尚未构建。请先运行 <code>npx nx build web</code>，然后重新启动服务器。</p>
<p>接口文档见 <a href="/docs">/docs</a>。</p></body></html>`;

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Pages compressed lately, by their text: the same page (a visitor's home until the next write) is compressed once.
 * A page is written anew from its parts on every request, so the text is the key.
 */
const compressedPages = new Map<string, Buffer>();
const COMPRESSED_PAGES_KEPT = 32;

function compressedPage(html: string, encoding: ContentEncoding): Buffer {
  const key = `${encoding}\n${html}`;
  const hit = compressedPages.get(key);
  if (hit) return hit;
  const body = encodeBody(Buffer.from(html), encoding);
  compressedPages.set(key, body);
  if (compressedPages.size > COMPRESSED_PAGES_KEPT)
    compressedPages.delete(compressedPages.keys().next().value as string);
  return body;
}

function sendHtml(reply: FastifyReply, html: string, policy: string): FastifyReply {
  reply
    .status(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', policy)
    .header('vary', 'accept-encoding');
  const encoding = bestEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compressedPage(html, encoding));
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `<link rel="preload">` of the image Home shows largest first, so the browser fetches it with the page's scripts
 * rather than after them and the banner call.
 */
export function heroImagePreload(image: { url: string; srcSet?: string } | undefined): string {
  if (!image?.url) return '';
  // With renditions the browser preloads the one the carousel's `srcset` and `sizes` (the full width) will pick.
  const widths = image.srcSet ? ` imagesrcset="${escapeAttribute(image.srcSet)}" imagesizes="100vw"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(image.url)}"${widths} fetchpriority="high">`;
}

/** Characters that could end a `<script>` element or a line inside one, as JSON escapes. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON text as the content of a `<script type="application/json">` element: `<`, `>`, `&`, U+2028 and U+2029 only
 * occur inside JSON strings, where their `\uXXXX` escapes mean the same, so the text can neither close the element
 * nor start markup.
 */
function scriptSafeJson(json: string): string {
  return json.replace(SCRIPT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The `<script type="application/json">` block of the first screen's answers: `answers` maps a request path (with
 * its query) to the JSON text the server answered it with, escaped by {@link scriptSafeJson}. The block is data,
 * never run: the pages' policy (`script-src 'self'`) stays as it is.
 */
export function firstScreenScript(answers: ReadonlyMap<string, string>): string {
  if (answers.size === 0) return '';
  const json = scriptSafeJson(`{${[...answers].map(([url, body]) => `${JSON.stringify(url)}:${body}`).join(',')}}`);
  return `<script type="application/json" id="${FIRST_SCREEN.elementId}">${json}</script>`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The script files the modules `sources` (paths as the web build's manifest names them, e.g.
 * `src/features/home/home-page.tsx`) need beyond what index.html already loads, read from the build's
 * `.vite/manifest.json`, as the `<script type="application/json">` block the web app's entry reads
 * ({@link FIRST_SCREEN}'s `modulesElementId`): the entry fetches them all at once when the app starts, instead of one
 * import after another. Empty when there is no manifest.
 */
export function pageModulesScript(manifestText: string | undefined, sources: readonly string[]): string {
  if (!manifestText) return '';
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  } catch {
    return '';
  }
  const loaded = new Set<string>(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files: string[] = [];
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  if (files.length === 0) return '';
  return `<script type="application/json" id="${FIRST_SCREEN.modulesElementId}">${scriptSafeJson(JSON.stringify(files))}</script>`;
}

/** A page's first screen as the web build's server module renders it: `#root`'s markup and extra `<head>` markup. */
export interface RenderedPage {
  html: string;
  head: string;
}

/**
 * Renders the page at `url` (path and query) from its first screen's answers (parsed JSON by request path) and the
 * site's own cookies (`name=value; …`, those starting with {@link FIRST_SCREEN}'s `cookiePrefix`); `null` for a page
 * that is not rendered on the server (a member's page).
 */
export type PageRenderer = (
  url: string,
  answers: Record<string, unknown>,
  cookies?: string,
) => Promise<RenderedPage | null>;

export interface CachedRendererOptions {
  /** How long a rendered page is reused (relative times on it, such as 3分钟前, stay close to the browser's). */
  ttlMs?: number;
  /** How many rendered pages are kept. */
  max?: number;
  /** Longest wait for a render; past it the page goes out without markup. */
  timeoutMs?: number;
  /**
   * Renders under way at most (each takes the server's thread for some milliseconds): past it a page that is not kept
   * goes out without markup, so a flood of distinct URLs costs no more than plain pages.
   */
  concurrency?: number;
  now?: () => number;
}

/**
 * `render` with its results kept for a short while, keyed by the url, the cookies and the exact answers they were
 * made from (a write that changes an answer changes the key), and one render at a time per key. A render that fails or
 * takes longer than `timeoutMs`, or one past `concurrency`, gives `null`: the page is then sent without markup, for the
 * browser to build.
 */
export function cachedRenderer(
  render: PageRenderer,
  { ttlMs = 10_000, max = 64, timeoutMs = 2_000, concurrency = 2, now = Date.now }: CachedRendererOptions = {},
): (url: string, answers: ReadonlyMap<string, string>, cookies?: string) => Promise<RenderedPage | null> {
  const kept = new Map<string, { until: number; page: Promise<RenderedPage | null> }>();
  let running = 0;
  return (url, answers, cookies = '') => {
    const hash = createHash('sha1').update(`${url}\0${cookies}`);
    for (const [request, body] of answers) hash.update(`\0${request}\0${body}`);
    const key = hash.digest('base64');
    const at = now();
    const hit = kept.get(key);
    if (hit && hit.until > at) return hit.page;
    if (running >= concurrency) return Promise.resolve(null);
    running += 1;
    let timer: NodeJS.Timeout | undefined;
    const page = Promise.race([
      render(
        url,
        Object.fromEntries([...answers].map(([request, body]) => [request, JSON.parse(body) as unknown])),
        cookies,
      ),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`渲染超过 ${timeoutMs} ms`)), timeoutMs);
      }),
    ]).finally(() => {
      clearTimeout(timer);
      running -= 1;
    });
    kept.delete(key);
    kept.set(key, { until: at + ttlMs, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => kept.delete(key));
    if (kept.size > max) kept.delete(kept.keys().next().value as string);
    return page;
  };
}

/**
 * The renderer of the web build's server module, `dist-server/entry-server.mjs` beside `webRoot` (its `renderPage`),
 * loaded on first use and again after it was rebuilt; it renders nothing (`null`) while there is no such module.
 */
export function serverRenderer(webRoot: string): PageRenderer {
  const entry = path.join(path.dirname(webRoot), 'dist-server', 'entry-server.mjs');
  let loaded: { version: number; render: Promise<PageRenderer> } | undefined;
  return async (url, answers, cookies) => {
    const version = statSync(entry, { throwIfNoEntry: false })?.mtimeMs;
    if (version === undefined) return null;
    if (loaded?.version !== version) {
      const module = import(`${pathToFileURL(entry).href}?v=${version}`) as Promise<{ renderPage: PageRenderer }>;
      loaded = { version, render: module.then((m) => m.renderPage) };
    }
    return (await loaded.render)(url, answers, cookies);
  };
}

/** The site's own cookies of a `Cookie` header (see {@link PageRenderer}), as `name=value; …`. */
export function siteCookies(header: string | undefined): string {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(FIRST_SCREEN.cookiePrefix))
    .join('; ');
}

/** `index.html` with the rendered first screen in `#root` and its styles and hints in `<head>`. */
export function withRenderedPage(index: string, page: RenderedPage | null): string {
  if (!page) return index;
  return index
    .replace('</head>', () => `${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

/**
 * `index.html` with the page's own `<title>`, description and other head tags (`tags`) in place of its generic title
 * and description; unchanged without them.
 */
export function withPageHead(index: string, tags: string): string {
  if (!tags) return index;
  return index
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `${tags}</head>`);
}

/** A page: `index.html` with its first screen ({@link withRenderedPage}), `head` extras and the answers' script. */
function composePage(
  index: string,
  data: { script: string; page: RenderedPage | null; tags?: string },
  head = '',
): string {
  return withRenderedPage(withPageHead(index, data.tags ?? ''), data.page)
    .replace('</head>', () => `${head}</head>`)
    .replace('</body>', () => `${data.script}</body>`);
}

export interface WebAppOptions {
  /** Extra `<head>` markup of the home page (`/`), e.g. {@link heroImagePreload}. */
  homeHead?: () => Promise<string>;
  /**
   * The answers (JSON text by request path) to write into a page for its first screen, as an anonymous visitor gets
   * them: `paths` are the page's {@link firstScreenPaths}. Failed reads are left out.
   */
  firstScreen?: (request: FastifyRequest, paths: readonly string[]) => Promise<Map<string, string>>;
  /** Modules of the home page the entry fetches together when the app starts (see {@link pageModulesScript}). */
  homeModules?: readonly string[];
  /** Modules every other page's entry fetches together with the app (the route table's page loaders). */
  otherModules?: readonly string[];
  /** Where a file store sends browsers for pictures and videos (allowed by the pages' policy). */
  fileOrigins?: readonly string[];
  /** Renders a visitor's first screen into the page (see {@link PageRenderer}); without it the browser builds it. */
  render?: PageRenderer;
  /**
   * The page's own head tags (title, description, canonical link, Open Graph, JSON-LD), replacing index.html's title
   * and description; the generic ones stay when it fails.
   */
  pageHead?: (request: FastifyRequest) => Promise<string>;
  /** `PUBLIC_URL`: its ws:/wss: form joins the policy's `connect-src`. */
  publicUrl?: string;
}

/**
 * Serves the built web app from `webRoot` with SPA fallback: a page request for an unknown path
 * gets index.html so the client router can answer it; anything else unknown gets the JSON 404.
 * Registers the app's only not-found handler.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  {
    homeHead,
    firstScreen,
    homeModules = [],
    otherModules = [],
    fileOrigins = [],
    render,
    pageHead,
    publicUrl,
  }: WebAppOptions = {},
): Promise<void> {
  const policy = contentSecurityPolicy(fileOrigins, publicUrl);
  const indexFile = path.join(webRoot, 'index.html');
  const built = existsSync(indexFile);
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  // Worked out again only when the web app was rebuilt (its index.html names other chunks).
  const modulesBlocks = new Map<readonly string[], { index: string; links: Promise<string> }>();
  const modulesScript = (index: string, sources: readonly string[]): Promise<string> => {
    if (sources.length === 0) return Promise.resolve('');
    let block = modulesBlocks.get(sources);
    if (block?.index !== index) {
      block = {
        index,
        links: readFile(manifestFile, 'utf8').then(
          (text) => pageModulesScript(text, sources),
          () => '',
        ),
      };
      modulesBlocks.set(sources, block);
    }
    return block.links;
  };
  const renderCached = render ? cachedRenderer(render) : undefined;
  /** The first screen's answers as a `<script>` block, and the page rendered from them when a renderer is set. */
  const pageData = async (
    request: FastifyRequest,
    paths: readonly string[],
  ): Promise<{ script: string; page: RenderedPage | null; tags: string }> => {
    const tags =
      pageHead?.(request).catch((error: unknown) => {
        request.log.warn({ err: error }, '页面标题与分享信息读取失败');
        return '';
      }) ?? Promise.resolve('');
    let answers = new Map<string, string>();
    if (firstScreen) {
      try {
        answers = await firstScreen(request, paths);
      } catch (error) {
        // The page still works without them: the app asks for the same answers itself.
        request.log.warn({ err: error }, '首屏数据读取失败');
      }
    }
    let page: RenderedPage | null = null;
    if (renderCached) {
      try {
        page = await renderCached(request.url, answers, siteCookies(request.headers.cookie));
      } catch (error) {
        // The browser builds the page instead.
        request.log.warn({ err: error, url: redactUrl(request.url) }, '服务器渲染失败');
      }
    }
    return { script: firstScreenScript(answers), page, tags: await tags };
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      decorateReply: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // `/` is answered below, with the home page's head.
      index: homeHead || firstScreen || render || pageHead ? false : undefined,
      // The web build writes .br and .gz beside each text asset.
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.endsWith('.html')) {
          reply.header('cache-control', 'no-cache');
          reply.header('content-security-policy', policy);
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          // Vite puts a content hash in every asset name.
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'public, max-age=3600');
        }
      },
    });
    if (homeHead || firstScreen || render || pageHead) {
      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const [index, head, data] = await Promise.all([
          readFile(indexFile, 'utf8'),
          homeHead?.().catch((error: unknown) => {
            request.log.warn({ err: error }, '首页预加载信息读取失败');
            return '';
          }) ?? '',
          pageData(request, firstScreenPaths('/')),
        ]);
        const links = await modulesScript(index, homeModules);
        return sendHtml(reply, composePage(index, data, `${head}${links}`), policy);
      });
    }
  } else {
    app.log.warn({ webRoot }, '网页应用尚未构建，/ 只显示提示页');
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsHtml(request) && !isServerPath(request.url)) {
      // Read on demand: the web app may be rebuilt while the server runs.
      if (built && existsSync(indexFile)) {
        const [pathname = '/', search = ''] = request.url.split('?', 2);
        const [index, data] = await Promise.all([
          readFile(indexFile, 'utf8'),
          pageData(request, firstScreenPaths(pathname, search)),
        ]);
        return sendHtml(reply, composePage(index, data, await modulesScript(index, otherModules)), policy);
      }
      return sendHtml(reply, NOT_BUILT_PAGE, policy);
    }
    return reply.status(404).send(routeNotFoundBody());
  });
}
