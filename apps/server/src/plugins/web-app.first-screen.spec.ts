import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN, type ContentRecord, type PagedList } from '@yiying/models';
import { authed, loginByCode, type TestSession } from '../testing/identity';
import { SQLITE_TARGET, useTestApp } from '../testing/test-app';
import { firstScreenScript, pageModulesScript } from './web-app';

const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_SCREEN.elementId}">(.*?)</script>`, 's');

/** The answers written into a page, by request path. */
function firstScreenOf(html: string): Record<string, unknown> {
  const match = BLOCK.exec(html);
  if (!match?.[1]) throw new Error('the page has no first-screen block');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('first screen written into the pages', () => {
  const t = useTestApp(SQLITE_TARGET, { withWebApp: true });
  let author: TestSession;

  beforeAll(async () => {
    author = await loginByCode(t.app);
    // What the web build writes: the manifest the home page's module list is read from.
    mkdirSync(path.join(t.webRoot, '.vite'), { recursive: true });
    writeFileSync(
      path.join(t.webRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-Ab12Cd34.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_react-1.js', '_styles-1.js'] },
        '_styles-1.js': { file: 'assets/styles-1.js' },
        'src/features/home/hero-carousel.ts': { file: 'assets/hero-carousel-1.js', imports: ['_styles-1.js'] },
        'src/app/route-pages.ts': { file: 'assets/route-pages-1.js', imports: ['index.html'] },
      }),
    );
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    return res.body;
  };
  const anonymous = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<unknown>();
  const publish = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/content/create',
      headers: authed(author),
      payload: { type: 'pound', title, content: '正文', state: 'publish', ...extra },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ContentRecord }>().data;
  };
  const homeContent = (html: string) =>
    (firstScreenOf(html)[FIRST_SCREEN.home[1]] as { data: PagedList<ContentRecord> }).data;

  it('writes the anonymous answers of the shell and of Home into /, exactly as a visitor gets them', async () => {
    const html = await page('/');
    const answers = firstScreenOf(html);
    expect(Object.keys(answers).sort()).toEqual([...FIRST_SCREEN.every, ...FIRST_SCREEN.home].sort());
    for (const url of [...FIRST_SCREEN.every, ...FIRST_SCREEN.home]) expect(answers[url]).toEqual(await anonymous(url));
    expect(homeContent(html).records.length).toBeGreaterThan(0);
    // Data, not a script: the pages' policy still allows no inline script.
    expect(html).toMatch(/<script type="application\/json" id="first-screen">.*<\/script><\/body>/s);
  });

  it('writes Hot’s and About’s banners into their pages and the post into its detail page, as a visitor gets them', async () => {
    const hot = firstScreenOf(await page('/hot'));
    expect(Object.keys(hot).sort()).toEqual([...FIRST_SCREEN.every, ...FIRST_SCREEN.hot].sort());
    expect(hot[FIRST_SCREEN.hot[0]]).toEqual(await anonymous(FIRST_SCREEN.hot[0]));
    const about = firstScreenOf(await page('/about'));
    expect(Object.keys(about).sort()).toEqual([...FIRST_SCREEN.every, ...FIRST_SCREEN.about].sort());
    expect(about[FIRST_SCREEN.about[0]]).toEqual(await anonymous(FIRST_SCREEN.about[0]));
    const post = await publish('详情页首屏');
    const detailPath = `${FIRST_SCREEN.detailPrefix}${post.contentId}`;
    const detail = firstScreenOf(await page(`/hot/detail?contentId=${post.contentId}`));
    expect(Object.keys(detail).sort()).toEqual([...FIRST_SCREEN.every, detailPath].sort());
    expect((detail[detailPath] as { data: ContentRecord }).data.title).toBe('详情页首屏');
    // A post the visitor may not see is left out (its answer is an error), and so is an id that is not one.
    const hidden = await publish('只给自己看的详情', { accessScope: 'private' });
    expect(Object.keys(firstScreenOf(await page(`/hot/detail?contentId=${hidden.contentId}`))).sort()).toEqual(
      [...FIRST_SCREEN.every].sort(),
    );
    expect(Object.keys(firstScreenOf(await page('/hot/detail?contentId=../user'))).sort()).toEqual(
      [...FIRST_SCREEN.every].sort(),
    );
  });

  it('writes only the shell’s answers into the other pages', async () => {
    const answers = firstScreenOf(await page('/hot/list'));
    expect(Object.keys(answers).sort()).toEqual([...FIRST_SCREEN.every].sort());
  });

  it('shows a new post in the very next page, and never a member’s view of the list', async () => {
    const before = homeContent(await page('/'));
    await publish('首页马上能看到的新作品');
    const hidden = await publish('只有自己看得到', { accessScope: 'private' });
    const asVisitor = homeContent(await page('/'));
    expect(asVisitor.total).toBe(before.total + 1);
    expect(asVisitor).toEqual(((await anonymous(FIRST_SCREEN.home[1])) as { data: unknown }).data);
    // The author's own page holds the anonymous answer too: their private post stays out of the HTML.
    const asAuthor = await page('/', authed(author));
    expect(asAuthor).not.toContain(hidden.contentId);
    expect(homeContent(asAuthor)).toEqual(asVisitor);
    expect(asAuthor).not.toContain(author.token);
  });

  it('escapes what could end the block or start markup, and the block still reads back the same', async () => {
    const title = '</script><script>alert(1)</script> & <!-- 注释';
    const post = await publish(`标题${title}`);
    const html = await page('/');
    const block = BLOCK.exec(html)?.[1] ?? '';
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    // The entry, the module list and the answers: the title added no element.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(homeContent(html).records.find((r) => r.contentId === post.contentId)?.title).toBe(`标题${title}`);
  });

  it('lists the home page’s own chunks beyond what index.html loads, as data for the entry', async () => {
    const html = await page('/');
    expect(html).toContain(
      `<script type="application/json" id="${FIRST_SCREEN.modulesElementId}">` +
        '["/assets/home-page-1.js","/assets/styles-1.js","/assets/hero-carousel-1.js"]</script></head>',
    );
    // Nothing is fetched before the entry asks for it.
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/react-1.js');
    expect(html).not.toContain('route-pages');
  });

  it('lists the route table’s page loaders for every other page, which finds its code through them', async () => {
    for (const url of ['/hot', '/hot/detail?contentId=x', '/my/login']) {
      const html = await page(url);
      expect(html).toContain(
        `<script type="application/json" id="${FIRST_SCREEN.modulesElementId}">["/assets/route-pages-1.js"]</script></head>`,
      );
      expect(html).not.toContain('home-page-1.js');
    }
  });
});

describe('firstScreenScript', () => {
  it('is empty without answers and escapes every answer for a script element', () => {
    expect(firstScreenScript(new Map())).toBe('');
    const html = firstScreenScript(new Map([['/api/x?a=1&b=2', '{"t":"</script>\u2028"}']]));
    expect(html).toBe(
      '<script type="application/json" id="first-screen">' +
        '{"/api/x?a=1\\u0026b=2":{"t":"\\u003c/script\\u003e\\u2028"}}</script>',
    );
    expect(JSON.parse(html.slice(html.indexOf('>') + 1, -'</script>'.length))).toEqual({
      '/api/x?a=1&b=2': { t: '</script>\u2028' },
    });
  });
});

describe('pageModulesScript', () => {
  it('is empty without a readable manifest', () => {
    expect(pageModulesScript(undefined, ['src/a.ts'])).toBe('');
    expect(pageModulesScript('not json', ['src/a.ts'])).toBe('');
  });

  it('is empty when the modules are not in the manifest, and escapes the file names for a script element', () => {
    const manifest = JSON.stringify({ 'src/a.ts': { file: 'assets/a</script>.js' } });
    expect(pageModulesScript(manifest, ['src/b.ts'])).toBe('');
    const html = pageModulesScript(manifest, ['src/a.ts']);
    expect(html).toBe(
      `<script type="application/json" id="${FIRST_SCREEN.modulesElementId}">["/assets/a\\u003c/script\\u003e.js"]</script>`,
    );
  });
});
