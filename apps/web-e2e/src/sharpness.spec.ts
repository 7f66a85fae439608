import type { APIRequestContext, Page } from '@playwright/test';
import { type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';
import { settle } from './support/journey';

/**
 * Sharp pictures: on the pages that show pictures, no picture is drawn from a rendition narrower than its displayed
 * width × the device pixel ratio while its `srcset` offers a wider one. Checked at 1280 px (DPR 1 and 2) and at 390 px
 * (DPR 3), after scrolling the whole page so lazy pictures load. The covers of activities, exhibitions and circles are
 * stored pictures with renditions too: on their lists and detail pages each one must be drawn from a `srcset`, not
 * from its one original file.
 */

const SCREENS = [
  { name: '1280 px, DPR 1', width: 1280, height: 900, dpr: 1 },
  { name: '1280 px, DPR 2', width: 1280, height: 900, dpr: 2 },
  { name: '390 px, DPR 3', width: 390, height: 844, dpr: 3 },
] as const;

async function firstId(request: APIRequestContext, path: string, key: string): Promise<string> {
  const answer = await request.get(path);
  const records = ((await answer.json()) as Envelope<{ records: Array<Record<string, string>> }>).data.records;
  return records[0]?.[key] ?? '';
}

interface CoverRecord {
  cover: string;
  coverImage?: { renditions: unknown[] } | null;
}

const COVER_LISTS = [
  '/api/activity/list?kind=activity&pageSize=50',
  '/api/activity/list?kind=exhibition&pageSize=50',
  '/api/circle/list?pageSize=50',
  '/api/roadshow/list?pageSize=50',
];

/**
 * The covers of activities, exhibitions, circles and road shows that are stored pictures with renditions, once the demo covers
 * went through the upload pipeline (the server does that in the background after its start).
 */
async function coversWithRenditions(request: APIRequestContext): Promise<string[]> {
  const read = async () => {
    const records: CoverRecord[] = [];
    for (const path of COVER_LISTS) {
      const answer = await request.get(path);
      records.push(...((await answer.json()) as Envelope<{ records: CoverRecord[] }>).data.records);
    }
    return records;
  };
  await expect
    .poll(async () => (await read()).filter((r) => r.cover.startsWith('/files/demo/')).length, {
      message: 'the demo covers go through the upload pipeline',
      timeout: 120_000,
      intervals: [500, 1_000, 2_000],
    })
    .toBe(0);
  return (await read()).filter((r) => (r.coverImage?.renditions.length ?? 0) > 0).map((r) => r.cover);
}

/** On a page that shows covers (one of `coverPages`), waits until its list or head has drawn the first of them. */
async function coversShown(page: Page, path: string, coverPages: Set<string>, covers: string[]): Promise<void> {
  if (!coverPages.has(path)) return;
  await page
    .waitForFunction(
      (known) =>
        [...document.images].some((img) =>
          known.includes(new URL(img.getAttribute('src') ?? '', location.href).pathname),
        ),
      covers,
      { timeout: 15_000 },
    )
    // None drawn: `plainCovers` says so.
    .catch(() => undefined);
}

/**
 * On a page that shows covers (one of `coverPages`): a line for each of `covers` it draws without a `srcset` to choose
 * a width from, or one line when it draws none of them.
 */
async function plainCovers(page: Page, path: string, coverPages: Set<string>, covers: string[]): Promise<string[]> {
  if (!coverPages.has(path)) return [];
  const { drawn, plain } = await page.evaluate((known) => {
    const wanted = new Set(known);
    const found = { drawn: 0, plain: [] as string[] };
    for (const img of document.querySelectorAll('img')) {
      const src = img.getAttribute('src');
      if (!src || !wanted.has(new URL(src, location.href).pathname)) continue;
      found.drawn += 1;
      if (!img.srcset || !img.sizes) found.plain.push(`${src} drawn without srcset/sizes`);
    }
    return found;
  }, covers);
  return drawn === 0 ? ['no activity, exhibition or circle cover drawn'] : plain;
}

/** Scrolls to the end and back a screen at a time, so every lazy picture is asked for. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    // Every picture on this screen has arrived (or failed) before the next screen; lazy ones below wait their turn.
    await page.waitForFunction(() =>
      [...document.images].every((img) => {
        const box = img.getBoundingClientRect();
        return img.complete || box.bottom < 0 || box.top > window.innerHeight || box.width === 0;
      }),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Pictures drawn from a narrower rendition than they need while a wider one exists. */
async function blurryPictures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const img of document.querySelectorAll('img')) {
      if (!img.complete || img.naturalWidth === 0 || !img.srcset || img.currentSrc.startsWith('data:')) continue;
      const shown = img.getBoundingClientRect().width;
      if (shown < 8) continue;
      const needed = Math.round(shown * window.devicePixelRatio);
      // With width descriptors the browser scales naturalWidth by the chosen density: read the chosen file's width
      // from its descriptor instead.
      const candidates = img.srcset
        .split(',')
        .map((candidate) => /^(\S+)\s+(\d+)w$/.exec(candidate.trim()))
        .filter((match): match is RegExpExecArray => match !== null)
        .map(([, url, w]) => ({ url: new URL(url ?? '', location.href).href, width: Number(w) }));
      const chosen = candidates.find((candidate) => candidate.url === img.currentSrc);
      if (!chosen) continue;
      const wider = candidates.filter((candidate) => candidate.width > chosen.width);
      // Drawn from fewer pixels than it needs (5 % slack for rounding), and a wider rendition was on offer.
      if (chosen.width < needed * 0.95 && wider.length > 0) {
        const widest = Math.max(...wider.map((candidate) => candidate.width));
        found.push(
          `${img.alt || img.currentSrc.slice(-40)}: ${chosen.width}w drawn at ${needed} px, ${widest}w offered`,
        );
      }
    }
    return found;
  });
}

for (const screen of SCREENS) {
  test.describe(`sharp pictures at ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.dpr });

    test('no picture is drawn from a narrower rendition than it needs', async ({ page, request }) => {
      test.setTimeout(180_000);
      const covers = await coversWithRenditions(request);
      expect(covers.length, 'activities, exhibitions and circles with stored covers').toBeGreaterThan(0);
      const contentId = await firstId(request, '/api/content/list?type=image', 'contentId');
      const activityId = await firstId(request, '/api/activity/list?kind=activity', 'activityId');
      const exhibitId = await firstId(request, '/api/activity/list?kind=exhibition', 'activityId');
      const circleId = await firstId(request, '/api/circle/list', 'circleId');
      // The pages whose covers are checked besides their sharpness: each draws at least one cover.
      const coverPaths = new Set([
        '/activity',
        `/activity/detail?activityId=${activityId}`,
        '/circle',
        `/circle?circleId=${circleId}`,
        '/exhibit',
        `/exhibit/detail?activityId=${exhibitId}`,
      ]);
      const paths = [
        '/',
        '/hot',
        `/hot/detail?contentId=${contentId}`,
        '/activity',
        `/activity/detail?activityId=${activityId}`,
        `/activity/enroll?activityId=${activityId}`,
        '/circle',
        `/circle?circleId=${circleId}`,
        '/exhibit',
        `/exhibit/detail?activityId=${exhibitId}`,
        '/national',
      ];
      const found: string[] = [];
      for (const path of paths) {
        // The last page's own loads end before the next page is opened (an aborted load fails a journey).
        await settle(page);
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await coversShown(page, path, coverPaths, covers);
        await scrollThrough(page);
        for (const line of await blurryPictures(page)) found.push(`${path} — ${line}`);
        for (const line of await plainCovers(page, path, coverPaths, covers)) found.push(`${path} — ${line}`);
      }
      expect(found, `blurry pictures:\n${found.join('\n')}`).toEqual([]);
    });
  });
}
