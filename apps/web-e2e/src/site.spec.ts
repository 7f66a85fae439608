import type { Page } from '@playwright/test';
import { apiLogin, DEMO_MEMBER, DEMO_PASSWORD, loginByPassword } from './support/demo';
import { expect, test } from './support/fixtures';

/** Background of the dark theme (`darkTheme.colors.background`, #050B1F). */
const DARK_BACKGROUND = 'rgb(5, 11, 31)';

async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test.describe('site pages', () => {
  test('a member joins a circle and posts into it; the post shows in the circle', async ({ page, request }) => {
    // The demo member may already be in the circle: leave it first, through the API.
    const session = await apiLogin(request, DEMO_MEMBER);
    await request.post('/web/user/behaviour/cancel/circleSubscribe/circle-street', {
      headers: { authorization: session.token, uuid: session.userId },
    });

    await page.goto('/my/login?redirect=%2Fcircle');
    await loginByPassword(page, DEMO_MEMBER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/circle$/);
    await expect(page.getByRole('heading', { level: 1, name: '圈子' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '我加入的圈子' })).toBeVisible();

    const card = page.getByRole('list', { name: '圈子列表' }).getByRole('listitem', { name: '城市光影' });
    await card.getByRole('button', { name: '加入 城市光影' }).click();
    await expect(card.getByRole('button', { name: '已加入 城市光影，点击退出' })).toBeVisible();

    await card.getByRole('link', { name: '城市光影' }).click();
    await expect(page).toHaveURL(/\/circle\?circleId=circle-street$/);
    await expect(page.getByRole('heading', { level: 1, name: '城市光影' })).toBeVisible();
    const title = `夜色里的急诊楼 ${Date.now() % 100000}`;
    const composer = page.getByRole('form', { name: '在「城市光影」发帖' });
    await composer.getByRole('combobox', { name: '标题' }).fill(title);
    await composer.getByRole('textbox', { name: '内容' }).fill('下班路上拍的急诊楼，灯一直亮着。');
    await composer.getByRole('button', { name: '发布' }).click();

    const posts = page.getByRole('region', { name: '圈子帖子' });
    await expect(posts.getByRole('heading', { level: 3, name: title })).toBeVisible();
    // The post is in the circle for everyone, and in the member's 我加入的圈子 feed.
    await page.goto('/circle');
    await expect(
      page.getByRole('region', { name: '我加入的圈子' }).getByRole('heading', { level: 3, name: title }),
    ).toBeVisible();
  });

  test('a visitor sends the contact form and sees the thank-you', async ({ page }) => {
    await page.goto('/about');
    const form = page.getByRole('form', { name: '联系我们' });
    await form.getByRole('button', { name: '提交留言' }).click();
    await expect(form.getByText('必须填写姓名')).toBeVisible();
    await expect(form.getByText('必须填写留言标题')).toBeVisible();

    await form.getByLabel('姓名').fill('王医生');
    await form.getByLabel('手机号码').fill('13912340000');
    await form.getByLabel('留言标题').fill('巡展合作');
    await form.getByLabel('留言内容').fill('希望把巡展带到我们医院。');
    await form.getByRole('button', { name: '提交留言' }).click();

    const thanks = page.getByRole('heading', { name: '感谢您的留言' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByText('留言已提交，我们会尽快联系您。')).toBeVisible();
    await expect(page.getByRole('form', { name: '联系我们' })).toHaveCount(0);
  });

  test('the mobile menu opens at 390 px, closes with Escape and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const button = page.getByRole('button', { name: '打开菜单' });
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: '热门' })).toBeHidden();
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await button.click();
    await expect(page.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: '热门' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: '热门' })).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await nav.getByRole('link', { name: '圈子' }).click();
    await expect(page).toHaveURL(/\/circle$/);
    await expect(page.getByRole('heading', { level: 1, name: '圈子' })).toBeVisible();
    await expect(page.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: '热门' })).toBeHidden();
  });

  test('gallery titles with a badge stay inside their card at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const latest = page.getByRole('region', { name: '最新作品' });
    await expect(latest.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    await expect(latest.locator('[data-badge]').first()).toBeAttached();
    const overflowing = await latest.evaluate(
      (root) =>
        [...root.querySelectorAll('li')].filter((tile) => {
          const box = tile.getBoundingClientRect();
          return [...tile.querySelectorAll('h3 *')].some((el) => el.getBoundingClientRect().right > box.right + 0.5);
        }).length,
    );
    expect(overflowing).toBe(0);
  });

  test('/about renders dark with the organisation, the contact block and the footer from the configuration', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('关于我们 - 医影');
    await expect(page.getByRole('heading', { level: 1, name: '关于医影' })).toBeVisible();
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    await expect(page.getByRole('tab').first()).toBeVisible();
    const contact = page.getByRole('region', { name: '联系方式' });
    await expect(contact).toContainText('北京市海淀区学院路 38 号医影大厦 6 层');
    await expect(contact.getByRole('link', { name: 'contact@yiying.example.com' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('region', { name: '关于医影' })).toBeVisible();
    await footer.getByRole('button', { name: '医影公众号' }).hover();
    await expect(footer.getByRole('tooltip').getByRole('img', { name: '医影公众号二维码' })).toBeVisible();
  });

  test('/national renders dark with road shows, exhibitions and the national notices', async ({ page }) => {
    await page.goto('/national');
    await expect(page).toHaveTitle('全国 - 医影');
    await expect(page.getByRole('heading', { level: 1, name: '全国' })).toBeVisible();
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    await expect(page.getByRole('heading', { name: '巡回路演' })).toBeVisible();
    const shows = page.getByRole('list', { name: '路演列表' }).getByRole('listitem');
    await expect(shows.first()).toBeVisible();
    const all = await shows.count();
    // By province: 上海 keeps only the road shows in 上海; 全国 brings every one back.
    const regions = page.getByRole('group', { name: '按地区筛选' });
    await regions.getByRole('button', { name: '上海' }).click();
    await expect(regions.getByRole('button', { name: '上海' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shows).not.toHaveCount(0);
    for (const text of await shows.allTextContents()) expect(text).toContain('上海');
    await regions.getByRole('button', { name: '全国' }).click();
    await expect(shows).toHaveCount(all);
    await expect(page.getByRole('heading', { name: '影像展览' })).toBeVisible();
    const notices = page.getByRole('region', { name: '全国公告' });
    const first = notices.getByRole('listitem').first().getByRole('link');
    await expect(first).toBeVisible();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/notice\/detail\?noticeId=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/阅读量：\d+/)).toBeVisible();
  });
});
