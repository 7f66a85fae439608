import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { DEMO_DOCTOR, DEMO_MEMBER, apiLogin, memberPage, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/journeys-shots';
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Post {
  contentId: string;
  title: string;
  likesNum: number;
  createBy: string;
  state: string;
  accessScope: string;
  forwardedFlag: string;
}

/** `#话题#` marks read as words, as the page head writes a title. */
const plainTitle = (title: string) => title.replace(/[#＃]([^#＃]+)[#＃]/g, '$1').trim();

async function detail(request: APIRequestContext, contentId: string): Promise<Post> {
  const res = await request.get(`/api/content/detail/${contentId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Envelope<Post>).data;
}

/** Every address the sitemap index's files list. */
async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(files.length).toBeGreaterThan(0);
  const out: string[] = [];
  for (const file of files) {
    const xml = await (await request.get(file)).text();
    out.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&')));
  }
  return out;
}

async function likeButton(page: Page) {
  const button = page.getByRole('toolbar', { name: '作品操作' }).getByRole('button', { name: /^点赞 \d+$/ });
  await expect(button).toBeVisible();
  return button;
}

for (const size of WIDTHS) {
  test.describe(`shareable addresses and true counters at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a post opened from /hot by its card shows to anyone its address is given to', async ({
      page,
      browser,
      request,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      await page.goto('/hot');
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('listitem').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/hot-${size.width}.png` });
      // The card is a real link: its address is the post's.
      const card = panel.getByRole('listitem').nth(1);
      const titleLink = card.getByRole('heading', { level: 3 }).getByRole('link');
      const href = await titleLink.getAttribute('href');
      expect(href).toMatch(/^\/hot\/detail\?contentId=[\w-]+$/);
      const author = card.locator('a[href^="/user/homepage?userId="]');
      await expect(author).toHaveCount(1);
      await card.locator('a[aria-hidden="true"]').click();
      await expect(page).toHaveURL(/\/hot\/detail\?contentId=[\w-]+$/);
      const heading = page.getByRole('article').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const title = (await heading.textContent()) ?? '';
      await page.screenshot({ path: `${SHOTS}/post-${size.width}.png` });
      const address = await page.evaluate(() => location.href);
      const contentId = new URL(address).searchParams.get('contentId') ?? '';
      expect(address).toContain(href ?? '');

      // A friend with no cookies of the site opens the copied address: the same post.
      const friend = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      try {
        expect(await friend.cookies()).toEqual([]);
        const other = await friend.newPage();
        await other.goto(address);
        await expect(other.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(other.getByText('作品不存在或已被删除')).toHaveCount(0);
      } finally {
        await friend.close();
      }

      // The server's HTML of that address names the post and shares its cover.
      const html = await (await request.get(address, { headers: { accept: 'text/html' } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<title>${plainTitle(title)} - 医影</title>`);
      expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
      expect(head).toContain(`<link rel="canonical" href="`);

      // Search engines find it.
      const listed = await sitemapAddresses(request);
      expect(listed.some((url) => url.endsWith(`/hot/detail?contentId=${contentId}`))).toBe(true);

      // The author's homepage, by the card's author link.
      const post = await detail(request, contentId);
      await page.goto(`/user/homepage?userId=${post.createBy}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/homepage-${size.width}.png` });
    });

    test('liking each of ten demo posts moves each count by exactly one', async ({ browser, request }) => {
      test.setTimeout(180_000);
      const mobile = size.width === 1280 ? DEMO_MEMBER : DEMO_DOCTOR;
      const me = await apiLogin(request, mobile);
      // The most liked first: the journeys before this one publish posts of their own, newest first, with no likes.
      const list = await request.get('/api/content/list?pageSize=60&sort=likes_num&order=desc');
      const posts = ((await list.json()) as Envelope<{ records: Post[] }>).data.records
        .filter((p) => p.createBy !== me.userId && p.likesNum > 0)
        .slice(0, 10);
      expect(posts).toHaveLength(10);
      const member = await memberPage(browser, mobile);
      try {
        await member.page.setViewportSize({ width: size.width, height: size.height });
        for (const post of posts) {
          const before = (await detail(request, post.contentId)).likesNum;
          await member.page.goto(`/hot/detail?contentId=${post.contentId}`);
          const button = await likeButton(member.page);
          await expect(button).toHaveAttribute('aria-label', `点赞 ${before}`);
          const liked = (await button.getAttribute('aria-pressed')) === 'true';
          const expected = liked ? before - 1 : before + 1;
          await button.click();
          await expect(button).toHaveAttribute('aria-label', `点赞 ${expected}`);
          await expect.poll(async () => (await detail(request, post.contentId)).likesNum).toBe(expected);
        }
      } finally {
        await member.close();
      }
    });
  });
}
