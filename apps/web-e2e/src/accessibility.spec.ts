import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, loginByPassword } from './support/demo';
import { expect, test } from './support/fixtures';
import {
  ROUTES,
  ROUTE_WIDTHS,
  contentLoaded,
  demoIds,
  openRoute,
  type DemoIds,
  type RouteWidth,
} from './support/routes';

/**
 * axe on every route of the spec's table (spec §2), as a visitor and as a member, at a desktop and a phone width:
 * no serious and no critical violation anywhere. The same walk finds native controls in the browser's default look and
 * dates a line break splits. A members-only route is checked where a visitor lands on it (the login page); the route
 * list and how each opens are in support/routes.ts.
 */

/** One serious or critical violation: the rule, its impact and the nodes it was found on. */
interface Violation {
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** Runs axe (with its experimental label-content-name-mismatch rule) on the page: the serious and critical findings. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    interface AxeResults {
      violations: Array<{
        id: string;
        impact: string | null;
        nodes: Array<{ target: string[]; failureSummary?: string }>;
      }>;
    }
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        targets: v.nodes.map((n) => n.target.join(' ')),
        summary: (v.nodes[0]?.failureSummary ?? '').split('\n').slice(0, 3).join(' '),
      }));
  });
}

/**
 * Controls drawn with the browser's own look, visible on the page: a native select, radio, checkbox or file input, a
 * button in the default grey face, a text box with the default sunken border. The kit's controls hide or restyle
 * theirs, so every finding is a control that skipped the kit.
 */
async function bareControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width > 2 &&
        box.height > 2 &&
        style.clipPath === 'none' &&
        style.clip === 'auto'
      );
    };
    const labelOf = (el: Element) => {
      const input = el as HTMLInputElement;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? input.name ?? '').trim().slice(0, 20);
      return `<${el.tagName.toLowerCase()}${input.type ? ` type=${input.type}` : ''}> "${name}"`;
    };
    for (const el of document.querySelectorAll('select')) if (visible(el)) found.push(`native select ${labelOf(el)}`);
    for (const el of document.querySelectorAll('input[type=radio], input[type=checkbox], input[type=file]')) {
      if (visible(el) && getComputedStyle(el).appearance !== 'none') found.push(`native input ${labelOf(el)}`);
    }
    for (const el of document.querySelectorAll('button, input[type=button], input[type=submit], input[type=reset]')) {
      const style = getComputedStyle(el);
      if (visible(el) && style.borderTopStyle === 'outset' && style.backgroundColor === 'rgb(239, 239, 239)') {
        found.push(`default button ${labelOf(el)}`);
      }
    }
    const boxes =
      'input:not([type]), input[type=text], input[type=search], input[type=password], input[type=tel], textarea';
    for (const el of document.querySelectorAll(boxes)) {
      if (visible(el) && getComputedStyle(el).borderTopStyle === 'inset') found.push(`default text box ${labelOf(el)}`);
    }
    return found;
  });
}

/** Dates (`2026-12-28`) that a line break splits, as `"2026-12-28" in "…the text around it…"`. */
async function splitDates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\d{4}-\d{2}-\d{2}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) found.push(`date split across lines: "${match[0]}" in "${text.trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
}

/**
 * Names and headings squeezed by a narrow column: a link, button or heading of up to 40 characters with a visible
 * line of one or two characters (护士站的 / 灯, …发 / 布文章), as `"text"`. The last line of a text whose other lines
 * hold six characters or more is a title's natural end (图书馆的最后一 / 盏灯), not a squeeze.
 */
async function squeezedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('a, button, h1, h2, h3, h4')) {
      if (el.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const box = node.parentElement?.getBoundingClientRect();
        if (!box || text.trim().length < 3 || text.length > 40) continue;
        // Visible characters by the line they are drawn on (spaces left out, and lines a clamp hides).
        const lines = new Map<number, number>();
        const range = document.createRange();
        for (let i = 0; i < text.length; i++) {
          if (/\s/.test(text[i] ?? '')) continue;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0 || rect.bottom > box.bottom + 1) continue;
          const top = Math.round(rect.top / 4);
          lines.set(top, (lines.get(top) ?? 0) + 1);
        }
        const counts = [...lines.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
        const last = counts.length - 1;
        const squeezed = counts.some(
          (count, i) => count <= 2 && !(i === last && counts.slice(0, last).every((other) => other >= 6)),
        );
        if (counts.length > 1 && squeezed) {
          found.push(`text squeezed into a line of one or two characters: "${text.trim()}"`);
          break;
        }
      }
    }
    return found;
  });
}

/** Checks every route in one browser context of the given width; answers one line per finding. */
async function checkRoutes(browser: Browser, width: RouteWidth, ids: DemoIds, asMember: boolean): Promise<string[]> {
  // axe is injected as a script, which the site's Content-Security-Policy rightly refuses.
  const context = await browser.newContext({
    viewport: { width: width.width, height: width.height },
    bypassCSP: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const found: string[] = [];
  try {
    const page = await context.newPage();
    if (asMember) {
      await page.goto('/my/login');
      await loginByPassword(page, DEMO_MEMBER, 'Yiying@2026');
      await expect(page).toHaveURL(/\/my$/);
    }
    for (const route of ROUTES) {
      const path = await openRoute(page, route, ids, asMember);
      await contentLoaded(page);
      for (const v of await seriousViolations(page)) {
        found.push(`${route.name} ${path} — ${v.rule} (${v.impact}): ${v.targets.join(' | ')} — ${v.summary}`);
      }
      for (const control of await bareControls(page)) found.push(`${route.name} ${path} — ${control}`);
      for (const date of await splitDates(page)) found.push(`${route.name} ${path} — ${date}`);
      for (const name of await squeezedNames(page)) found.push(`${route.name} ${path} — ${name}`);
    }
  } finally {
    await context.close();
  }
  return found;
}

/** The admin console's screens (its side menu), each scanned with its 新建 form open where it has one. */
const ADMIN_SCREENS = [
  'moderation',
  'reports',
  'watchwords',
  'certificates',
  'entries',
  'contents',
  'comments',
  'activities',
  'exhibitions',
  'roadshows',
  'banners',
  'notices',
  'circles',
  'categories',
  'dict',
  'params',
  'config',
  'jobs',
  'guestbook',
  'members',
  'audit',
] as const;

/** Scans every screen of the admin console as the demo admin, and each 新建 form; one line per finding. */
async function checkAdminConsole(browser: Browser, width: RouteWidth): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: width.width, height: width.height },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const found: string[] = [];
  try {
    const page = await context.newPage();
    await page.goto('/my/login');
    await loginByPassword(page, DEMO_ADMIN, 'Yiying@2026');
    await expect(page).toHaveURL(/\/my$/);
    for (const screen of ADMIN_SCREENS) {
      await page.goto(`/admin/${screen}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const control of await bareControls(page)) found.push(`/admin/${screen} — ${control}`);
      const create = page.getByRole('button', { name: '新建', exact: true });
      if ((await create.count()) === 0) continue;
      await create.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      for (const control of await bareControls(page)) found.push(`/admin/${screen} 新建 — ${control}`);
      await dialog.getByRole('button', { name: '取消' }).click();
      await expect(dialog).toHaveCount(0);
    }
  } finally {
    await context.close();
  }
  return found;
}

test.describe('accessibility of every route', () => {
  let ids: DemoIds;
  test.beforeAll(async ({ request }) => {
    ids = await demoIds(request);
  });

  for (const viewer of ['visitor', 'member'] as const) {
    for (const width of ROUTE_WIDTHS) {
      test(`no serious or critical axe violation and no bare browser control on any route, ${viewer}, ${width.width} px`, async ({
        browser,
      }) => {
        test.setTimeout(240_000);
        const found = await checkRoutes(browser, width, ids, viewer === 'member');
        expect(found, `serious or critical axe violations, controls outside the kit:\n${found.join('\n')}`).toEqual([]);
      });
    }
  }

  for (const width of ROUTE_WIDTHS) {
    test(`no bare browser control on the admin console's screens and forms, ${width.width} px`, async ({ browser }) => {
      test.setTimeout(180_000);
      const found = await checkAdminConsole(browser, width);
      expect(found, `controls outside the kit in the admin console:\n${found.join('\n')}`).toEqual([]);
    });
  }
});
