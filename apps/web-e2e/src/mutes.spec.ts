import { memberPage, publishImage, signUpMember } from './support/demo';
import { expect, test } from './support/fixtures';

test.describe('屏蔽词', () => {
  test('a member folds a word, opens the folded result, then hides it', async ({ browser, request }) => {
    const stamp = String(Date.now()).slice(-5);
    const author = await signUpMember(request, `屏蔽作者${stamp}`);
    const subject = `屏蔽旅程${stamp}`;
    const word = `剧透${stamp}`;
    await publishImage(request, author.session.token, `${subject} ${word}的结局`);
    await publishImage(request, author.session.token, `${subject} 清晨的病房`);

    const reader = await signUpMember(request, `屏蔽读者${stamp}`);
    const { page, close } = await memberPage(browser, reader.mobile, reader.password);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/my/info');
      const panel = page.getByRole('region', { name: '屏蔽词' });
      await expect(panel.getByText('还没有屏蔽词。')).toBeVisible();
      await panel.getByRole('textbox', { name: '屏蔽词' }).fill(word);
      await panel.getByRole('radio', { name: '折叠' }).click();
      await panel.getByRole('radio', { name: '7天' }).click();
      await panel.getByRole('button', { name: '添加' }).click();
      const words = panel.getByRole('list', { name: '我的屏蔽词' });
      await expect(words.getByText(word)).toBeVisible();
      await expect(words.getByText(/到期$/)).toBeVisible();

      await page.goto(`/home/search?search=${encodeURIComponent(subject)}`);
      const results = page.getByRole('list', { name: '搜索结果' });
      await expect(results.getByRole('listitem')).toHaveCount(2);
      await expect(results.getByText(`已折叠：包含「${word}」`)).toBeVisible();
      await expect(results.getByRole('link', { name: new RegExp(`${word}的结局`) })).toHaveCount(0);
      await results.getByRole('button', { name: `展开包含「${word}」的内容` }).click();
      await expect(results.getByRole('link', { name: new RegExp(`${word}的结局`) })).toBeVisible();

      // 隐藏 instead: the result leaves the list and the count.
      await page.goto('/my/info');
      await panel.getByRole('button', { name: `删除屏蔽词「${word}」` }).click();
      await expect(panel.getByText('还没有屏蔽词。')).toBeVisible();
      await panel.getByRole('textbox', { name: '屏蔽词' }).fill(word);
      await panel.getByRole('button', { name: '添加' }).click();
      await expect(panel.getByRole('list', { name: '我的屏蔽词' }).getByText('隐藏')).toBeVisible();
      await page.goto(`/home/search?search=${encodeURIComponent(subject)}`);
      await expect(page.getByText('找到 1 条结果')).toBeVisible();
      await expect(results.getByRole('listitem')).toHaveCount(1);
      await expect(results.getByText('已折叠')).toHaveCount(0);

      await page.goto('/my/info');
      await panel.getByRole('button', { name: `删除屏蔽词「${word}」` }).click();
      await expect(panel.getByText('还没有屏蔽词。')).toBeVisible();
    }
    await close();
  });
});
