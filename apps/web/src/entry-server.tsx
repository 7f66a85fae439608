import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createApiClient, createMemoryStorage, createSession } from '@yiying/api-client';
import { FIRST_SCREEN } from '@yiying/models';
import { App } from './app/app';
import { createAppRouter } from './app/navigation/app-router';
import { isMembersOnly, prepareRoute } from './app/router';
import { SITE_NAME } from './routing/site-name';
import { CookieSourceContext, headerCookies } from './data/cookie-source';
import { firstScreenCache } from './data/first-screen';

/** A page as the server writes it: the markup inside `#root` and the style element that goes into `<head>`. */
export interface RenderedPage {
  html: string;
  head: string;
}

/** Markup React writes for a part that was not ready in place: a placeholder and a script. */
const OUT_OF_ORDER = /<template id="B:|<script/;

/**
 * The CSS emotion produced while rendering, as the `<style>` elements the browser's emotion takes over: each global
 * style in its own element (`data-emotion="css-global <name>"`, which the page's `<Global>` finds and replaces when the
 * theme changes), then every component style in one element (`data-emotion="css <ids>"`). A component's rules carry
 * its class (`.css-<id>`); a global style's do not.
 */
function styleElements(inserted: Record<string, string | true | undefined>, key: string): string {
  // A rule cannot contain `</style`: values come from the source and the theme, but a closing tag is escaped anyway
  // so no value can end the element.
  const safe = (css: string) => css.replace(/<\/style/gi, '<\\/style');
  const ids: string[] = [];
  let globals = '';
  let css = '';
  for (const [id, rules] of Object.entries(inserted)) {
    if (typeof rules !== 'string') continue;
    if (rules.includes(`.${key}-${id}`)) {
      ids.push(id);
      css += rules;
    } else {
      globals += `<style data-emotion="${key}-global ${id}">${safe(rules)}</style>`;
    }
  }
  return globals + (ids.length ? `<style data-emotion="${key} ${ids.join(' ')}">${safe(css)}</style>` : '');
}

/**
 * The whole markup of `node` once everything in it has loaded (lazy parts included): written after the last part is
 * ready, every boundary is complete in place, so the page needs none of React's inline scripts (the site's policy
 * runs no inline script).
 */
function renderComplete(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(node, {
      // A large part is otherwise written apart, to be revealed by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer | string) => chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', reject);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error);
      },
    });
  });
}

/**
 * Renders `url` as an anonymous visitor's browser first shows it, from `answers` (the first screen's answers by
 * request path, as written into the page) and the site's `cookies` (from the request's `Cookie` header): the browser
 * then hydrates this markup instead of building it, so the page paints before its code runs. Every page's code is
 * loaded before rendering, so no 加载中… is written; a component that fails on the server makes the whole render fail
 * (the caller then sends the page without markup). `null` for a page only members see.
 */
export async function renderPage(
  url: string,
  answers: Record<string, unknown>,
  cookies?: string,
): Promise<RenderedPage | null> {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true });
  // A members' page is never a visitor's: the browser decides where to go.
  if (isMembersOnly(history.location)) return null;
  const router = createAppRouter(history);
  await prepareRoute(history.location);
  const session = createSession({
    storage: createMemoryStorage(),
    siteName: SITE_NAME,
    // Nothing asks the server while rendering (reads start in effects); the client exists for the providers.
    client: (hooks) => createApiClient({ baseUrl: 'http://127.0.0.1:9', ...hooks }),
    goToLogin: () => undefined,
  });
  // Relative times (3分钟前) are counted from this moment, here and in the browser's first render.
  const now = Date.now();
  const cache = createCache({ key: 'css' });
  // Keeps each rule's text in `inserted` instead of writing `<style>` elements into the markup.
  cache.compat = true;
  const page = (
    <StrictMode>
      <CacheProvider value={cache}>
        <CookieSourceContext value={headerCookies(cookies)}>
          <App session={session} router={router} initialCache={firstScreenCache(answers, { now })} />
        </CookieSourceContext>
      </CacheProvider>
    </StrictMode>
  );
  // A lazy part's code loads the first time it renders, and React then writes that part after the rest, to be moved in
  // place by an inline script. Rendered again with its code loaded, it is written in place.
  let html = await renderComplete(page);
  for (let attempt = 1; OUT_OF_ORDER.test(html); attempt += 1) {
    if (attempt === 3) throw new Error('服务器渲染仍有未就绪的部分');
    cache.inserted = {};
    html = await renderComplete(page);
  }
  // Resource hints React found (pictures to preload) lead the markup: they belong to the head.
  const hints = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  html = html.slice(hints.length);
  const time = `<meta name="${FIRST_SCREEN.timeMeta}" content="${now}">`;
  return { html, head: time + hints + styleElements(cache.inserted, cache.key) };
}
