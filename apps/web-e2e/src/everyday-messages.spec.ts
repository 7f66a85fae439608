import type { Page } from '@playwright/test';
import { DEMO_MEMBER, apiLogin, signUpMember, publishImage } from './support/demo';
import { expect, test } from './support/fixtures';
import { WIDTHS, logIn, settle, shot, suffix, track } from './support/journey';

const OPEN_ACTIVITY = '第三届"医者仁心"摄影大赛';

/** A JPEG over 2 MB drawn in the browser (noise does not compress), as bytes. */
async function largeJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < image.data.length; i += 4) {
      image.data[i] = Math.random() * 255;
      image.data[i + 1] = Math.random() * 255;
      image.data[i + 2] = Math.random() * 255;
      image.data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** An animated GIF header (two frames) padded past 2 MB: it cannot be shrunk without losing its animation. */
function largeAnimatedGif(): Buffer {
  const frame = [0x21, 0xf9, 0x04, 0, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00];
  const head = Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, ...frame, ...frame, 0x3b]);
  return Buffer.concat([head, Buffer.alloc(2.2 * 1024 * 1024)]);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`message centre, chat, entries, pictures, scrolling (${name})`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => void track(page));

    test('消息中心: tabs hold what they say, rows are list items with the post, the chat shows whom and sends on Enter', async ({
      page,
      request,
    }) => {
      const owner = await signUpMember(request, `收件人${suffix()}`);
      const fan = await apiLogin(request, DEMO_MEMBER);
      const contentId = await publishImage(request, owner.session.token, `晨光${suffix()}`);
      const auth = { authorization: fan.token };
      expect((await request.post(`/web/user/behaviour/like/${contentId}`, { headers: auth })).ok()).toBe(true);
      expect((await request.post(`/web/user/behaviour/collect/${contentId}`, { headers: auth })).ok()).toBe(true);
      const forward = await request.post(`/web/user/behaviour/forward/${contentId}`, {
        headers: auth,
        data: { contentId, forwardedText: '推荐给大家' },
      });
      expect(forward.ok()).toBe(true);
      const comment = await request.post('/web/comment/create', {
        headers: auth,
        data: { contentId, content: '光线真好' },
      });
      expect(comment.ok()).toBe(true);

      await logIn(page, owner.mobile, owner.password);
      await settle(page);
      await page.goto('/my/messages');
      const tabs = page.getByRole('tablist', { name: '消息类型' });
      await expect(tabs.getByRole('tab', { name: /赞和收藏/ })).toContainText('2');
      await expect(tabs.getByRole('tab', { name: /评论和转发/ })).toContainText('2');
      const list = page.getByRole('list', { name: '消息列表' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list).toContainText('赞了你的作品');
      await expect(list).toContainText('收藏了你的作品');
      await expect(list).not.toContainText('转发了你的作品');
      const row = list.getByRole('listitem').first();
      await expect(row.getByRole('link', { name: /的主页$/ })).toBeVisible();
      await expect(row.getByRole('link', { name: '查看作品' })).toHaveAttribute('href', new RegExp(contentId));
      // Names are not underlined links; 全部标为已读 is a kit button.
      const decoration = await row
        .getByRole('link', { name: /^[^的]+$/ })
        .first()
        .evaluate((node) => getComputedStyle(node).textDecorationLine);
      expect(decoration).toBe('none');
      await shot(page, 'messages', viewport.width);
      await page.getByRole('button', { name: '全部标为已读' }).click();
      await expect(tabs.getByRole('tab', { name: /赞和收藏/ })).toHaveText('赞和收藏');

      await tabs.getByRole('tab', { name: /评论和转发/ }).click();
      await expect(list).toContainText('转发了你的作品');
      await expect(list).toContainText('光线真好');

      // The chat: whom I talk to, with 屏蔽 as a quiet action, Enter sends, Shift+Enter breaks the line.
      await settle(page);
      await page.goto(`/my/messages?chatUserId=${fan.userId}`);
      const chat = page.getByRole('region', { name: '聊天窗口' });
      await expect(chat.getByRole('link', { name: /的主页$/ })).toHaveAttribute(
        'href',
        new RegExp(`userId=${fan.userId}`),
      );
      await expect(chat.getByRole('button', { name: '屏蔽' })).toBeVisible();
      const composer = chat.getByRole('textbox', { name: '输入消息' });
      await composer.pressSequentially('第一行');
      await composer.press('Shift+Enter');
      await composer.pressSequentially('第二行');
      await expect(composer).toHaveValue('第一行\n第二行');
      await composer.press('Enter');
      await expect(chat.getByTestId('chat-message').filter({ hasText: '第二行' })).toHaveCount(1);
      await expect(composer).toHaveValue('');
      await shot(page, 'chat', viewport.width);
    });

    test('参加活动: pick a published work, the put-in fields from the profile, then what happens next', async ({
      page,
      request,
    }) => {
      const member = await signUpMember(request, `参赛者${suffix()}`);
      const title = `旧作参赛${suffix()}`;
      await publishImage(request, member.session.token, title);
      await logIn(page, member.mobile, member.password);
      await settle(page);
      await page.goto('/activity');
      await page.getByRole('list', { name: '活动列表' }).getByRole('link', { name: OPEN_ACTIVITY }).click();
      await page.getByRole('button', { name: '参加活动' }).click();
      const flow = page.getByRole('dialog', { name: /参加活动/ });
      await flow.getByRole('list', { name: '我的作品' }).getByRole('button', { name: title }).click();
      await expect(flow.getByRole('button', { name: '下一步' })).toBeEnabled();
      await shot(page, 'entry-pick', viewport.width);
      await flow.getByRole('button', { name: '下一步' }).click();
      const form = flow.getByRole('form', { name: '填写参赛信息' });
      await expect(form.getByLabel(/手机号码/)).toHaveValue(member.mobile);
      await expect(form.getByLabel(/姓名/)).not.toHaveValue('');
      await shot(page, 'entry-form', viewport.width);
      await form.getByRole('button', { name: '提交' }).click();
      await expect(flow.getByText('作品已提交，等待审核')).toBeVisible();
      await expect(flow).toContainText('「我的作品」中查看');
      await shot(page, 'entry-done', viewport.width);
      await flow.getByRole('link', { name: '查看我的作品' }).click();
      await expect(page.getByRole('tab', { name: '我的作品', selected: true })).toBeVisible();
      const mine = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
      await expect(mine.getByText('待审核')).toBeVisible();
    });

    test('a picture over 2 MB is shrunk in the browser before upload; an animated GIF over it is refused', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const member = await signUpMember(request, `上传者${suffix()}`);
      await logIn(page, member.mobile, member.password);
      await settle(page);
      await page.goto('/my/upload');
      const big = await largeJpeg(page);
      expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
      const uploads: number[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/web/file/upload')) uploads.push(r.postDataBuffer()?.length ?? 0);
      });
      await page.getByLabel('选择图片').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
      // Shrinking a picture of pure noise takes several encodings; a photo takes one or two.
      await expect(page.getByText('上传完成')).toBeVisible({ timeout: 45_000 });
      await expect(page.getByText('上传图片大小不能超过 2MB!')).toHaveCount(0);
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toBeLessThan(2 * 1024 * 1024 + 4096);

      await page
        .getByLabel('选择图片')
        .setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: largeAnimatedGif() });
      await expect(page.getByText(/上传图片大小不能超过 2MB!/)).toBeVisible();
      expect(uploads).toHaveLength(1);
    });

    test('scrolling: a page opened by its address starts at the top', async ({ page, request }) => {
      const me = await apiLogin(request, DEMO_MEMBER);
      for (let i = 0; i < 11; i++) {
        const created = await request.post('/web/content/create', {
          headers: { authorization: me.token },
          data: { type: 'pound', state: 'publish', title: `滚动测试${suffix()}-${i}`, content: '话题内容' },
        });
        expect(created.ok()).toBe(true);
      }
      const other = await signUpMember(request, `第二位${suffix()}`);

      // A member's homepage opened by its address starts at the top, whatever the page before was scrolled to.
      await settle(page);
      await page.goto(`/user/homepage?userId=${me.userId}`);
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await page.mouse.wheel(0, 500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await settle(page);
      await page.goto(`/user/homepage?userId=${other.session.userId}`);
      await expect(page.getByText('还没有发布作品')).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('scrolling: back to /hot returns to the place it was left', async ({ page, request }) => {
      const me = await apiLogin(request, DEMO_MEMBER);
      for (let i = 0; i < 11; i++) {
        const created = await request.post('/web/content/create', {
          headers: { authorization: me.token },
          data: { type: 'pound', state: 'publish', title: `返回测试${suffix()}-${i}`, content: '话题内容' },
        });
        expect(created.ok()).toBe(true);
      }
      // Hot, scrolled down; a post opens at the top; back lands where Hot was left.
      await settle(page);
      await page.goto('/hot');
      const tiles = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
      await expect(tiles.first()).toBeVisible();
      await page.getByRole('button', { name: '加载更多' }).scrollIntoViewIfNeeded();
      await expect.poll(() => tiles.count()).toBeGreaterThan(10);
      const target = tiles.nth(9);
      await target.scrollIntoViewIfNeeded();
      // Pictures arriving above may move the page (scroll anchoring): read the place once it is still.
      await settle(page);
      const left = await page.evaluate(() => window.scrollY);
      expect(left).toBeGreaterThan(300);
      await target.getByRole('link').or(target.getByRole('button')).first().click();
      await expect(page).toHaveURL(/\/hot\/detail/);
      await expect(page.getByRole('toolbar', { name: '作品操作' })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await settle(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/hot$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 60);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(60);
    });
  });
}
