import { expect, test } from './support/fixtures';
import { settle } from './support/journey';

test.describe('phone layout (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom tab bar leads to 首页 / 热门 / 发布 / 消息 / 我的 and marks where the reader is', async ({
    page,
  }) => {
    await page.goto('/hot');
    const tabs = page.getByRole('navigation', { name: '底部导航' });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('link')).toHaveText(['首页', '热门', '发布', '消息', '我的']);
    await expect(tabs.getByRole('link', { name: '热门' })).toHaveAttribute('aria-current', 'page');
    // Fixed at the bottom edge, every target at least 44 px high.
    const box = await tabs.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    for (const link of await tabs.getByRole('link').all()) {
      expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await settle(page);
    await tabs.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/$/);
    // A visitor who taps 发布 is asked to log in first.
    await settle(page);
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '发布' }).click();
    await expect(page).toHaveURL(/\/my\/login/);
    await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);
  });

  test('the menu opens over a dimmed page, keeps the focus inside, and closes on a tap outside', async ({ page }) => {
    await page.goto('/hot');
    const button = page.getByRole('button', { name: '打开菜单' });
    await button.click();
    await expect(page.getByTestId('menu-backdrop')).toBeVisible();
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '活动' })).toBeVisible();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const at = document.activeElement;
        return Boolean(
          at && (document.getElementById('site-nav')?.contains(at) || at.getAttribute('aria-controls') === 'site-nav'),
        );
      });
      expect(inside).toBe(true);
    }
    await page.mouse.click(200, 700);
    await expect(page.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('menu-backdrop')).toHaveCount(0);
  });
});

test.describe('desktop layout (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('has no bottom tab bar, and does not load its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/hot');
    await expect(page.getByRole('heading', { level: 1, name: '热门' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeHidden();
    await settle(page);
    expect(scripts.filter((path) => path.includes('/bottom-tabs-bar-'))).toEqual([]);
    // The page's own scripts did load (the list above is not empty for want of listening).
    expect(scripts.some((path) => path.includes('/start-'))).toBe(true);
  });
});
