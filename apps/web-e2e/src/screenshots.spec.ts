import type { Page } from '@playwright/test';
import * as path from 'node:path';
import { DEMO_MEMBER, loginByPassword } from './support/demo';
import { expect, test as base } from './support/fixtures';
import { track } from './support/journey';
import { ROUTES, ROUTE_WIDTHS, contentLoaded, demoIds, openRoute, type DemoIds } from './support/routes';
import { SCREENSHOT_PORT, startServer } from './support/server';

/**
 * Screenshot baselines: every route of the spec's table (support/routes.ts) as a visitor and as a member, at 1280 and
 * 390 px, compared with the PNGs in apps/web-e2e/screenshots (tolerance in playwright.config.mts). `npm run
 * screenshots:update` rewrites them on purpose.
 *
 * Each test gets a server of its own on a fresh data folder, started here rather than shared: the other journeys like,
 * comment and post on the shared server, and a walk reads messages (the unread badges go), so a shared server would
 * make each picture depend on what ran before it, and a retry differ from the first try. A fresh start costs a few
 * seconds and leaves every picture depending on the demo data and the walk's own earlier steps only.
 *
 * What differs from one run to the next is masked or held still:
 * - the demo data's times are relative to its loading (and the clock moves on): every date, time of day, relative
 *   time and countdown on the page is masked, found by its text, as are `<time>` elements;
 * - the carousels and the activity timeline move on every few seconds; they stop while the tab is hidden, so the
 *   pages are told that the tab is hidden (nothing else on the site reads `document.hidden`) and show the first slide;
 * - CSS animations and the text caret are stopped by the comparison itself (`animations`, `caret` in the config);
 * - the unread counts, which the socket updates, are masked.
 * A visitor sent from a members-only route to the login page is checked to land there, without a picture of its own:
 * the login page has one.
 */

/** Texts that tell the time: they depend on when the demo data was loaded and on today's date. */
const CLOCK_TEXT: readonly RegExp[] = [
  /\d{4}-\d{1,2}-\d{1,2}/, // a date, or a date and time
  /(?:^|\D)\d{1,2}:\d{2}(?:\D|$)/, // a time of day (the chat's hints)
  /\d{1,2}月\d{1,2}日/,
  /\d+\s*(?:秒|分钟|小时|天|个月|年)前/, // relative times
  /刚刚|昨天|前天/,
  /还有\s*\d+\s*天/, // countdowns to an activity's start or deadline
];

/** Parts that change by themselves while a member looks: the unread counts of the bell, the chats and the tabs. */
const LIVE_PARTS = ['time', '[data-testid="bell-count"]', '[data-testid^="badge-"]', '[aria-label$="条未读"]'];

/**
 * Left out of the member's shots of the pages a visitor sees too (the visitor's shots have them): the pictures in the
 * page, whose captions and frames stay. A photo costs a PNG ten times the bytes of the page around it.
 */
const NO_PICTURES = path.join(__dirname, 'support/screenshot-no-pictures.css');

/** Marks every visible element whose own text (or input value) tells the time, for the mask. */
async function markClockText(page: Page): Promise<void> {
  await page.evaluate(
    (sources) => {
      const patterns = sources.map((source) => new RegExp(source));
      const tells = (text: string | null) => !!text && patterns.some((p) => p.test(text));
      const mark = (el: Element | null) => {
        if (el?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
          el.setAttribute('data-e2e-clock', '');
        }
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (tells(node.nodeValue)) mark(node.parentElement);
      }
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
        if (tells(field.value)) mark(field);
      }
    },
    CLOCK_TEXT.map((p) => p.source),
  );
}

/**
 * Waits until the page is still: its content is in (support/routes.ts), the chat is connected, no request is under
 * way, and the pictures on screen are loaded and decoded.
 */
async function steady(page: Page): Promise<void> {
  await contentLoaded(page);
  await expect(page.getByText(/正在连接/)).toHaveCount(0);
  const open = track(page);
  // Some parts (the header bell, the chat) load after the first quiet moment: wait for a second one.
  for (let round = 0; round < 2; round++) {
    await expect.poll(() => open.size, { intervals: [100, 100, 250, 250, 500] }).toBe(0);
    if (round === 0) await page.waitForTimeout(300);
  }
  await page.evaluate(async () => {
    // A strip that scrolls sideways starts at its first item: which item a snapping strip rests on depends on which of
    // its lists arrived first (Home's activity strip on a phone).
    for (const el of document.querySelectorAll('main *')) if (el.scrollLeft > 0) el.scrollLeft = 0;
    const onScreen = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
  });
}

/** `HotDetail` → `hot-detail`. */
const fileName = (route: string) => route.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

const test = base.extend<{ shot: { url: string; ids: DemoIds } }>({
  shot: [
    async ({ playwright }, use) => {
      // The demo as it is at its start, held still: no clips made and transcoded, no photographs, covers and banners
      // sent through the upload pipeline in the background (NODE_ENV=test skips that work), which would change a page
      // under the walk depending on how far it got (a post's camera panel appears when its photographs are in).
      const server = await startServer(SCREENSHOT_PORT, { FFMPEG_PATH: 'none', NODE_ENV: 'test', LOG_LEVEL: 'info' });
      try {
        const request = await playwright.request.newContext({ baseURL: server.url });
        const ids = await demoIds(request);
        await request.dispose();
        await use({ url: server.url, ids });
      } finally {
        await server.stop();
      }
    },
    // The start (demo data on a fresh folder) has its own time, apart from the walk's.
    { timeout: 150_000 },
  ],
});

for (const viewer of ['visitor', 'member'] as const) {
  for (const width of ROUTE_WIDTHS) {
    test(`every route looks as its baseline, ${viewer}, ${width.width} px`, async ({ browser, shot }) => {
      test.setTimeout(480_000);
      const asMember = viewer === 'member';
      const context = await browser.newContext({
        baseURL: shot.url,
        viewport: { width: width.width, height: width.height },
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      try {
        await context.addInitScript(() => {
          Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => true });
        });
        const page = await context.newPage();
        track(page);
        // A part whose request failed is missing from the picture: the run says which, to read beside a difference.
        const failed: string[] = [];
        page.on('response', (response) => {
          if (response.status() >= 400 && response.request().resourceType() !== 'document') {
            failed.push(`http ${response.status()}: ${response.url()}`);
          }
        });
        page.on('requestfailed', (request) => {
          const error = request.failure()?.errorText ?? '';
          if (!error.includes('ERR_ABORTED')) failed.push(`failed: ${request.url()} ${error}`);
        });
        if (asMember) {
          await page.goto('/my/login');
          await loginByPassword(page, DEMO_MEMBER, 'Yiying@2026');
          await expect(page).toHaveURL(/\/my$/);
          // Off the login button, so no page below shows a hover where the pointer was left.
          await page.mouse.move(0, 0);
        }
        for (const route of ROUTES) {
          await openRoute(page, route, shot.ids, asMember);
          if (route.membersOnly && !asMember) continue;
          await steady(page);
          for (const line of failed.splice(0)) {
            test.info().annotations.push({ type: 'failed request', description: `${route.name}: ${line}` });
            console.log(`screenshots: ${route.name} as a ${viewer} at ${width.width} px — ${line}`);
          }
          await markClockText(page);
          await expect
            .soft(page, `${route.name} as a ${viewer} at ${width.width} px`)
            .toHaveScreenshot(`${fileName(route.name)}-${viewer}-${width.width}.png`, {
              mask: [page.locator(['[data-e2e-clock]', ...LIVE_PARTS].join(', '))],
              ...(asMember && !route.membersOnly ? { stylePath: NO_PICTURES } : {}),
              timeout: 30_000,
            });
        }
      } finally {
        await context.close();
      }
    });
  }
}
