import type { Page } from '@playwright/test';
import { DEMO_ADMIN, loginByPassword, memberPage, PNG, signUpMember, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';

/** The row of a console table that holds `text`. */
function row(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

test.describe('admin console', () => {
  test('a member gets 无权访问 at /admin', async ({ browser, request }) => {
    const fresh = await signUpMember(request, '无权测试');
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto('/my/login');
      await loginByPassword(page, fresh.mobile, fresh.password);
      await expect(page).toHaveURL(/\/my$/);
      const mng: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/mng/')) mng.push(r.url());
      });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
      expect(mng).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the admin approves a certificate and the member’s badge appears', async ({ browser, request }) => {
    const fresh = await signUpMember(request, '待认证医生');
    const auth = { authorization: fresh.session.token };
    const uploaded = await request.post('/web/user/uploadOss', {
      headers: auth,
      multipart: { file: { name: 'doc.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(uploaded.ok()).toBe(true);
    const document = ((await uploaded.json()) as Envelope<{ url: string }>).data.url;
    const asked = await request.post('/web/user/certificate', {
      headers: auth,
      data: { identityType: 'doctor', realName: '待认证医生', organization: '协和医院', title: '主治医师', document },
    });
    expect(asked.ok()).toBe(true);

    const member = await memberPage(browser, fresh.mobile, fresh.password);
    const admin = await memberPage(browser, DEMO_ADMIN);
    try {
      await expect(member.page.locator('[data-badge="doctor"]')).toHaveCount(0);
      await admin.page.goto('/admin');
      await admin.page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '认证审核' }).click();
      await expect(admin.page).toHaveURL(/\/admin\/certificates$/);
      const request_ = row(admin.page, '待认证医生');
      await expect(request_).toBeVisible();
      await request_.getByRole('button', { name: '详情' }).click();
      await expect(admin.page.getByRole('img', { name: '待认证医生的证明材料' }).first()).toBeVisible();
      await request_.getByRole('button', { name: '通过' }).click();
      const dialog = admin.page.getByRole('alertdialog', { name: '通过' });
      await dialog.getByRole('button', { name: '通过' }).click();
      await expect(admin.page.getByRole('status')).toHaveText('已通过认证');
      await expect(row(admin.page, '待认证医生')).toHaveCount(0);

      await member.page.goto('/my');
      await expect(member.page.locator('[data-badge="doctor"]').first()).toBeVisible();
    } finally {
      await member.close();
      await admin.close();
    }
  });

  test('the admin bans a member whose open page is logged out at once', async ({ browser, request }) => {
    const fresh = await signUpMember(request, '将被封禁');
    const member = await memberPage(browser, fresh.mobile, fresh.password);
    const admin = await memberPage(browser, DEMO_ADMIN);
    try {
      await member.page.goto('/');
      const me = member.page.getByRole('link', { name: /个人中心/ });
      await expect(me).toBeVisible();
      // The chat socket is open once the bell has loaded it.
      await member.page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('chat-connection')),
      );
      await member.page.waitForTimeout(1000);

      await admin.page.goto('/admin/members');
      await admin.page.getByRole('searchbox', { name: '会员' }).fill(fresh.mobile);
      await admin.page.getByRole('button', { name: '搜索' }).click();
      const line = row(admin.page, fresh.mobile);
      await line.getByRole('button', { name: '封禁' }).click();
      const dialog = admin.page.getByRole('alertdialog', { name: '封禁' });
      await dialog.getByRole('button', { name: '封禁' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('请填写封禁原因');
      await dialog.getByRole('textbox', { name: '封禁原因' }).fill('发布广告');
      await dialog.getByRole('button', { name: '封禁' }).click();
      await expect(admin.page.getByRole('status')).toHaveText('已封禁');
      await expect(line).toContainText('已封禁（发布广告）');

      // The member's page, untouched, loses its session.
      await expect(me).toHaveCount(0, { timeout: 15_000 });

      await member.page.goto('/my/login');
      await loginByPassword(member.page, fresh.mobile, fresh.password);
      await expect(member.page.getByText('该账号已被封禁，如有疑问请联系管理员')).toBeVisible();

      await admin.page.goto('/admin/audit');
      const entry = row(admin.page, 'user.ban').first();
      await expect(entry).toBeVisible();
      await entry.getByRole('button', { name: '详情' }).click();
      await expect(admin.page.getByText('"banReason": "发布广告"')).toBeVisible();
    } finally {
      await member.close();
      await admin.close();
    }
  });

  test('a visitor’s message reaches the admin’s inbox', async ({ browser, request }) => {
    const sent = await request.post('/web/guestbook/create', {
      data: {
        kind: 'contact',
        name: '张女士',
        phone: '13912345678',
        title: '合作咨询',
        message: '想了解医院摄影展的合作方式',
      },
    });
    expect(sent.ok()).toBe(true);
    const admin = await memberPage(browser, DEMO_ADMIN);
    try {
      await admin.page.goto('/admin/guestbook');
      const line = row(admin.page, '合作咨询');
      await expect(line).toContainText('未读');
      await line.getByRole('button', { name: '详情' }).click();
      await expect(admin.page.getByText('想了解医院摄影展的合作方式')).toBeVisible();
      await line.getByRole('button', { name: '标为已读' }).click();
      await expect(admin.page.getByRole('status')).toHaveText('已标为已读');
      await expect(row(admin.page, '合作咨询')).toContainText('已读');
    } finally {
      await admin.close();
    }
  });

  test('the admin publishes a banner and it shows on Home', async ({ browser, page }) => {
    const admin = await memberPage(browser, DEMO_ADMIN);
    try {
      await admin.page.goto('/admin/banners');
      await admin.page.getByRole('button', { name: '新建' }).click();
      const dialog = admin.page.getByRole('dialog', { name: '新建横幅管理' });
      await dialog.getByRole('textbox', { name: '标题' }).fill('白衣与光影');
      await dialog.getByRole('combobox', { name: '位置' }).click();
      await dialog.getByRole('option', { name: '首页主横幅' }).click();
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
      await expect(dialog.locator('img.preview')).toBeVisible();
      await dialog.getByRole('spinbutton', { name: /排序/ }).fill('999');
      await dialog.getByRole('combobox', { name: '状态' }).click();
      await dialog.getByRole('option', { name: '开放' }).click();
      await expect(dialog.getByRole('combobox', { name: '状态' })).toHaveText('开放');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row(admin.page, '白衣与光影')).toContainText('开放');

      await page.goto('/');
      const carousel = page.getByRole('region', { name: '轮播图' });
      await expect(carousel.getByRole('heading', { name: '白衣与光影', includeHidden: true })).toHaveCount(1);
    } finally {
      await admin.close();
    }
  });
});
