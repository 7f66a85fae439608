import type { Page } from '@playwright/test';
import { apiLogin, DEMO_ADMIN, DEMO_MEMBER, memberPage, publishImage, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';

/** A word of this run alone, so a rerun against the same server does not meet the last one's list. */
const run = Date.now().toString(36).slice(-5);
const BLOCK_WORD = `旅程屏蔽${run}`;
const HOLD_WORD = `旅程审核${run}`;

async function addWord(page: Page, word: string, action: string) {
  await page.getByRole('button', { name: '新建' }).click();
  const dialog = page.getByRole('dialog', { name: '新建敏感词' });
  await dialog.getByLabel('敏感词').fill(word);
  await dialog.getByRole('combobox', { name: '处理方式' }).click();
  await dialog.getByRole('option', { name: action, exact: true }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: word })).toBeVisible();
}

test.describe('content safety', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin adds words; a comment is refused, a post is held, approved, and its author told', async ({
    browser,
    request,
  }) => {
    const admin = await memberPage(browser, DEMO_ADMIN);
    const member = await memberPage(browser, DEMO_MEMBER);
    try {
      // 1. The admin adds a 屏蔽 word and a 审核 word, and tries one in the 测试 box.
      await admin.page.goto('/admin');
      await admin.page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '敏感词' }).click();
      await expect(admin.page).toHaveURL(/\/admin\/watchwords$/);
      await expect(admin.page.getByRole('row').filter({ hasText: '测试屏蔽词' })).toBeVisible();
      await addWord(admin.page, BLOCK_WORD, '屏蔽');
      await addWord(admin.page, HOLD_WORD, '审核');
      await admin.page.getByRole('button', { name: '测试' }).click();
      const tester = admin.page.getByRole('dialog', { name: '测试文本' });
      await tester.getByLabel(/要测试的文本/).fill(`这段话里有${HOLD_WORD.split('').join(' ')}`);
      await tester.getByRole('button', { name: '测试' }).click();
      await expect(tester.getByRole('status')).toContainText('审核：进入审核队列');
      await expect(tester.locator('mark')).toHaveText(HOLD_WORD.split('').join(' '));
      await admin.page.keyboard.press('Escape');
      await expect(tester).toBeHidden();

      // 2. The member's comment with the 屏蔽 word is refused, naming nothing.
      const me = await apiLogin(request, DEMO_MEMBER);
      const host = await publishImage(request, me.token, `旅程作品${run}`);
      await member.page.goto(`/hot/detail?contentId=${host}`);
      await member.page.getByRole('toolbar', { name: '作品操作' }).getByRole('button', { name: '评论 0' }).click();
      const box = member.page.getByRole('textbox', { name: '说点什么…' });
      await box.pressSequentially(`拍得好，${BLOCK_WORD}`);
      await box.press('Enter');
      await expect(member.page.getByText('内容包含不当信息，请修改后再提交')).toBeVisible();
      await expect(member.page.getByRole('region', { name: /^评论/ }).getByRole('listitem')).toHaveCount(0);

      // 3. A post with the 审核 word is held: its author sees 审核中, a visitor does not see it.
      const created = await request.post('/web/content/create', {
        headers: { authorization: me.token },
        data: { type: 'pound', title: `夜班随笔${run}`, content: `今天遇到${HOLD_WORD}的事`, accessScope: 'public' },
      });
      expect(created.ok()).toBe(true);
      const held = ((await created.json()) as Envelope<{ contentId: string; held: boolean }>).data;
      expect(held.held).toBe(true);
      expect((await request.get(`/api/content/detail/${held.contentId}`)).status()).toBe(404);
      await member.page.goto(`/hot/detail?contentId=${held.contentId}`);
      await expect(member.page.getByRole('note').filter({ hasText: '审核中' })).toBeVisible();

      // 4. The admin finds it in the queue (the count beside 审核队列), the word marked, and approves it.
      await admin.page
        .getByRole('navigation', { name: '管理后台' })
        .getByRole('link', { name: /审核队列/ })
        .click();
      await expect(admin.page).toHaveURL(/\/admin\/moderation$/);
      const row = admin.page.getByRole('row').filter({ hasText: `夜班随笔${run}` });
      await expect(row).toBeVisible();
      await expect(row.locator('mark')).toHaveText(HOLD_WORD);
      await row.getByRole('button', { name: '通过' }).click();
      const dialog = admin.page.getByRole('alertdialog', { name: '通过审核' });
      await dialog.getByRole('button', { name: '通过' }).click();
      await expect(admin.page.getByRole('status').filter({ hasText: '已通过' })).toBeVisible();
      await expect(row).toHaveCount(0);
      expect((await request.get(`/api/content/detail/${held.contentId}`)).status()).toBe(200);

      // 5. The author is told in 消息中心.
      await member.page.goto('/my/messages');
      const tabs = member.page.getByRole('tablist', { name: '消息类型' });
      await tabs.getByRole('tab', { name: /^活动/ }).click();
      await expect(member.page.getByRole('list', { name: '消息列表' })).toContainText(`夜班随笔${run}》已通过审核`);
    } finally {
      await admin.close();
      await member.close();
    }
  });
});
