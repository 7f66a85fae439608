import type { APIRequestContext } from '@playwright/test';
import { appTookOver } from './support/demo';
import { expect, test } from './support/fixtures';

interface ListAnswer<T> {
  code: number | string;
  data: { records: T[]; total: number };
}

async function apiList<T>(request: APIRequestContext, url: string): Promise<T[]> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as ListAnswer<T>;
  return body.data.records;
}

test.describe('home', () => {
  test('shows the home-major banners and the latest posts from the server', async ({ page, request }) => {
    const banners = await apiList<{ title: string }>(request, '/api/banner/list?type=home-major');
    const posts = await apiList<{ title: string; creator?: { username: string } }>(
      request,
      '/api/content/list?pageNum=1&pageSize=9',
    );
    expect(banners.length).toBeGreaterThan(0);
    expect(posts).toHaveLength(9);

    await page.goto('/');
    await expect(page).toHaveTitle('首页 - 医影');

    const carousel = page.getByRole('region', { name: '轮播图' });
    await expect(carousel).toBeVisible();
    // Every banner of the API is a slide; the first one is showing.
    for (const banner of banners) {
      await expect(carousel.getByRole('heading', { name: banner.title, includeHidden: true })).toHaveCount(1);
    }
    await expect(carousel.getByRole('heading', { name: banners[0]?.title })).toBeVisible();

    const latest = page.getByRole('region', { name: '最新作品' });
    const tiles = latest.getByRole('listitem');
    await expect(tiles).toHaveCount(9);
    const titles = await latest.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual(posts.map((p) => p.title.replace(/＃/g, '#')));
    // Each tile shows its author and like / forward counts.
    await expect(tiles.first()).toContainText(posts[0]?.creator?.username ?? '');
    await expect(tiles.first().getByRole('button', { name: '点赞' })).toBeVisible();
    await expect(tiles.first().getByRole('button', { name: '转发' })).toBeVisible();
  });

  test('the carousel next button works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: '轮播图' });
    const next = carousel.getByRole('button', { name: '下一张' });
    await expect(next).toBeVisible();

    // Reach the button with Tab like a keyboard user.
    const reached = await (async () => {
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        if (await next.evaluate((el) => el === document.activeElement)) return true;
      }
      return false;
    })();
    expect(reached).toBe(true);
    await expect(carousel.getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
  });

  test('clicking a post opens its detail page', async ({ page }) => {
    await page.goto('/');
    // The cards are links: clicked before the app takes the page over, the browser itself would follow them and
    // abort the app's code still loading.
    await appTookOver(page);
    const latest = page.getByRole('region', { name: '最新作品' });
    const first = latest.getByRole('heading', { level: 3 }).first();
    const title = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/hot\/detail\?contentId=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The tab is named after the post, as the server's page head names it.
    await expect(page).toHaveTitle(`${title.replace(/[#＃]([^#＃]+)[#＃]/g, '$1').trim()} - 医影`);
  });
});

test.describe('not found', () => {
  test('a wrong path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - 医影');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: '最新作品' })).toBeVisible();
  });
});

test.describe('themes', () => {
  test('About uses the dark theme and Hot the light one', async ({ page }) => {
    await page.goto('/about');
    await appTookOver(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '关于医影' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(5, 11, 31)');

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '热门' }).click();
    await expect(main.getByRole('heading', { level: 1, name: '热门' })).toBeVisible();
    await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(5, 11, 31)');
  });
});

test.describe('first screen from the server', () => {
  test('the page arrives with the home screen in it, and the browser takes it over', async ({ page, request }) => {
    const [banner] = await apiList<{ title: string }>(request, '/api/banner/list?type=home-major');
    const [post] = await apiList<{ title: string }>(request, '/api/content/list?pageNum=1&pageSize=9');
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const root = /<div id="root">(.*)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '';
    expect(root).toContain('轮播图');
    expect(root).toContain(banner?.title.replace(/"/g, '&quot;'));
    expect(root).toContain(post?.title.replace(/"/g, '&quot;'));
    // Styles come with the markup; the page runs no inline script.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html).not.toMatch(/<script(?![^>]*(type="module"|type="application\/json"))/);

    // Taken over without a mismatch (the fixture fails the test on any console error) and working.
    await page.goto('/');
    const carousel = page.getByRole('region', { name: '轮播图' });
    await carousel.getByRole('button', { name: '下一张' }).click();
    await expect(carousel.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
  });

  test('a page about to change theme keeps its styles right after moving on', async ({ page }) => {
    await page.goto('/about');
    await appTookOver(page);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(5, 11, 31)');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await expect(page.getByRole('region', { name: '最新作品' })).toBeVisible();
    await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(5, 11, 31)');
  });
});
