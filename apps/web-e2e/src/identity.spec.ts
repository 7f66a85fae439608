import type { Page, Request } from '@playwright/test';
import {
  DEMO_DOCTOR,
  DEMO_MEMBER,
  DEMO_PASSWORD,
  PNG,
  loginByPassword,
  memberPage,
  outboxCode,
  type Envelope,
} from './support/demo';
import { expect, test } from './support/fixtures';

function header(page: Page) {
  return page.getByRole('banner');
}

test.describe('identity', () => {
  test('a visitor signs up with an SMS code, sets nickname and avatar, logs out and logs in by password', async ({
    page,
    request,
  }) => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const password = 'Photo@2026';
    const nickname = `新会员${mobile.slice(-4)}`;

    // The API calls on their way.
    const calls = new Set<Request>();
    page.on('request', (r) => r.resourceType() === 'fetch' && calls.add(r));
    page.on('requestfinished', (r) => calls.delete(r));
    page.on('requestfailed', (r) => calls.delete(r));

    await page.goto('/');
    await header(page).getByRole('link', { name: '点击登录' }).click();
    await expect(page).toHaveURL(/\/my\/login$/);
    await page.getByRole('button', { name: '注册' }).click();
    const signup = page.getByRole('form', { name: '注册' });
    await signup.getByLabel('手机号').fill(mobile);
    await signup.getByRole('button', { name: '获取验证码' }).click();
    await expect(signup.getByRole('button', { name: /^重新发送\(\d+s\)$/ })).toBeDisabled();
    await signup.getByLabel('验证码').fill(await outboxCode(request, mobile, 'register'));
    await signup.getByLabel('设置密码（选填）').fill(password);
    await signup.getByRole('button', { name: '注册' }).click();

    await expect(page).toHaveURL(/\/my$/);
    await expect(header(page).getByRole('button', { name: '退出' })).toBeVisible();
    await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '个人设置' }).click();
    await expect(page).toHaveURL(/\/my\/info$/);

    const profile = page.getByRole('form', { name: '基本资料' });
    await profile.getByLabel('昵称').fill(nickname);
    await profile.getByRole('button', { name: '保存资料' }).click();
    await expect(profile.getByRole('status')).toHaveText('保存成功');
    await expect(header(page).getByRole('link', { name: `个人中心：${nickname}` })).toBeVisible();

    await page.getByLabel('上传头像').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const bar = page.getByRole('progressbar', { name: '头像上传进度' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('头像已更新')).toBeVisible();
    const avatar = header(page)
      .getByRole('link', { name: /^个人中心/ })
      .locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/files\//);
    // The stored file is served.
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await header(page).getByRole('button', { name: '退出' }).click();
    await expect(header(page).getByRole('link', { name: '点击登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await header(page).getByRole('link', { name: '点击登录' }).click();
    await loginByPassword(page, mobile, password);
    await expect(page).toHaveURL(/\/my$/);
    await expect(header(page).getByRole('link', { name: `个人中心：${nickname}` })).toBeVisible();
    // The session survives a reload (auto-login refreshes the stored token). The personal page's own calls finish
    // first: a reload cuts the calls still on their way, which the page's problem check would report.
    await expect.poll(() => calls.size).toBe(0);
    await page.reload();
    await expect(header(page).getByRole('link', { name: `个人中心：${nickname}` })).toBeVisible();
  });

  test('a second browser logs in by QR code confirmed from the first', async ({ browser, page }) => {
    const phone = await memberPage(browser, DEMO_MEMBER);
    const me =
      (await header(phone.page)
        .getByRole('link', { name: /^个人中心：/ })
        .getAttribute('aria-label')) ?? '';
    const nickname = me.replace('个人中心：', '');
    expect(nickname).not.toBe('');

    // The second browser: a fresh visitor on the QR tab.
    await page.goto('/my/login');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/web/wxMp/qrcode') && r.request().method() === 'POST',
    );
    await page.getByRole('tab', { name: '扫码登录' }).click();
    const qr = ((await (await created).json()) as Envelope<{ url: string }>).data;
    await expect(page.getByRole('img', { name: '登录二维码' })).toBeVisible();
    await expect(page.getByText('等待扫码')).toBeVisible();

    // The phone opens the URL inside the QR code.
    const target = new URL(qr.url);
    await phone.page.goto(`${target.pathname}${target.search}`);
    await expect(phone.page.getByRole('heading', { name: '扫码登录确认' })).toBeVisible();
    await expect(page.getByText('已扫码，请在手机上确认')).toBeVisible();
    await phone.page.getByRole('button', { name: '确认登录' }).click();
    await expect(phone.page.getByText('已确认登录，请回到电脑继续操作')).toBeVisible();

    await expect(page).toHaveURL(/\/my$/);
    await expect(header(page).getByRole('link', { name: `个人中心：${nickname}` })).toBeVisible();
    await phone.context.close();
  });

  test('a member follows another and sees the counts change', async ({ page, request }) => {
    const doctor = (
      (await (
        await request.post('/web/user/login', {
          data: {
            type: 'password',
            mobile: DEMO_DOCTOR,
            password: DEMO_PASSWORD,
          },
        })
      ).json()) as Envelope<{
        userId: string;
        user: { username: string };
      }>
    ).data;

    await page.goto(`/user/homepage?userId=${doctor.userId}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: new RegExp(doctor.user.username),
      }),
    ).toBeVisible();
    // Doctors wear their badge.
    await expect(page.getByRole('heading', { level: 1 }).getByText('医生', { exact: true })).toBeVisible();
    // A visitor who wants to follow logs in first and comes back.
    await page.getByRole('button', { name: '加关注' }).click();
    await expect(page).toHaveURL(/\/my\/login\?redirect=/);
    await loginByPassword(page, DEMO_MEMBER, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/user/homepage\\?userId=${doctor.userId}$`));

    const stats = page.getByLabel('统计');
    const fans = stats.locator('dt', { hasText: '粉丝' }).locator('xpath=following-sibling::dd[1]');
    await expect(fans).toHaveText(/^\d+$/);
    const before = Number(await fans.innerText());
    const follow = page.getByRole('button', { name: /^(加关注|取消关注)$/ });
    await expect(follow).toBeEnabled();
    if ((await follow.innerText()) === '取消关注') {
      await follow.click();
      await expect(fans).toHaveText(String(before - 1));
      await page.getByRole('button', { name: '加关注' }).click();
      await expect(fans).toHaveText(String(before));
    } else {
      await follow.click();
      await expect(page.getByRole('button', { name: '取消关注' })).toBeVisible();
      await expect(fans).toHaveText(String(before + 1));
      await page.getByRole('button', { name: '取消关注' }).click();
      await expect(page.getByRole('button', { name: '加关注' })).toBeVisible();
      await expect(fans).toHaveText(String(before));
    }
  });
});
