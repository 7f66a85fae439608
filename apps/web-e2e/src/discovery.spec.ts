import type { Page } from '@playwright/test';
import { DEMO_MEMBER, apiLogin, memberPage, publishImage } from './support/demo';
import { expect, test } from './support/fixtures';

const suffix = () => String(Date.now()).slice(-6);

test.describe('discovery and interaction', () => {
  test('a visitor opens Hot, scrolls to load more, opens a detail and moves to 下一篇', async ({ page, request }) => {
    // More posts than one page of Hot (10), whatever the demo data holds.
    const me = await apiLogin(request, DEMO_MEMBER);
    for (let i = 0; i < 11; i++) {
      const created = await request.post('/web/content/create', {
        headers: { authorization: me.token },
        data: { type: 'pound', state: 'publish', title: `热门测试${suffix()}-${i}`, content: '话题内容' },
      });
      expect(created.ok()).toBe(true);
    }

    await page.goto('/hot');
    await expect(page.getByRole('heading', { level: 1, name: '热门' })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    const tiles = panel.getByRole('listitem');
    await expect(tiles).toHaveCount(10);
    // Scrolling to the end loads the next page by itself (the 加载更多 button is the fallback).
    await page.getByRole('button', { name: '加载更多' }).scrollIntoViewIfNeeded();
    await expect.poll(() => tiles.count()).toBeGreaterThan(10);

    // The tile headings carry the plain title (without the author's badge) in their title attribute.
    const headings = panel.getByRole('heading', { level: 3 });
    const titles = await headings.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title') ?? ''));
    await headings.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/hot\/detail\?contentId=/);
    const detailTitle = page.getByRole('article').getByRole('heading', { level: 1 });
    await expect(detailTitle).toHaveText(titles[0] ?? '');
    const nav = page.getByRole('navigation', { name: '文章导航' });
    await expect(nav).toContainText('上一篇：没有了');
    await nav.getByRole('link', { name: titles[1], exact: true }).click();
    await expect(detailTitle).toHaveText(titles[1] ?? '');
    await expect(nav.getByRole('link', { name: titles[0], exact: true })).toBeVisible();
  });

  test('a member likes, comments, replies, forwards, adds to an album and finds the post by a 2-character word', async ({
    browser,
    request,
  }) => {
    const word = '晨曦';
    const title = `${word}中的病房${suffix()}`;
    const me = await apiLogin(request, DEMO_MEMBER);
    const contentId = await publishImage(request, me.token, title);
    const { page, close } = await memberPage(browser, DEMO_MEMBER);

    await page.goto(`/hot/detail?contentId=${contentId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const actions = page.getByRole('toolbar', { name: '作品操作' });

    // 点赞: the count goes up at once and stays after a reload.
    await actions.getByRole('button', { name: '点赞 0' }).click();
    await expect(actions.getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(actions.getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');

    // 评论, then a reply under it.
    const comment = `拍得真好${suffix()}`;
    await actions.getByRole('button', { name: /^评论/ }).click();
    const box = page.getByRole('textbox', { name: '说点什么…' });
    await expect(box).toBeFocused();
    await box.fill(comment);
    await box.press('Enter');
    const comments = page.getByRole('region', { name: /^评论/ });
    const item = comments.getByRole('listitem').filter({ hasText: comment });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: '回复' }).first().click();
    const reply = `谢谢${suffix()}`;
    await item.getByRole('textbox', { name: /^回复/ }).fill(reply);
    await item.getByRole('textbox', { name: /^回复/ }).press('Enter');
    await expect(item.getByRole('list', { name: /的回复$/ })).toContainText(reply);

    // 转发 with a title: the forward is a new post on the member's homepage.
    const forwardTitle = `推荐给大家${suffix()}`;
    await actions.getByRole('button', { name: '转发 0' }).click();
    const forward = page.getByRole('dialog', { name: '转发' });
    await forward.getByRole('textbox', { name: '转发标题' }).fill(forwardTitle);
    await forward.getByRole('button', { name: '转发', exact: true }).click();
    await expect(page.getByText('转发成功，已发布到你的主页')).toBeVisible();
    await expect(actions.getByRole('button', { name: '转发 1' })).toBeVisible();

    // 加入相册: a new album made from the picker receives the post's image.
    const albumTitle = `病房${suffix()}`;
    await actions.getByRole('button', { name: '加入相册' }).click();
    const picker = page.getByRole('dialog', { name: '加入相册' });
    await picker.getByRole('textbox', { name: '新建相册' }).fill(albumTitle);
    await picker.getByRole('button', { name: '新建并加入' }).click();
    await expect(page.getByText(`已加入相册「${albumTitle}」`)).toBeVisible();
    await page.goto('/my/album');
    await page.getByRole('link', { name: albumTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: albumTitle })).toBeVisible();
    await expect(page.getByRole('list', { name: '相册图片' }).getByRole('listitem')).toHaveCount(1);

    await page.goto(`/user/homepage?userId=${me.userId}`);
    await expect(page.getByRole('heading', { level: 3, name: forwardTitle })).toBeVisible();

    // 搜索 a 2-character word from the header: the post is found, the word highlighted.
    await page.getByRole('searchbox', { name: '搜索作品、用户、活动' }).fill(word);
    await page.getByRole('searchbox', { name: '搜索作品、用户、活动' }).press('Enter');
    await expect(page).toHaveURL(/\/home\/search\?search=/);
    const result = page.getByRole('list', { name: '搜索结果' }).getByRole('link', { name: title });
    await expect(result).toBeVisible();
    await expect(result.locator('mark').first()).toHaveText(word);
    await close();
  });
});

test.describe('gallery icons', () => {
  test('a member likes a post from the Home gallery, and a visitor is asked to log in first', async ({
    browser,
    page,
    request,
  }) => {
    const me = await apiLogin(request, DEMO_MEMBER);
    const title = `走廊的灯${suffix()}`;
    await publishImage(request, me.token, title);

    await page.goto('/');
    const visitorTile = page
      .getByRole('region', { name: '最新作品' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await visitorTile.getByRole('button', { name: '点赞 0' }).click();
    await expect(page).toHaveURL(/\/my\/login/);

    const { page: member, close } = await memberPage(browser, DEMO_MEMBER);
    await member.goto('/');
    const tile = member
      .getByRole('region', { name: '最新作品' })
      .getByRole('listitem')
      .filter({ has: member.getByRole('heading', { level: 3, name: title }) });
    await tile.getByRole('button', { name: '点赞 0' }).click();
    await expect(tile.getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');
    await member.reload();
    await expect(tile.getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');
    await close();
  });
});

test.describe('accessible names of the gallery actions', () => {
  // axe is injected as a script, which the site's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  /** Runs axe (with its experimental label-content-name-mismatch rule) on the page; answers serious violations. */
  async function seriousViolations(page: Page): Promise<string[]> {
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
      interface AxeResults {
        violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
      }
      const results = await axe.run(document, {
        rules: { 'label-content-name-mismatch': { enabled: true }, region: { enabled: false } },
      });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
  }

  test('the like and forward buttons on Home and on a homepage are named with their visible counts', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: '最新作品' }).getByRole('listitem');
    await expect(tiles.first().getByRole('button', { name: /^点赞 \d/ })).toBeVisible();
    await expect(tiles.first().getByRole('button', { name: /^转发 \d/ })).toBeVisible();
    expect((await seriousViolations(page)).filter((v) => v.startsWith('label-content-name-mismatch'))).toEqual([]);

    const me = await apiLogin(request, DEMO_MEMBER);
    await page.goto(`/user/homepage?userId=${me.userId}`);
    await expect(page.getByRole('button', { name: /^点赞 \d/ }).first()).toBeVisible();
    expect((await seriousViolations(page)).filter((v) => v.startsWith('label-content-name-mismatch'))).toEqual([]);
  });
});
