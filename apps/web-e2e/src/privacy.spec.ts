import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import yauzl from 'yauzl';
import { DEMO_PASSWORD, loginByPassword, memberPage, outboxCode, signUpMember } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * A demo member no other journey uses. The deletion journey logs in by password, so no SMS went to this mobile
 * lately and the 60 s resend gap of the SMS code does not stand in the way of the 注销账号 code.
 */
const DELETION_MEMBER = '13800000006';

/** The text of one entry of a zip archive. */
function zipEntry(bytes: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      zip.on('error', reject);
      zip.on('end', () => reject(new Error(`${name} is not in the archive`)));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.readEntry();
    });
  });
}

/** 个人设置 through the personal area's navigation (no reload, so nothing the page asked for is cut off). */
async function openInfo(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '个人设置' }).click();
  await expect(page).toHaveURL(/\/my\/info$/);
}

function privacyPanel(page: Page) {
  return page.getByRole('region', { name: '隐私与数据' });
}

test.describe('privacy rights', () => {
  test('a new member exports their data and downloads the archive once', async ({ browser, request }) => {
    const fresh = await signUpMember(request, '导出数据的会员');
    const me = await memberPage(browser, fresh.mobile, fresh.password);
    const { page } = me;
    await openInfo(page);
    const panel = privacyPanel(page);
    await panel.getByRole('button', { name: '导出我的数据' }).click();
    // Exporting needs a fresh 验证身份 (here by the login password), then the export starts on the next click.
    const proof = panel.getByRole('group', { name: '验证身份' });
    await proof.getByRole('button', { name: '密码验证' }).click();
    await proof.getByLabel('登录密码').fill(fresh.password);
    await proof.getByRole('button', { name: '验证', exact: true }).click();
    await expect(proof).toHaveCount(0);
    await panel.getByRole('button', { name: '导出我的数据' }).click();
    // Prepared in the background: 排队中 / 准备中 with a progress bar, then 可下载.
    const download = panel.getByRole('button', { name: '下载数据压缩包' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText('可下载', { exact: true })).toBeVisible();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^yiying-data-\d{8}\.zip$/);
    const bytes = readFileSync((await file.path()) ?? '');
    // A zip whose profile is this member's.
    const profile = JSON.parse(await zipEntry(bytes, 'profile.json')) as { userId: string; username: string };
    expect(profile).toMatchObject({ userId: fresh.session.userId, username: '导出数据的会员' });
    expect(JSON.parse(await zipEntry(bytes, 'posts.json'))).toEqual([]);

    await expect(panel.getByText('已下载', { exact: true })).toBeVisible();
    await expect(download).toHaveCount(0);
    await expect(panel.getByRole('button', { name: '重新导出' })).toBeVisible();
    await me.close();
  });

  test('a member asks for deletion with the SMS code, sees the pending date, logs out and in, and sees it cancelled', async ({
    page,
    request,
  }) => {
    await page.goto('/my/login');
    await loginByPassword(page, DELETION_MEMBER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/my$/);
    await openInfo(page);
    const panel = privacyPanel(page);
    await panel.getByRole('button', { name: '注销账号' }).click();
    const dialog = page.getByRole('dialog', { name: '注销账号' });
    await expect(dialog).toBeVisible();
    // Escape closes the dialog; the keyboard opens it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await panel.getByRole('button', { name: '注销账号' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByText('验证码已发送')).toBeVisible();
    const code = await outboxCode(request, DELETION_MEMBER, 'deleteAccount');
    await dialog.getByLabel('短信验证码').fill(code);
    await dialog.getByRole('button', { name: '确认注销' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText(/已提交注销申请，账号将于/)).toBeVisible();
    await expect(panel.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: '撤销注销' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '您已申请注销账号' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: '退出' }).click();
    await page.getByRole('banner').getByRole('link', { name: '点击登录' }).click();
    await loginByPassword(page, DELETION_MEMBER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/my$/);
    // The page the login lands on says so, and so does 隐私与数据.
    await expect(
      page.getByRole('status').filter({ hasText: '注销申请已撤销：您在冷静期内重新登录了账号。' }),
    ).toBeVisible();
    await openInfo(page);
    await expect(privacyPanel(page).getByText('注销申请已撤销：您在冷静期内重新登录了账号。')).toBeVisible();
    await expect(privacyPanel(page).getByRole('button', { name: '注销账号' })).toBeVisible();
    await expect(privacyPanel(page).getByRole('button', { name: '撤销注销' })).toHaveCount(0);
  });
});
