import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_DOCTOR, DEMO_MEMBER, apiLogin, loginByPassword, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * axe on every route of the spec's table (spec §2), as a visitor and as a member, at a desktop and a phone width:
 * no serious and no critical violation anywhere. A members-only route is checked where a visitor lands on it (the
 * login page); the pages that show one thing open on a real demo record, with its id in the query string as the
 * site's own links open them.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Demo records the pages that show one thing are opened on. */
interface DemoIds {
  member: string;
  doctor: string;
  contentId: string;
  activityId: string;
  exhibitId: string;
  topic: string;
  circleId: string;
}

/** One route of the spec's table and how the site opens it. */
interface RouteCase {
  name: string;
  path: (ids: DemoIds) => string;
  /** Members only: a visitor is sent to the login page. */
  membersOnly?: boolean;
}

/** The 29 routes of spec §2, in its order. */
const ROUTES: readonly RouteCase[] = [
  { name: 'Home', path: () => '/' },
  { name: 'Attention', path: () => '/attention' },
  { name: 'Hot', path: () => '/hot' },
  { name: 'HotList', path: (ids) => `/hot/list?talkTopic=${encodeURIComponent(ids.topic)}` },
  { name: 'Activity', path: () => '/activity' },
  { name: 'Circle', path: (ids) => (ids.circleId ? `/circle?circleId=${ids.circleId}` : '/circle') },
  { name: 'About', path: () => '/about' },
  { name: 'National', path: () => '/national' },
  { name: 'Exhibit', path: () => '/exhibit' },
  { name: 'My', path: () => '/my', membersOnly: true },
  { name: 'Pound', path: (ids) => `/home/pound?talkTopic=${encodeURIComponent(ids.topic)}` },
  { name: 'Search', path: () => `/home/search?search=${encodeURIComponent('医')}` },
  { name: 'Album', path: () => '/my/album', membersOnly: true },
  { name: 'Certificate', path: () => '/my/certificate', membersOnly: true },
  { name: 'Info', path: () => '/my/info', membersOnly: true },
  { name: 'Login', path: () => '/my/login' },
  { name: 'Messages', path: (ids) => `/my/messages?chatUserId=${ids.doctor}`, membersOnly: true },
  { name: 'Upload', path: () => '/my/upload', membersOnly: true },
  { name: 'IssueVideo', path: () => '/my/issueVideo', membersOnly: true },
  { name: 'IssueArticle', path: () => '/my/issueArticle', membersOnly: true },
  { name: 'Homepage', path: (ids) => `/user/homepage?userId=${ids.doctor}` },
  { name: 'HotDetail', path: (ids) => `/hot/detail?contentId=${ids.contentId}` },
  { name: 'ActivityDetail', path: (ids) => `/activity/detail?activityId=${ids.activityId}` },
  { name: 'ActivityEnroll', path: (ids) => `/activity/enroll?activityId=${ids.activityId}` },
  { name: 'ActivityPutin', path: (ids) => `/activity/putin?activityId=${ids.activityId}`, membersOnly: true },
  { name: 'ExhibitDetail', path: (ids) => `/exhibit/detail?activityId=${ids.exhibitId}` },
  { name: 'ExhibitEnroll', path: (ids) => `/exhibit/enroll?activityId=${ids.exhibitId}` },
  { name: 'ExhibitPutin', path: (ids) => `/exhibit/putin?activityId=${ids.exhibitId}`, membersOnly: true },
  { name: 'FourOhFour', path: () => '/no/such/page' },
];

/** The first record of a list answer. */
async function firstRecord<T>(request: APIRequestContext, path: string): Promise<T | undefined> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as Envelope<{ records: T[] }>).data.records[0];
}

/** Looks the demo records up through the public API, as the list pages that link to them do. */
async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const member = (await apiLogin(request, DEMO_MEMBER)).userId;
  const doctor = (await apiLogin(request, DEMO_DOCTOR)).userId;
  const content = await firstRecord<{ contentId: string }>(request, '/api/content/list?type=image');
  const activity = await firstRecord<{ activityId: string }>(request, '/api/activity/list?kind=activity');
  const exhibit = await firstRecord<{ activityId: string }>(request, '/api/activity/list?kind=exhibition');
  const topic = await firstRecord<{ title: string }>(request, '/api/topic/list');
  const circle = await firstRecord<{ circleId: string }>(request, '/api/circle/list');
  expect(
    [content, activity, exhibit, topic].every(Boolean),
    'the demo data has a post, an activity, an exhibition, a topic',
  ).toBe(true);
  return {
    member,
    doctor,
    contentId: content?.contentId ?? '',
    activityId: activity?.activityId ?? '',
    exhibitId: exhibit?.activityId ?? '',
    topic: topic?.title ?? '',
    circleId: circle?.circleId ?? '',
  };
}

/**
 * Waits until the page shows its content: the app has rendered the page's top heading, nothing says 加载中 or is
 * busy any more, and the fonts are in (text colours and sizes are what axe measures).
 */
async function contentLoaded(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '页面出错了' })).toHaveCount(0);
  await expect(page.getByText(/加载中/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

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

/** Checks every route in one browser context of the given width; answers one line per finding. */
async function checkRoutes(
  browser: Browser,
  width: (typeof WIDTHS)[number],
  ids: DemoIds,
  asMember: boolean,
): Promise<string[]> {
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
      const path = route.path(ids);
      await page.goto(path);
      if (route.membersOnly && !asMember) await expect(page).toHaveURL(/\/my\/login\?redirect=/);
      else await expect(page).not.toHaveURL(/\/my\/login\?redirect=/);
      await contentLoaded(page);
      for (const v of await seriousViolations(page)) {
        found.push(`${route.name} ${path} — ${v.rule} (${v.impact}): ${v.targets.join(' | ')} — ${v.summary}`);
      }
      for (const control of await bareControls(page)) found.push(`${route.name} ${path} — ${control}`);
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
async function checkAdminConsole(browser: Browser, width: (typeof WIDTHS)[number]): Promise<string[]> {
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
    for (const width of WIDTHS) {
      test(`no serious or critical axe violation and no bare browser control on any route, ${viewer}, ${width.width} px`, async ({
        browser,
      }) => {
        test.setTimeout(240_000);
        const found = await checkRoutes(browser, width, ids, viewer === 'member');
        expect(found, `serious or critical axe violations, controls outside the kit:\n${found.join('\n')}`).toEqual([]);
      });
    }
  }

  for (const width of WIDTHS) {
    test(`no bare browser control on the admin console's screens and forms, ${width.width} px`, async ({ browser }) => {
      test.setTimeout(180_000);
      const found = await checkAdminConsole(browser, width);
      expect(found, `controls outside the kit in the admin console:\n${found.join('\n')}`).toEqual([]);
    });
  }
});
