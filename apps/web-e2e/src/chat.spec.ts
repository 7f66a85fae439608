import { apiLogin, memberPage as member, type Envelope } from './support/demo';
import { expect, test } from './support/fixtures';

/** 陈摄影 writes, 赵大夫 receives: demo members no other journey uses. */
const SENDER = '13800000004';
const RECEIVER = '13800000005';

test.describe('chat', () => {
  test('A messages B from B’s homepage; B sees it live with an unread badge, then three sent while B was away', async ({
    browser,
    request,
  }) => {
    const receiver = await apiLogin(request, RECEIVER);
    const sender = await apiLogin(request, SENDER);
    const a = await member(browser, SENDER);
    const b = await member(browser, RECEIVER);
    try {
      await b.page.goto('/my/messages');
      await b.page.getByRole('tab', { name: /私信/ }).click();
      await expect(b.page.getByText('还没有私信')).toBeVisible();

      await a.page.goto(`/user/homepage?userId=${receiver.userId}`);
      await a.page.getByRole('button', { name: '私信' }).click();
      await expect(a.page).toHaveURL(/\/my\/messages/);
      const composer = a.page.getByRole('textbox', { name: '输入消息' });
      await composer.fill('赵大夫您好，想请教一下拍摄手术室的注意事项');
      await a.page.getByRole('button', { name: '发送' }).click();
      const mine = a.page.getByTestId('chat-message').filter({ hasText: '想请教一下' });
      await expect(mine).toContainText(/已送达|未读|已读/);

      // Live on B's side, without a reload: the session with its unread badge, and the 私信 tab's count.
      const session = b.page.getByRole('navigation', { name: '会话列表' }).getByRole('button', { name: /陈摄影/ });
      await expect(session).toContainText('1');
      await expect(b.page.getByTestId('badge-chat')).toHaveText('1');
      await session.click();
      await expect(b.page.getByTestId('chat-message').filter({ hasText: '想请教一下' })).toHaveCount(1);
      await expect(mine).toContainText('已读');

      // B goes away; A sends three; B comes back and sees each exactly once.
      await b.page.close();
      for (const text of ['第一条：光线', '第二条：无菌区', '第三条：不拍患者面部']) {
        await composer.fill(text);
        await a.page.getByRole('button', { name: '发送' }).click();
        await expect(a.page.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
      }
      const back = await b.context.newPage();
      await back.goto(`/my/messages?chatUserId=${sender.userId}`);
      for (const text of ['第一条：光线', '第二条：无菌区', '第三条：不拍患者面部']) {
        await expect(back.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
      }
      await back.waitForTimeout(500);
      await expect(back.getByTestId('chat-message').filter({ hasText: /^第.条/ })).toHaveCount(3);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  test('A likes B’s post and B’s header bell rises without a reload', async ({ browser, request }) => {
    const receiver = await apiLogin(request, RECEIVER);
    const sender = await apiLogin(request, SENDER);
    const posts = await request.get(`/api/content/list?createBy=${receiver.userId}&pageSize=20`);
    const records = ((await posts.json()) as Envelope<{ records: { contentId: string }[] }>).data.records;
    expect(records.length).toBeGreaterThan(0);
    const unread = await request.get('/web/notification/unread', { headers: { authorization: receiver.token } });
    const before = ((await unread.json()) as Envelope<{ total: number }>).data.total;
    const b = await member(browser, RECEIVER);
    try {
      // The bell loads the chat engine after first paint; wait for its socket before the like happens.
      const socket = b.page.waitForEvent('websocket');
      await b.page.goto('/');
      await socket;
      const bell = b.page.getByRole('link', { name: /^消息/ });
      await expect(bell).toBeVisible();
      if (before > 0) await expect(b.page.getByTestId('bell-count')).toHaveText(String(before));
      const like = await request.post(`/web/user/behaviour/like/${records[records.length - 1]?.contentId ?? ''}`, {
        headers: { authorization: sender.token },
      });
      expect(like.ok()).toBe(true);
      await expect(b.page.getByTestId('bell-count')).toHaveText(String(before + 1));
    } finally {
      await b.context.close();
    }
  });
});
