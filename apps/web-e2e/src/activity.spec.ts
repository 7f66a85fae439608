import type { APIRequestContext } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  DEMO_PASSWORD,
  PNG,
  loginByPassword,
  memberPage,
  type Envelope,
} from './support/demo';
import { expect, test } from './support/fixtures';

/** Demo activities the server seeds relative to its start time. */
const OPEN_ACTIVITY = '第三届"医者仁心"摄影大赛';
const CLOSED_ACTIVITY = '手机摄影挑战赛';
const VOTING_ACTIVITY = '年度医疗纪实影像评选';

/** Signs a new member up through the API (SMS code from the development outbox); answers the mobile. */
async function signUpMember(request: APIRequestContext, password: string): Promise<string> {
  const mobile = `137${String(Date.now()).slice(-8)}`;
  expect((await request.post('/web/user/sendSms', { data: { mobile, scope: 'register' } })).ok()).toBe(true);
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/sms/outbox?mobile=${mobile}`);
      const body = (await response.json()) as Envelope<Array<{ code: string; scope: string }>>;
      code = body.data.find((entry) => entry.scope === 'register')?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  expect((await request.post('/web/sso/signup', { data: { mobile, code, password } })).ok()).toBe(true);
  return mobile;
}

test.describe('activities and exhibitions', () => {
  test('a member opens an open activity, submits an entry with a picture and the put-in dialog, and finds it under 我的作品 as 待审核', async ({
    page,
  }) => {
    await page.goto('/activity');
    await expect(page.getByRole('heading', { level: 1, name: '活动' })).toBeVisible();
    const list = page.getByRole('list', { name: '活动列表' });
    const card = list.getByRole('listitem').filter({ hasText: OPEN_ACTIVITY });
    await expect(card.getByText(/^距截稿还有\d+天$/)).toBeVisible();
    await card.getByRole('link', { name: OPEN_ACTIVITY }).click();

    await expect(page).toHaveURL(/\/activity\/detail\?activityId=/);
    await expect(page.getByRole('heading', { level: 1, name: OPEN_ACTIVITY })).toBeVisible();
    await expect(page.getByRole('heading', { name: '投稿要求' })).toBeVisible();
    await page.getByRole('button', { name: '参加活动' }).click();

    // Entering is for members: the login page brings the member back to the activity.
    await expect(page).toHaveURL(/\/my\/login\?redirect=/);
    await loginByPassword(page, DEMO_MEMBER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/activity\/detail\?activityId=/);
    await page.getByRole('button', { name: '参加活动' }).click();
    const flow = page.getByRole('dialog', { name: new RegExp(`参加活动 · ${OPEN_ACTIVITY}`) });
    await flow.getByRole('button', { name: '上传新作品' }).click();

    await flow.getByLabel('选择图片').setInputFiles({ name: 'night-shift.png', mimeType: 'image/png', buffer: PNG });
    await expect(flow.getByRole('progressbar', { name: 'night-shift.png 上传进度' })).toBeVisible();
    await expect(flow.getByText('上传完成')).toBeVisible();
    const title = `夜班护士站 ${String(Date.now()).slice(-6)}`;
    await flow.getByLabel(/作品标题/).fill(title);
    await flow.getByRole('button', { name: '下一步' }).click();

    const dialog = flow.getByRole('form', { name: '填写参赛信息' });
    // 姓名 and 手机号码 come from the profile.
    await expect(dialog.getByLabel(/手机号码/)).toHaveValue(DEMO_MEMBER);
    await dialog.getByLabel(/姓名/).fill('');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByText('必须填写姓名')).toBeVisible();
    await dialog.getByLabel(/姓名/).fill('李华');
    await dialog.getByLabel(/你的需求/).fill('希望作品参加线下巡展');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(flow.getByText('作品已提交，等待审核')).toBeVisible();
    await flow.getByRole('link', { name: '查看我的作品' }).click();

    await expect(page).toHaveURL(/\/activity\/enroll\?activityId=.*tab=mine/);
    await expect(page.getByRole('tab', { name: '我的作品', selected: true })).toBeVisible();
    const mine = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('待审核')).toBeVisible();
  });

  test('a closed activity says 活动已截稿 and its 参加活动 button is disabled', async ({ page }) => {
    await page.goto('/activity');
    const card = page
      .getByRole('list', { name: '活动列表' })
      .getByRole('listitem')
      .filter({ hasText: CLOSED_ACTIVITY });
    await expect(card.getByText('活动已截稿')).toBeVisible();
    await card.getByRole('link', { name: CLOSED_ACTIVITY }).click();
    await expect(page.getByRole('heading', { level: 1, name: CLOSED_ACTIVITY })).toBeVisible();
    const join = page.getByRole('button', { name: '参加活动' });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription('活动已截稿');
    await expect(page.getByRole('link', { name: '参加活动' })).toHaveCount(0);
  });

  test('a member votes: the entry count and the votes left change', async ({ page, request }) => {
    // A member who has voted for nothing yet (the demo members cast the demo votes).
    const password = 'Vote@2026';
    const mobile = await signUpMember(request, password);
    await page.goto('/my/login');
    await loginByPassword(page, mobile, password);
    await expect(page).toHaveURL(/\/my$/);
    // Within the app (a reload here would cut off the chat code the header is loading).
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '活动' }).click();
    await page.getByRole('link', { name: VOTING_ACTIVITY }).click();
    await page.getByRole('link', { name: '查看参赛作品' }).click();

    await expect(page.getByRole('heading', { name: '投票进行中' })).toBeVisible();
    const left = page.getByText(/今日剩余 \d+ 票/);
    await expect(left).toBeVisible();
    const before = Number(/今日剩余 (\d+) 票/.exec((await left.textContent()) ?? '')?.[1]);
    expect(before).toBeGreaterThan(0);

    const cards = page.getByRole('list', { name: '投票作品' }).getByRole('article');
    const votable = cards.filter({ has: page.getByRole('button', { name: '投票', exact: true }) }).first();
    // The card is pinned by its title: once voted, its button no longer says 投票.
    const title = (await votable.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    const votes = card.getByText(/^\d+ 票$/);
    const count = Number(/(\d+)/.exec((await votes.textContent()) ?? '')?.[1]);
    const answered = page.waitForResponse(
      (r) => r.url().includes('/web/activityEnroll/vote/') && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: '投票', exact: true }).click();
    expect((await answered).ok()).toBe(true);

    await expect(votes).toHaveText(`${count + 1} 票`);
    await expect(page.getByText(`今日剩余 ${before - 1} 票`)).toBeVisible();
    await expect(card.getByRole('button', { name: '已投票' })).toBeDisabled();

    // The count is the server's: it is still there after a reload.
    await page.reload();
    await expect(page.getByText(`今日剩余 ${before - 1} 票`)).toBeVisible();
    await expect(votes).toHaveText(`${count + 1} 票`);
    await expect(card.getByRole('button', { name: '已投票' })).toBeDisabled();
  });

  test('the exhibition pages render in the dark theme', async ({ page }) => {
    await page.goto('/exhibit');
    await expect(page.getByRole('heading', { level: 1, name: '展览' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(5, 11, 31)');
    await page.getByRole('list', { name: '展览列表' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/exhibit\/detail\?activityId=/);
    await expect(page.getByRole('link', { name: '查看展览作品' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(5, 11, 31)');
  });

  test('the exhibitions turn in the card carousel by keyboard, and the detail shows the phases as a step timeline', async ({
    page,
  }) => {
    await page.goto('/exhibit');
    const carousel = page.getByRole('region', { name: '卡片轮播' });
    const centre = carousel.locator('[aria-current="true"]');
    await expect(centre).toHaveCount(1);
    // The centre card shows its title in its caption (its name adds the caption's description).
    const first = (await centre.locator('strong').textContent()) ?? '';
    await centre.focus();
    await page.keyboard.press('ArrowRight');
    await expect(centre.locator('strong')).not.toHaveText(first);
    const second = (await centre.locator('strong').textContent()) ?? '';
    await expect(centre).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/exhibit\/detail\?activityId=/);
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();

    const phases = page.getByRole('region', { name: '展览日程' });
    await expect(phases.locator('.title')).toHaveText(['征集', '评审', '展出']);
    // The demo's open exhibition is collecting works; the past one is on show.
    const current = second === '医学生校园摄影展' ? '征集' : '展出';
    await expect(phases.locator('[aria-current="step"] .title')).toHaveText(current);
  });

  test('an admin attaches a PDF to an activity in the console and visitors open it from the detail page', async ({
    browser,
    page,
    request,
  }) => {
    const admin = await memberPage(browser, DEMO_ADMIN);
    const pdf = Buffer.from('%PDF-1.4\n% yiying e2e\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    try {
      await admin.page.goto('/admin/activities');
      const row = admin.page.getByRole('row').filter({ hasText: CLOSED_ACTIVITY });
      await row.getByRole('button', { name: '编辑' }).click();
      const dialog = admin.page.getByRole('dialog', { name: '编辑活动管理' });
      await dialog
        .getByLabel('添加附件')
        .setInputFiles({ name: '征稿细则.pdf', mimeType: 'application/pdf', buffer: pdf });
      const files = dialog.getByRole('list', { name: '已添加的附件' });
      await expect(files.getByText('上传完成')).toBeVisible();
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toHaveCount(0);
    } finally {
      await admin.close();
    }

    const found = await request.get(`/api/activity/list?title=${encodeURIComponent(CLOSED_ACTIVITY)}`);
    const records = ((await found.json()) as Envelope<{ records: { activityId: string; title: string }[] }>).data
      .records;
    const activityId = records.find((r) => r.title === CLOSED_ACTIVITY)?.activityId ?? '';
    await page.goto(`/activity/detail?activityId=${activityId}`);
    await expect(page.getByRole('heading', { level: 1, name: CLOSED_ACTIVITY })).toBeVisible();
    const link = page.getByRole('region', { name: '附件' }).getByRole('link', { name: '征稿细则.pdf' });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/files\/f\/[\w-]+\.pdf$/);
    const file = await request.get(href);
    expect(file.ok()).toBe(true);
    expect((await file.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
    const viewed = await request.get(`/api/file/view?url=${encodeURIComponent(href)}`, { maxRedirects: 0 });
    expect(viewed.status()).toBe(302);
  });
});
