import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_SCREEN, type ContentRecord, type PagedList } from '@yiying/models';
import { authed, loginByCode } from '../testing/identity';
import { SQLITE_TARGET, useTestApp } from '../testing/test-app';
import { cachedRenderer, serverRenderer, withRenderedPage, type PageRenderer, type RenderedPage } from './web-app';

const HOME_LIST = FIRST_SCREEN.home[1];

/**
 * A renderer with the web build's contract (`renderPage(url, answers)`): it lists the titles of Home's first page of
 * works from the answers it is given, shows the cookies it was given on /cookies, fails on /broken and renders
 * nothing on /members.
 */
const renderPage: PageRenderer = async (url, answers, cookies) => {
  if (url.startsWith('/broken')) throw new Error('渲染出错');
  if (url.startsWith('/cookies')) return { html: `<p>${cookies ?? ''}</p>`, head: '' };
  if (url.startsWith('/members')) return null;
  const list = answers[HOME_LIST] as { data: PagedList<ContentRecord> } | undefined;
  const titles = (list?.data.records ?? []).map((r) => `<li>${r.title}</li>`).join('');
  return {
    html: `<main><h1>${url}</h1><ul>${titles}</ul></main>`,
    head: '<style data-emotion="css a1">.a1{color:red}</style>',
  };
};

describe('first screens rendered on the server', () => {
  const t = useTestApp(SQLITE_TARGET, { withWebApp: true, overrides: () => ({ render: renderPage }) });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

  it('writes the rendered markup into #root and its styles into the head, with the first-screen answers', async () => {
    const html = (await page('/')).body;
    expect(root(html)).toMatch(/^<main><h1>\/<\/h1><ul>(<li>[^<]+<\/li>)+<\/ul><\/main>$/);
    expect(html).toMatch(/<style data-emotion="css a1">\.a1\{color:red\}<\/style>.*<\/head>/s);
    expect(html).toContain(`id="${FIRST_SCREEN.elementId}"`);
    // Other public pages are rendered from the shell's answers, with their query.
    expect(root((await page('/hot/list?x=1')).body)).toBe('<main><h1>/hot/list?x=1</h1><ul></ul></main>');
  });

  it('shows a new post on the very next page, though rendered pages are reused', async () => {
    const author = await loginByCode(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/content/create',
      headers: authed(author),
      payload: { type: 'pound', title: '服务器渲染马上可见', content: '正文', state: 'publish' },
    });
    expect(res.statusCode).toBe(200);
    expect(root((await page('/')).body)).toContain('<li>服务器渲染马上可见</li>');
  });

  it('renders with the site’s own cookies only, and keeps pages apart by them', async () => {
    const route = 'yiying-route-HotDetail=%7B%22contentId%22%3A%221%22%7D';
    const other = 'yiying-siteParams=%7B%7D';
    expect(root((await page('/cookies', { cookie: `_ga=GA1.2; ${route}; sid=secret` })).body)).toBe(`<p>${route}</p>`);
    expect(root((await page('/cookies', { cookie: `${route};${other}` })).body)).toBe(`<p>${route}; ${other}</p>`);
    expect(root((await page('/cookies')).body)).toBe('<p></p>');
  });

  it('sends the page without markup when rendering fails or renders nothing', async () => {
    for (const url of ['/broken', '/members/only']) {
      const html = (await page(url)).body;
      expect(root(html)).toBe('');
      expect(html).toContain(`id="${FIRST_SCREEN.elementId}"`);
    }
  });

  it('compresses pages as the browser allows, varying by Accept-Encoding', async () => {
    const plain = await page('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await page('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });
});

describe('serverRenderer', () => {
  it('renders nothing while the web build has no server module', async () => {
    const webRoot = path.join(mkdtempSync(path.join(tmpdir(), 'yiying-web-')), 'dist');
    await expect(serverRenderer(webRoot)('/', {})).resolves.toBeNull();
  });
});

describe('cachedRenderer', () => {
  const page = (html: string): RenderedPage => ({ html, head: '' });

  it('reuses a page for the same url and answers until it expires, and renders anew when an answer changes', async () => {
    let clock = 0;
    const calls: string[] = [];
    const render = cachedRenderer(
      async (url, answers) => {
        calls.push(url);
        return page(`${url} ${JSON.stringify(answers)}`);
      },
      { ttlMs: 1000, now: () => clock },
    );
    const answers = new Map([['/api/a', '{"n":1}']]);
    expect(await render('/', answers)).toEqual(page('/ {"/api/a":{"n":1}}'));
    await render('/', new Map(answers));
    expect(calls).toEqual(['/']);
    expect(await render('/', new Map([['/api/a', '{"n":2}']]))).toEqual(page('/ {"/api/a":{"n":2}}'));
    await render('/hot', answers);
    expect(calls).toEqual(['/', '/', '/hot']);
    clock = 1001;
    await render('/', answers);
    expect(calls).toEqual(['/', '/', '/hot', '/']);
  });

  it('shares one render between requests that come at once, and does not keep a failure', async () => {
    let calls = 0;
    let fail = true;
    const render = cachedRenderer(async (url) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('渲染出错');
      return page(url);
    });
    const answers = new Map<string, string>();
    const both = await Promise.allSettled([render('/', answers), render('/', answers)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    fail = false;
    expect(await render('/', answers)).toEqual(page('/'));
    expect(calls).toBe(2);
  });

  it('sends pages without markup past its renders under way, and renders again once one ends', async () => {
    const waiting: Array<() => void> = [];
    const render = cachedRenderer(
      (url) =>
        new Promise<RenderedPage>((resolve) => {
          waiting.push(() => resolve(page(url)));
        }),
      { concurrency: 2 },
    );
    const none = new Map<string, string>();
    const first = render('/a', none);
    const second = render('/b', none);
    await expect(render('/c', none)).resolves.toBeNull();
    // A page already on its way is still shared.
    const firstAgain = render('/a', none);
    for (const done of waiting.splice(0)) done();
    expect(await Promise.all([first, second, firstAgain])).toEqual([page('/a'), page('/b'), page('/a')]);
    const third = render('/c', none);
    for (const done of waiting.splice(0)) done();
    expect(await third).toEqual(page('/c'));
  });

  it('gives up on a render that takes longer than its time limit', async () => {
    const render = cachedRenderer(() => new Promise(() => undefined), { timeoutMs: 20 });
    await expect(render('/', new Map())).rejects.toThrow('渲染超过 20 ms');
  });
});

describe('withRenderedPage', () => {
  it('puts the markup into #root and the head markup before </head>, and leaves the page alone without one', () => {
    const index = '<html><head><title>医影</title></head><body><div id="root"></div></body></html>';
    expect(withRenderedPage(index, { html: '<p>$& $1</p>', head: '<style>a{content:"$&"}</style>' })).toBe(
      '<html><head><title>医影</title><style>a{content:"$&"}</style></head><body><div id="root"><p>$& $1</p></div></body></html>',
    );
    expect(withRenderedPage(index, null)).toBe(index);
  });
});
