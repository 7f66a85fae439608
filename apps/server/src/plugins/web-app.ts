import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN } from '@yiying/models';
import { routeNotFoundBody } from '../errors.js';

/**
 * The policy of the web app's pages. `fileOrigins`: where a file store sends browsers for pictures and videos
 * (`STORAGE_PUBLIC_URL`), allowed beside the site itself.
 */
export function contentSecurityPolicy(fileOrigins: readonly string[] = []): string {
  const files = fileOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `img-src 'self' data: blob:${files}`,
    ...(files ? [`media-src 'self'${files}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self' ws: wss:",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
  ].join('; ');
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

function sendHtml(reply: FastifyReply, html: string | Buffer, policy: string): FastifyReply {
  return reply
    .status(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', policy)
    .send(html);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `<link rel="preload">` of the image Home shows largest first, so the browser fetches it with the page's scripts
 * rather than after them and the banner call.
 */
export function heroImagePreload(url: string | undefined): string {
  return url ? `<link rel="preload" as="image" href="${escapeAttribute(url)}" fetchpriority="high">` : '';
}

/** Characters that could end a `<script>` element or a line inside one, as JSON escapes. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * The `<script type="application/json">` block of the first screen's answers: `answers` maps a request path (with
 * its query) to the JSON text the server answered it with. `<`, `>`, `&`, U+2028 and U+2029 only occur inside JSON
 * strings, where their `\uXXXX` escapes mean the same, so no answer can close the element or start markup. The
 * block is data, never run: the pages' policy (`script-src 'self'`) stays as it is.
 */
export function firstScreenScript(answers: ReadonlyMap<string, string>): string {
  if (answers.size === 0) return '';
  const json = `{${[...answers].map(([url, body]) => `${JSON.stringify(url)}:${body}`).join(',')}}`.replace(
    SCRIPT_UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${FIRST_SCREEN.elementId}">${json}</script>`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` of the chunks the modules `sources` (paths as the web build's manifest names them,
 * e.g. `src/features/home/home-page.tsx`) need beyond what index.html already loads, read from the build's
 * `.vite/manifest.json`: the browser fetches a page's code with the entry's instead of one import after another.
 * Empty when there is no manifest.
 */
export function modulePreloads(manifestText: string | undefined, sources: readonly string[]): string {
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
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`).join('');
}

export interface WebAppOptions {
  /** Extra `<head>` markup of the home page (`/`), e.g. {@link heroImagePreload}. */
  homeHead?: () => Promise<string>;
  /**
   * The answers (JSON text by request path) to write into a page for its first screen, as an anonymous visitor gets
   * them: `paths` are {@link FIRST_SCREEN}'s `every` paths, and on `/` also its `home` ones. Failed reads are left out.
   */
  firstScreen?: (request: FastifyRequest, paths: readonly string[]) => Promise<Map<string, string>>;
  /** Modules of the home page to preload with the entry (see {@link modulePreloads}). */
  homeModules?: readonly string[];
  /** Where a file store sends browsers for pictures and videos (allowed by the pages' policy). */
  fileOrigins?: readonly string[];
}

/**
 * Serves the built web app from `webRoot` with SPA fallback: a page request for an unknown path
 * gets index.html so the client router can answer it; anything else unknown gets the JSON 404.
 * Registers the app's only not-found handler.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  { homeHead, firstScreen, homeModules = [], fileOrigins = [] }: WebAppOptions = {},
): Promise<void> {
  const policy = contentSecurityPolicy(fileOrigins);
  const indexFile = path.join(webRoot, 'index.html');
  const built = existsSync(indexFile);
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  // Worked out again only when the web app was rebuilt (its index.html names other chunks).
  let preloads: { index: string; links: Promise<string> } | undefined;
  const homePreloads = (index: string): Promise<string> => {
    if (preloads?.index !== index) {
      preloads = {
        index,
        links: readFile(manifestFile, 'utf8').then(
          (text) => modulePreloads(text, homeModules),
          () => '',
        ),
      };
    }
    return preloads.links;
  };
  const pageData = async (request: FastifyRequest, paths: readonly string[]): Promise<string> => {
    if (!firstScreen) return '';
    try {
      return firstScreenScript(await firstScreen(request, paths));
    } catch (error) {
      // The page still works without them: the app asks for the same answers itself.
      request.log.warn({ err: error }, '首屏数据读取失败');
      return '';
    }
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      decorateReply: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // `/` is answered below, with the home page's head.
      index: homeHead || firstScreen ? false : undefined,
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
    if (homeHead || firstScreen) {
      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const [index, head, data] = await Promise.all([
          readFile(indexFile, 'utf8'),
          homeHead?.().catch((error: unknown) => {
            request.log.warn({ err: error }, '首页预加载信息读取失败');
            return '';
          }) ?? '',
          pageData(request, [...FIRST_SCREEN.every, ...FIRST_SCREEN.home]),
        ]);
        const links = homeModules.length ? await homePreloads(index) : '';
        return sendHtml(
          reply,
          index.replace('</head>', `${head}${links}</head>`).replace('</body>', `${data}</body>`),
          policy,
        );
      });
    }
  } else {
    app.log.warn({ webRoot }, '网页应用尚未构建，/ 只显示提示页');
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsHtml(request) && !isServerPath(request.url)) {
      // Read on demand: the web app may be rebuilt while the server runs.
      if (built && existsSync(indexFile)) {
        const [index, data] = await Promise.all([readFile(indexFile, 'utf8'), pageData(request, FIRST_SCREEN.every)]);
        return sendHtml(reply, data ? index.replace('</body>', `${data}</body>`) : index, policy);
      }
      return sendHtml(reply, NOT_BUILT_PAGE, policy);
    }
    return reply.status(404).send(routeNotFoundBody());
  });
}
