import type { RecordedNotification } from './index';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('notifications', (target) => {
  const t = useTestApp(target);
  let owner: TestSession;
  let fan: TestSession;
  const heard: RecordedNotification[] = [];

  beforeAll(async () => {
    owner = await loginByCode(t.app);
    fan = await loginByCode(t.app);
    t.app.yiying.context.notifications.onRecorded((n) => heard.push(n));
  });

  const service = () => t.app.yiying.context.notifications;
  const db = () => t.app.yiying.context.db;

  it('records a follow for the followed member, once, and never for oneself', async () => {
    const follow = () =>
      t.app.inject({ method: 'POST', url: `/web/user/behaviour/attention/${owner.userId}`, headers: authed(fan) });
    expect((await follow()).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/web/user/behaviour/cancel/attention/${owner.userId}`,
      headers: authed(fan),
    });
    expect((await follow()).statusCode).toBe(200);
    const page = await service().list(db(), owner.userId, { type: 'attention' });
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      type: 'attention',
      action: 'follow',
      read: false,
      actor: { userId: fan.userId },
    });
    expect(heard.filter((n) => n.action === 'follow' && n.userId === owner.userId)).toHaveLength(1);
    expect(await service().record(db(), { userId: owner.userId, actorId: owner.userId, action: 'like' })).toBeNull();
  });

  it('counts unread per type, marks read by type and by id', async () => {
    const first = await service().record(db(), {
      userId: owner.userId,
      actorId: fan.userId,
      action: 'comment',
      contentId: 'c1',
      commentId: 'cm1',
      text: '光线真好',
    });
    await service().record(db(), { userId: owner.userId, actorId: fan.userId, action: 'reply', commentId: 'cm1' });
    await service().record(db(), { userId: owner.userId, actorId: fan.userId, action: 'forward', contentId: 'c1' });
    await service().record(db(), { userId: owner.userId, actorId: fan.userId, action: 'like', contentId: 'c1' });
    // 赞和收藏 holds the like; a forward is with comments and replies (评论和转发).
    expect(await service().unreadCounts(db(), owner.userId)).toEqual({
      likes: 1,
      comment: 3,
      attention: 1,
      activity: 0,
    });
    expect(await service().markRead(db(), owner.userId, { ids: [first?.notificationId ?? ''] })).toBe(1);
    expect(await service().unreadCounts(db(), owner.userId)).toEqual({
      likes: 1,
      comment: 2,
      attention: 1,
      activity: 0,
    });
    expect(await service().markRead(db(), owner.userId, { type: 'likes' })).toBe(1);
    expect(await service().markRead(db(), fan.userId, {})).toBe(0);
    expect(await service().unreadCounts(db(), owner.userId)).toEqual({
      likes: 0,
      comment: 2,
      attention: 1,
      activity: 0,
    });
    const comments = await service().list(db(), owner.userId, { type: 'comment', pageSize: 1 });
    expect(comments).toMatchObject({ total: 3, pages: 3, size: 1, current: 1 });
    expect(await service().markRead(db(), owner.userId)).toBe(3);
    expect(await service().unreadCounts(db(), owner.userId)).toEqual({
      likes: 0,
      comment: 0,
      attention: 0,
      activity: 0,
    });
  });

  it('tells listeners only after the transaction commits, and nothing of a rolled back one', async () => {
    const before = heard.length;
    let duringTransaction = -1;
    await service().transaction(db(), async (trx) => {
      await service().record(trx, { userId: owner.userId, actorId: fan.userId, action: 'comment', text: '一' });
      duringTransaction = heard.length;
    });
    expect(duringTransaction).toBe(before);
    expect(heard.length).toBe(before + 1);
    await expect(
      service().transaction(db(), async (trx) => {
        await service().record(trx, { userId: owner.userId, actorId: fan.userId, action: 'comment', text: '二' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(heard.length).toBe(before + 1);
    const texts = (await service().list(db(), owner.userId, { type: 'comment', pageSize: 50 })).records.map(
      (n) => n.text,
    );
    expect(texts).toContain('一');
    expect(texts).not.toContain('二');
  });

  it('stops calling a listener once unsubscribed', async () => {
    const calls: string[] = [];
    const off = service().onRecorded((n) => calls.push(n.notificationId));
    await service().record(db(), { userId: fan.userId, actorId: owner.userId, action: 'comment', text: '三' });
    off();
    await service().record(db(), { userId: fan.userId, actorId: owner.userId, action: 'comment', text: '四' });
    expect(calls).toHaveLength(1);
    expect(() => service().onRecorded(undefined as never)).toThrow('onRecorded 需要一个函数');
  });
});
