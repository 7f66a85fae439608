import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export interface WebAppOptions {
  /** Extra `<head>` markup of the home page (`/`), e.g. {@link heroImagePreload}. */
  homeHead?: () => Promise<string>;
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
  { homeHead, fileOrigins = [] }: WebAppOptions = {},
): Promise<void> {
  const policy = contentSecurityPolicy(fileOrigins);
  const indexFile = path.join(webRoot, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      decorateReply: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // `/` is answered below, with the home page's head.
      index: homeHead ? false : undefined,
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
    if (homeHead) {
      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const html = (await readFile(indexFile, 'utf8')).replace(
          '</head>',
          `${await homeHead().catch((error: unknown) => {
            request.log.warn({ err: error }, '首页预加载信息读取失败');
            return '';
          })}</head>`,
        );
        return sendHtml(reply, html, policy);
      });
    }
  } else {
    app.log.warn({ webRoot }, '网页应用尚未构建，/ 只显示提示页');
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsHtml(request) && !isServerPath(request.url)) {
      // Read on demand: the web app may be rebuilt while the server runs.
      if (built && existsSync(indexFile)) return sendHtml(reply, await readFile(indexFile), policy);
      return sendHtml(reply, NOT_BUILT_PAGE, policy);
    }
    return reply.status(404).send(routeNotFoundBody());
  });
}
