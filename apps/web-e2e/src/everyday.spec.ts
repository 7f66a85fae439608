import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_DOCTOR, DEMO_MEMBER, PNG, apiLogin, appTookOver, signUpMember, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';
import { WIDTHS, logIn, settle, shot, suffix, track } from './support/journey';

async function publish(
  request: APIRequestContext,
  token: string,
  title: string,
  type: 'image' | 'pound' = 'image',
): Promise<string> {
  let mediaIds: string[] = [];
  if (type === 'image') {
    const upload = await request.post('/web/file/upload', {
      headers: { authorization: token },
      multipart: { file: { name: 'ward.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.ok()).toBe(true);
    mediaIds = [((await upload.json()) as Envelope<{ mediaId: string }>).data.mediaId];
  }
  const created = await request.post('/web/content/create', {
    headers: { authorization: token },
    data: { type, state: 'publish', title, mediaIds, content: '内容', accessScope: 'public' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as Envelope<{ contentId: string }>).data.contentId;
}

/** The element's box lies inside the viewport's width (nothing cut off at the side). */
async function expectInsideWidth(page: Page, selector: ReturnType<Page['locator']>): Promise<void> {
  const box = await selector.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`everyday journeys (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => void track(page));

    test('comments: the box under the comments, Enter sends, Shift+Enter breaks the line, a reply box under a comment', async ({
      page,
      request,
    }) => {
      const me = await apiLogin(request, DEMO_MEMBER);
      const title = `评论测试${suffix()}`;
      const contentId = await publish(request, me.token, title);
      await logIn(page, DEMO_DOCTOR);
      await settle(page);
      await page.goto(`/hot/detail?contentId=${contentId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const actions = page.getByRole('toolbar', { name: '作品操作' });
      await actions.getByRole('button', { name: '评论 0' }).click();
      const box = page.getByRole('textbox', { name: '说点什么…' });
      await expect(box).toBeFocused();
      await expect(box).toBeInViewport();
      await expectInsideWidth(page, box);

      await box.press('Enter');
      await expect(page.getByText('必须填写评论')).toBeVisible();
      await box.pressSequentially('光线真好');
      await box.press('Shift+Enter');
      await box.pressSequentially('构图也稳');
      await expect(box).toHaveValue('光线真好\n构图也稳');
      await box.press('Enter');
      const comments = page.getByRole('region', { name: /^评论/ });
      const item = comments.getByRole('listitem').filter({ hasText: '构图也稳' });
      await expect(item).toBeVisible();
      await expect(box).toHaveValue('');
      await expect(actions.getByRole('button', { name: '评论 1' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '评论 1' })).toBeVisible();

      await item.getByRole('button', { name: '回复' }).first().click();
      const replyBox = item.getByRole('textbox', { name: /^回复/ });
      await expect(replyBox).toBeFocused();
      await expectInsideWidth(page, replyBox);
      await replyBox.pressSequentially('谢谢');
      await replyBox.press('Enter');
      await expect(item.getByRole('list', { name: /的回复$/ })).toContainText('谢谢');
      // The post's count takes replies in too.
      await expect(actions.getByRole('button', { name: '评论 2' })).toBeVisible();

      // The count holds after a reload: the server counted the same comment and reply.
      await settle(page);
      await page.reload();
      // The server's markup is replaced when the app takes over: read the page after that.
      await appTookOver(page);
      await expect(actions.getByRole('button', { name: '评论 2' })).toBeVisible();
      await page.getByRole('heading', { name: '评论 2' }).scrollIntoViewIfNeeded();
      await shot(page, 'post-comments', viewport.width);
    });

    test('own post: the author sees 编辑 and 删除 (asked first), others 屏蔽此条 and 举报', async ({
      page,
      request,
      browser,
    }) => {
      const author = await signUpMember(request, `作者${suffix()}`);
      const title = `自己的作品${suffix()}`;
      const contentId = await publish(request, author.session.token, title);
      // Someone else, in a browser of their own.
      const otherContext = await browser.newContext({ viewport });
      const other = await otherContext.newPage();
      await logIn(other, DEMO_DOCTOR);
      await other.goto(`/hot/detail?contentId=${contentId}`);
      const theirs = other.getByRole('toolbar', { name: '作品操作' });
      await expect(theirs.getByRole('button', { name: '屏蔽此条' })).toBeVisible();
      await expect(theirs.getByRole('button', { name: '举报' })).toBeVisible();
      await expect(theirs.getByRole('button', { name: '编辑' })).toHaveCount(0);
      await otherContext.close();

      const actions = page.getByRole('toolbar', { name: '作品操作' });
      await logIn(page, author.mobile, author.password);
      await page.goto(`/hot/detail?contentId=${contentId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(actions.getByRole('button', { name: '屏蔽此条' })).toHaveCount(0);
      await expect(actions.getByRole('button', { name: '举报' })).toHaveCount(0);
      await settle(page);
      await actions.getByRole('button', { name: '编辑' }).click();
      await expect(page).toHaveURL(/\/my\/upload/);
      await expect(page.getByLabel(/标题/).first()).toHaveValue(title);
      await settle(page);
      await page.goBack();
      await settle(page);
      await actions.getByRole('button', { name: '删除' }).click();
      const confirm = page.getByRole('alertdialog', { name: '删除作品' });
      await expect(confirm).toContainText(title);
      await confirm.getByRole('button', { name: '取消' }).click();
      await expect(confirm).toBeHidden();
      await actions.getByRole('button', { name: '删除' }).click();
      await confirm.getByRole('button', { name: '删除' }).click();
      await expect(page).toHaveURL(/\/my$/);
      const gone = await request.get(`/api/content/detail/${contentId}`);
      expect(gone.status()).toBe(404);
    });

    test('a topic page lists every visible post of the topic, whatever its type, and its count matches', async ({
      page,
      request,
    }) => {
      const topic = `夜班影像${suffix()}`;
      const me = await apiLogin(request, DEMO_MEMBER);
      await publish(request, me.token, `#${topic}# 一张照片`, 'image');
      await publish(request, me.token, `#${topic}# 一条话题`, 'pound');
      await settle(page);
      await page.goto(`/home/pound?talkTopic=${encodeURIComponent(topic)}`);
      await expect(page.getByRole('heading', { level: 1, name: `#${topic}#` })).toBeVisible();
      const posts = page.getByRole('region', { name: '话题作品' });
      await expect(posts.getByRole('heading', { level: 3 })).toHaveCount(2);
      await expect(posts).toContainText('一张照片');
      await expect(posts).toContainText('一条话题');
      await expect(page.getByText('2 篇作品')).toBeVisible();
    });

    test('a post’s 评论 count equals the comments and replies it lists', async ({ page, request }) => {
      const answer = await request.get('/api/content/list?pageNum=1&pageSize=50');
      const posts = ((await answer.json()) as Envelope<{ records: Array<{ contentId: string; commentNum: number }> }>)
        .data.records;
      const busiest = posts.reduce((best, post) => (post.commentNum > best.commentNum ? post : best));
      expect(busiest.commentNum).toBeGreaterThan(2);
      await settle(page);
      await page.goto(`/hot/detail?contentId=${busiest.contentId}`);
      const section = page.getByRole('region', { name: /^评论/ });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(`评论 ${busiest.commentNum}`);
      // Every page of comments, every reply unfolded.
      const more = section.getByRole('button', { name: '加载更多' });
      while (await more.isVisible()) {
        // The button goes away while its page loads; a click that finds it gone has done its work.
        await more.click({ timeout: 5_000 }).catch(() => undefined);
        await expect(section.getByRole('status')).toHaveCount(0);
      }
      const unfold = section.getByRole('button', { name: /^展开回复/ });
      while ((await unfold.count()) > 0) {
        await unfold.first().click();
        await expect(section.getByRole('status')).toHaveCount(0);
      }
      const comments = section.locator('ul.comments > li');
      const replies = section.locator('ul.replies > li');
      await expect.poll(async () => (await comments.count()) + (await replies.count())).toBe(busiest.commentNum);
    });

    test('a member’s homepage pages on as it scrolls', async ({ page, request }) => {
      const member = await signUpMember(request, `多产${suffix()}`);
      for (let i = 0; i < 11; i++) await publish(request, member.session.token, `主页作品${i}`, 'pound');
      await settle(page);
      const firstPage = page.waitForResponse(
        (r) => r.url().includes('/api/content/list') && r.url().includes(`createBy=${member.session.userId}`),
      );
      await page.goto(`/user/homepage?userId=${member.session.userId}`);
      expect(((await (await firstPage).json()) as { data: { records: unknown[] } }).data.records).toHaveLength(9);
      const works = page.getByRole('heading', { level: 3 });
      await expect(works).not.toHaveCount(0);
      // Justified rows are short: the list's end may already be in view and load the rest by itself; else scrolling
      // there does (加载更多 stays for keyboards).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(works).toHaveCount(11);
      await expect(page.getByText('没有更多了')).toBeVisible();
    });
  });
}
