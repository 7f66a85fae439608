import type { ChatMessage, ChatSession, PagedList } from '@yiying/models';
import { authed, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';

describeEachDatabase('demo conversations', (target) => {
  const t = useTestApp(target);

  async function get<T>(session: TestSession, url: string, query: Record<string, string> = {}): Promise<T> {
    const res = await t.app.inject({ method: 'GET', url, query, headers: authed(session) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: T }).data;
  }
  const sessionsOf = async (session: TestSession) => {
    const data = await get<ChatSession[] | PagedList<ChatSession>>(session, '/web/imSession/list');
    return Array.isArray(data) ? data : data.records;
  };

  it('opens the first demo member’s messages on two chats whose unread counts are those of the messages', async () => {
    const zhou = await loginByPassword(t.app, '13800000001');
    const list = await sessionsOf(zhou);
    expect(list.map((s) => [s.name, s.unread])).toEqual([
      ['李医生', 1],
      ['王同学', 0],
    ]);
    const [doctor] = list;
    if (!doctor) throw new Error('no conversation');
    expect(doctor.newest).toBe('会的，准备投一组夜班急诊的照片，整理好了发给你看看，帮我提提意见。');
    const page = await get<ChatMessage[] | PagedList<ChatMessage>>(zhou, '/web/imMsg/list', {
      chatUserId: doctor.userId,
    });
    const messages = Array.isArray(page) ? page : page.records;
    expect(messages).toHaveLength(6);
    expect(messages.map((m) => m.content)).toContain('想请教一下，在诊室里拍照要注意哪些隐私问题？');
    expect(new Set(messages.map((m) => m.from.username))).toEqual(new Set(['影友小周', '李医生']));
    // Reading the chat clears its counter: the count was that of the one message not yet read.
    const read = await t.app.inject({
      method: 'POST',
      url: `/web/imSession/read/${doctor.userId}`,
      headers: authed(zhou),
    });
    expect(read.statusCode).toBe(200);
    expect((await sessionsOf(zhou)).map((s) => s.unread)).toEqual([0, 0]);
    // The doctor's side of the same chat: nothing unread.
    const li = await loginByPassword(t.app, '13800000002');
    expect((await sessionsOf(li)).map((s) => [s.name, s.unread])).toEqual([['影友小周', 0]]);
  });
});
