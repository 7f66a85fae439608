import type { AddressInfo } from 'node:net';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { openChatSocket, privates, type TestSocket } from './im.testing';

describeEachDatabase('private messages and chat sockets', (target) => {
  const t = useTestApp(target, { env: { IM_SEND_PER_MINUTE: '40', IM_SOCKET_BUFFER_KB: '16' } });
  let base: string;
  let alice: TestSession;
  let bob: TestSession;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    alice = await loginByCode(t.app);
    bob = await loginByCode(t.app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  const connect = async (session: TestSession, options: { origin?: string; autoAck?: boolean } = {}) => {
    const socket = await openChatSocket(base, session.userId, session.token, options);
    open.push(socket);
    return socket;
  };
  const post = (session: TestSession, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: authed(session), ...(payload ? { payload } : {}) });
  const get = (session: TestSession, url: string) => t.app.inject({ method: 'GET', url, headers: authed(session) });
  const send = (from: TestSession, to: TestSession, content: string) =>
    post(from, '/web/imMsg/create', { content, senderId: from.userId, receiverId: to.userId });
  const sessionWith = async (me: TestSession, peer: TestSession) =>
    (await get(me, '/web/imSession/list')).json().data.find((s: { userId: string }) => s.userId === peer.userId);

  it('refuses a bad token, another member’s userId and a foreign Origin at the handshake', async () => {
    await expect(openChatSocket(base, alice.userId, 'not-a-token')).rejects.toMatchObject({ status: 401 });
    await expect(openChatSocket(base, bob.userId, alice.token)).rejects.toMatchObject({ status: 401 });
    await expect(
      openChatSocket(base, alice.userId, alice.token, { origin: 'https://evil.example' }),
    ).rejects.toMatchObject({ status: 403 });
    const same = await connect(alice, { origin: base });
    expect(same.ws.readyState).toBe(1);
  });

  it('pushes a committed message, moves it to received on ensure and to read when the conversation opens', async () => {
    const a = await connect(alice);
    const b = await connect(bob);
    const sent = await send(alice, bob, '  你好，周末去拍片吗？ ');
    expect(sent.statusCode).toBe(200);
    const message = sent.json().data;
    expect(message).toMatchObject({ content: '你好，周末去拍片吗？', state: 'ready_send', fromId: alice.userId });

    const [frame] = privates(await b.waitFor((f) => privates(f).length === 1));
    expect(frame).toMatchObject({
      type: 'private',
      status: 'ready_send',
      messageId: message.msgId,
      senderId: alice.userId,
      destId: bob.userId,
      content: '你好，周末去拍片吗？',
    });
    expect((await sessionWith(bob, alice)).unread).toBe(1);
    expect((await sessionWith(alice, bob)).unread).toBe(0);

    b.ws.send(JSON.stringify({ type: 'ensure', messageId: message.msgId, status: 'received' }));
    await a.waitFor((f) => f.some((x) => x['type'] === 'ensure' && x['status'] === 'received'));
    const page = (await get(alice, `/web/imMsg/list?chatUserId=${bob.userId}`)).json().data;
    expect(page.records[0]).toMatchObject({ msgId: message.msgId, state: 'received' });

    expect((await post(bob, `/web/imSession/read/${alice.userId}`)).statusCode).toBe(200);
    await a.waitFor((f) => f.some((x) => x['type'] === 'ensure' && x['status'] === 'read'));
    expect((await sessionWith(bob, alice)).unread).toBe(0);
    const afterRead = (await get(bob, `/web/imMsg/list?chatUserId=${alice.userId}`)).json().data;
    expect(afterRead.records[0].state).toBe('read');
  });

  it('pushes again every unacknowledged message on reconnect, each once, and nothing once acknowledged', async () => {
    const carol = await loginByCode(t.app);
    const dave = await loginByCode(t.app);
    for (const text of ['一', '二', '三']) expect((await send(carol, dave, text)).statusCode).toBe(200);
    expect((await sessionWith(dave, carol)).unread).toBe(3);

    const first = await connect(dave);
    const frames = privates(await first.waitFor((f) => privates(f).length >= 3));
    expect(frames.map((f) => f['content'])).toEqual(['一', '二', '三']);
    // Dropped before acknowledging anything: the next connection gets the same three again, no more.
    first.ws.terminate();
    const second = await connect(dave, { autoAck: true });
    const again = privates(await second.waitFor((f) => privates(f).length >= 3));
    expect(again.map((f) => f['messageId'])).toEqual(frames.map((f) => f['messageId']));
    await new Promise((r) => setTimeout(r, 200));
    expect(privates(second.frames)).toHaveLength(3);
    second.close();
    await second.closed;

    const third = await connect(dave);
    await new Promise((r) => setTimeout(r, 300));
    expect(privates(third.frames)).toHaveLength(0);
  });

  it('pages a conversation newest first by cursor, and deletes one side’s copy only', async () => {
    const erin = await loginByCode(t.app);
    const frank = await loginByCode(t.app);
    for (let i = 1; i <= 12; i += 1) expect((await send(erin, frank, `第${i}条`)).statusCode).toBe(200);
    const first = (await get(erin, `/web/imMsg/list?chatUserId=${frank.userId}`)).json().data;
    expect(first.records).toHaveLength(10);
    expect(first.records[0].content).toBe('第12条');
    expect(first.nextCursor).toBe(first.records[9].msgId);
    const older = (await get(erin, `/web/imMsg/list?chatUserId=${frank.userId}&cursor=${first.nextCursor}`)).json()
      .data;
    expect(older.records.map((r: { content: string }) => r.content)).toEqual(['第2条', '第1条']);
    expect(older.nextCursor).toBeNull();

    const newest = first.records[0].msgId;
    expect((await post(frank, `/web/imMsg/delete/${newest}`)).statusCode).toBe(200);
    expect((await get(frank, `/web/imMsg/list?chatUserId=${erin.userId}`)).json().data.records[0].content).toBe(
      '第11条',
    );
    expect((await get(erin, `/web/imMsg/list?chatUserId=${frank.userId}`)).json().data.records[0].msgId).toBe(newest);
    expect((await post(frank, `/web/imMsg/delete/${newest}`)).statusCode).toBe(404);

    expect((await post(erin, `/web/imSession/delete/${frank.userId}`)).statusCode).toBe(200);
    expect(await sessionWith(erin, frank)).toBeUndefined();
    expect((await get(erin, `/web/imMsg/list?chatUserId=${frank.userId}`)).json().data.records).toHaveLength(0);
    const kept = (await get(frank, `/web/imMsg/list?chatUserId=${erin.userId}&pageSize=20`)).json().data;
    expect(kept.records).toHaveLength(11);
  });

  it('refuses bad sends with the spec’s messages and stores nothing', async () => {
    const gina = await loginByCode(t.app);
    const empty = await post(gina, '/web/imMsg/create', {
      content: '  ',
      senderId: gina.userId,
      receiverId: bob.userId,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('发送信息为空');
    const noReceiver = await post(gina, '/web/imMsg/create', { content: '在吗', senderId: gina.userId });
    expect(noReceiver.json().msg).toBe('接收者ID为空');
    const forged = await post(gina, '/web/imMsg/create', {
      content: '在吗',
      senderId: bob.userId,
      receiverId: alice.userId,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().msg).toBe('只能以自己的身份发送消息');
    const image = await post(gina, '/web/imMsg/create', {
      content: '/files/m/someone-else.jpg',
      contentType: 'image',
      senderId: gina.userId,
      receiverId: bob.userId,
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().msg).toBe('请先上传图片');
    expect((await send(gina, gina, '自言自语')).json().msg).toBe('不能给自己发送消息');
    expect((await get(gina, '/web/imSession/list')).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/web/imMsg/create', payload: {} })).statusCode).toBe(401);
  });

  it('applies who-may-message-me and blocks with Chinese 403 answers', async () => {
    const hank = await loginByCode(t.app);
    const ivy = await loginByCode(t.app);
    expect((await get(ivy, '/web/imMsg/setting')).json().data).toEqual({ permission: 'everyone' });
    expect((await post(ivy, '/web/imMsg/setting', { permission: 'sometimes' })).statusCode).toBe(400);

    expect((await post(ivy, '/web/imMsg/setting', { permission: 'nobody' })).statusCode).toBe(200);
    expect((await send(hank, ivy, '你好')).json()).toMatchObject({ code: 403, msg: '对方不接收私信' });

    await post(ivy, '/web/imMsg/setting', { permission: 'fans' });
    expect((await send(hank, ivy, '你好')).json().msg).toBe('对方只接收关注了TA的人发来的私信');
    await post(hank, `/web/user/behaviour/attention/${ivy.userId}`);
    expect((await send(hank, ivy, '你好')).statusCode).toBe(200);

    await post(ivy, '/web/imMsg/setting', { permission: 'mutual' });
    expect((await send(hank, ivy, '你好')).json().msg).toBe('对方只接收互相关注的人发来的私信');
    await post(ivy, `/web/user/behaviour/attention/${hank.userId}`);
    expect((await send(hank, ivy, '你好')).statusCode).toBe(200);

    expect((await post(ivy, `/web/user/block/${hank.userId}`)).json().data).toEqual({
      userId: hank.userId,
      blocked: true,
    });
    expect((await get(ivy, `/web/user/block/state/${hank.userId}`)).json().data.blocked).toBe(true);
    expect((await get(ivy, '/web/user/block/list')).json().data[0].user.userId).toBe(hank.userId);
    expect((await send(hank, ivy, '你好')).json()).toMatchObject({ code: 403, msg: '对方已将你屏蔽，无法发送消息' });
    expect((await send(ivy, hank, '你好')).json().msg).toBe('你已屏蔽对方，解除屏蔽后才能发送消息');
    expect(await t.app.yiying.context.blocks.isBlocked(t.app.yiying.context.db, ivy.userId, hank.userId)).toBe(true);
    expect((await post(ivy, `/web/user/block/${ivy.userId}`)).json().msg).toBe('不能屏蔽自己');

    await post(ivy, `/web/user/unblock/${hank.userId}`);
    expect((await send(hank, ivy, '你好')).statusCode).toBe(200);
  });

  it('pushes notifications over the socket and counts, lists and marks them read in the message centre', async () => {
    const mia = await loginByCode(t.app);
    const ned = await loginByCode(t.app);
    const socket = await connect(mia);
    expect((await get(mia, '/web/notification/unread')).json().data).toEqual({
      likes: 0,
      comment: 0,
      attention: 0,
      activity: 0,
      chat: 0,
      total: 0,
    });
    await post(ned, `/web/user/behaviour/attention/${mia.userId}`);
    const [notice] = await socket.waitFor((f) => f.some((x) => x['type'] === 'notice'));
    expect(notice).toMatchObject({
      type: 'notice',
      notification: { type: 'attention', action: 'follow', actor: { userId: ned.userId }, read: false },
    });
    await send(ned, mia, '关注你啦');
    expect((await get(mia, '/web/notification/unread')).json().data).toEqual({
      likes: 0,
      comment: 0,
      attention: 1,
      activity: 0,
      chat: 1,
      total: 2,
    });
    const list = (await get(mia, '/web/notification/list?type=attention')).json().data;
    expect(list.records.map((r: { actor: { userId: string } }) => r.actor.userId)).toEqual([ned.userId]);
    expect((await get(mia, '/web/notification/list?type=likes')).json().data.total).toBe(0);
    expect((await post(mia, '/web/notification/read', { type: 'bogus' })).statusCode).toBe(400);
    const after = (await post(mia, '/web/notification/read', { type: 'attention' })).json().data;
    expect(after).toEqual({ likes: 0, comment: 0, attention: 0, activity: 0, chat: 1, total: 1 });
    expect((await get(mia, '/web/notification/list')).json().data.records[0].read).toBe(true);
  });

  it('limits how fast one member sends (429 with Retry-After)', async () => {
    const jack = await loginByCode(t.app);
    const kate = await loginByCode(t.app);
    for (let i = 0; i < 40; i += 1) expect((await send(jack, kate, `${i}`)).statusCode).toBe(200);
    const refused = await send(jack, kate, 'too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('发送太频繁，请稍后再试');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(kate, jack, '我还可以发')).statusCode).toBe(200);
  });

  it('closes the member’s sockets at logout, and a slow consumer past its send buffer', async () => {
    const lily = await loginByCode(t.app);
    const other = await loginByCode(t.app);
    const socket = await connect(lily);
    expect((await post(lily, '/web/user/logout')).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4401);
    await expect(openChatSocket(base, lily.userId, lily.token)).rejects.toMatchObject({ status: 401 });

    // Revoking every session of a member (what a ban or a password change does) ends all of their sockets.
    const again = await loginByCode(t.app);
    const phone = await connect(again);
    const desk = await connect(again);
    await t.app.yiying.context.identity.tokens.revokeUser(again.userId);
    expect((await phone.closed).code).toBe(4401);
    expect((await desk.closed).code).toBe(4401);

    const slow = await connect(other);
    slow.ws.pause();
    // The client reads nothing; the server must drop it rather than buffer without end.
    const big = 'x'.repeat(32 * 1024);
    const hub = t.app.yiying.context.chatHub;
    for (let i = 0; i < 400 && slow.ws.readyState === 1; i += 1) {
      hub.toUser(other.userId, { type: 'notice', content: big });
      await new Promise((r) => setImmediate(r));
    }
    slow.ws.resume();
    // Terminated (no close frame could get through the full buffer).
    expect((await slow.closed).code).toBe(1006);
    expect(hub.size).toBe(0);
  });
});
