import type { APIRequestContext, Page } from '@playwright/test';
import { type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';
import { settle } from './support/journey';

/**
 * Sharp pictures: on the pages that show pictures, no picture is drawn from a rendition narrower than its displayed
 * width × the device pixel ratio while its `srcset` offers a wider one. Checked at 1280 px (DPR 1 and 2) and at 390 px
 * (DPR 3), after scrolling the whole page so lazy pictures load.
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
      const contentId = await firstId(request, '/api/content/list?type=image', 'contentId');
      const activityId = await firstId(request, '/api/activity/list?kind=activity', 'activityId');
      const paths = [
        '/',
        '/hot',
        `/hot/detail?contentId=${contentId}`,
        '/activity',
        `/activity/detail?activityId=${activityId}`,
        `/activity/enroll?activityId=${activityId}`,
        '/circle',
        '/exhibit',
      ];
      const found: string[] = [];
      for (const path of paths) {
        // The last page's own loads end before the next page is opened (an aborted load fails a journey).
        await settle(page);
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await scrollThrough(page);
        for (const line of await blurryPictures(page)) found.push(`${path} — ${line}`);
      }
      expect(found, `blurry pictures:\n${found.join('\n')}`).toEqual([]);
    });
  });
}
