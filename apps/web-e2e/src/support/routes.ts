import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_DOCTOR, DEMO_MEMBER, apiLogin, type Envelope } from './demo';
import { expect } from './fixtures';

/**
 * The routes of the spec's table (spec §2) and how the site opens each, for the walks that visit every page (axe,
 * screenshot baselines): the pages that show one thing open on a real demo record, with its id in the query string as
 * the site's own links open them.
 */

/** The two widths every route is walked at: a desktop and a phone. */
export const ROUTE_WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type RouteWidth = (typeof ROUTE_WIDTHS)[number];

/** Demo records the pages that show one thing are opened on. */
export interface DemoIds {
  member: string;
  doctor: string;
  contentId: string;
  activityId: string;
  exhibitId: string;
  topic: string;
  circleId: string;
}

/** One route of the spec's table and how the site opens it. */
export interface RouteCase {
  name: string;
  path: (ids: DemoIds) => string;
  /** Members only: a visitor is sent to the login page. */
  membersOnly?: boolean;
}

/** The 29 routes of spec §2, in its order. */
export const ROUTES: readonly RouteCase[] = [
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
export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const member = (await apiLogin(request, DEMO_MEMBER)).userId;
  const doctor = (await apiLogin(request, DEMO_DOCTOR)).userId;
  // A photo post of its own (a forward would show its source as a small card, not the post page's viewer).
  const listed = await request.get('/api/content/list?type=image&pageSize=30');
  expect(listed.ok()).toBe(true);
  const content = (
    (await listed.json()) as Envelope<{ records: { contentId: string; parentId?: string | null }[] }>
  ).data.records.find((record) => !record.parentId);
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

/** Opens the route and checks where it lands: a members-only route sends a visitor to the login page. */
export async function openRoute(page: Page, route: RouteCase, ids: DemoIds, asMember: boolean): Promise<string> {
  const path = route.path(ids);
  await page.goto(path);
  if (route.membersOnly && !asMember) await expect(page).toHaveURL(/\/my\/login\?redirect=/);
  else await expect(page).not.toHaveURL(/\/my\/login\?redirect=/);
  return path;
}

/**
 * Waits until the page shows its content: the app has rendered the page's top heading, nothing says 加载中 or is
 * busy any more, and the fonts are in (text colours and sizes are what axe measures).
 */
export async function contentLoaded(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '页面出错了' })).toHaveCount(0);
  await expect(page.getByText(/加载中/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
