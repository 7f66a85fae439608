import { DEMO_DOCTOR, DEMO_MEMBER, PNG, apiLogin, memberPage, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';

function unique(prefix: string): string {
  return `${prefix}${String(Date.now()).slice(-6)}`;
}

test.describe('publishing', () => {
  test('a member publishes an image post with upload progress and sees it on Home and on their homepage', async ({
    browser,
  }) => {
    const title = unique('晨光里的查房');
    const { page, close } = await memberPage(browser, DEMO_MEMBER);
    await page.getByRole('link', { name: '上传图片' }).click();
    await expect(page).toHaveURL(/\/my\/upload$/);
    await page.getByLabel('选择图片').setInputFiles([
      { name: 'ward-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'ward-2.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const bar = page.getByRole('progressbar', { name: 'ward-1.png 上传进度' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('progressbar', { name: 'ward-2.png 上传进度' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByRole('button', { name: '下移 ward-1.png' }).click();
    await page.getByRole('combobox', { name: /标题/ }).fill(title);
    await page.getByLabel('标签').fill('查房,清晨');
    await page.getByRole('button', { name: '发布' }).click();

    await expect(page).toHaveURL(/\/hot\/detail/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: 'ward-2.png' })).toBeVisible();
    await expect(page.getByRole('list', { name: '标签' })).toContainText('查房');

    await page.goto('/');
    const latest = page.getByRole('region', { name: '最新作品' });
    await expect(latest.getByRole('heading', { level: 3, name: title })).toBeVisible();

    await page.goto('/my');
    await page.getByRole('link', { name: '查看我的主页' }).click();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await close();
  });

  test('a member writes an article with an inline picture and publishes it', async ({ browser }) => {
    const title = unique('查房笔记');
    const { page, close } = await memberPage(browser, DEMO_MEMBER);
    await page.goto('/my/issueArticle');
    await page.getByRole('combobox', { name: /标题/ }).fill(title);
    const body = page.getByRole('textbox', { name: '正文' });
    await body.click();
    await page.keyboard.type('第一天跟着老师查房。');
    const toolbar = page.getByRole('toolbar', { name: '文章格式' });
    await toolbar.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('记住病人的名字');
    await toolbar.getByLabel('插入图片').setInputFiles({ name: 'ward.png', mimeType: 'image/png', buffer: PNG });
    await expect(body.locator('img')).toHaveCount(1);
    await expect(page.getByText('字数：17')).toBeVisible();
    await expect(page.getByText(/^已自动保存 \d\d:\d\d$/)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: '发布' }).click();

    await expect(page).toHaveURL(/\/hot\/detail/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('记住病人的名字')).toHaveJSProperty('tagName', 'STRONG');
    const inline = page.locator('article img[alt="ward"]');
    await expect(inline).toBeVisible();
    expect(await inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await close();
  });

  test('a draft is seen by its author only', async ({ browser, request, problems }) => {
    const title = unique('还没写完的草稿');
    const author = await memberPage(browser, DEMO_MEMBER);
    await author.page.goto('/my/upload');
    await author.page.getByRole('combobox', { name: /标题/ }).fill(title);
    await author.page.getByRole('button', { name: '存草稿' }).click();
    await expect(author.page.getByText('草稿已保存')).toBeVisible();
    await author.page.goto('/my');
    const works = author.page.getByRole('region', { name: '我的作品' });
    await works.getByRole('tab', { name: '草稿' }).click();
    await expect(works.getByText(title)).toBeVisible();
    await author.close();

    const me = await apiLogin(request, DEMO_MEMBER);
    const drafts = await request.get('/web/content/personalList?state=create&pageSize=50', {
      headers: { authorization: me.token },
    });
    const draft = (
      (await drafts.json()) as Envelope<{ records: Array<{ contentId: string; title: string }> }>
    ).data.records.find((r) => r.title === title);
    expect(draft).toBeDefined();

    const other = await memberPage(browser, DEMO_DOCTOR);
    await other.page.goto('/');
    await expect(other.page.getByRole('region', { name: '最新作品' }).getByRole('listitem').first()).toBeVisible();
    await expect(other.page.getByText(title)).toHaveCount(0);
    await other.page.goto(`/hot/detail?contentId=${draft?.contentId}`);
    await expect(other.page.getByRole('alert')).toHaveText('作品不存在或已被删除');
    await other.close();
    // The 404 of that detail call is the point of this test, not a fault of the page.
    problems.list = problems.list.filter((p) => !p.includes(`/api/content/detail/${draft?.contentId}`));
  });

  test('a sensitive image is blurred for a visitor until 点击查看', async ({ page, request }) => {
    const title = unique('术中特写');
    const me = await apiLogin(request, DEMO_MEMBER);
    const upload = await request.post('/web/file/upload', {
      headers: { authorization: me.token },
      multipart: { file: { name: 'surgery.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.ok()).toBe(true);
    const media = ((await upload.json()) as Envelope<{ mediaId: string }>).data;
    const created = await request.post('/web/content/create', {
      headers: { authorization: me.token },
      data: { type: 'image', state: 'publish', title, mediaIds: [media.mediaId], sensitive: true },
    });
    expect(created.ok()).toBe(true);

    await page.goto('/');
    const tile = page
      .getByRole('region', { name: '最新作品' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    const cover = tile.getByRole('img', { name: title });
    await expect(cover).toHaveCSS('filter', /blur/);
    await tile.getByRole('button', { name: `点击查看：${title}（敏感内容）` }).click();
    await expect(cover).toHaveCSS('filter', 'none');
    await expect(page).toHaveURL(/\/$/);
  });
});
