import type { AddressInfo } from 'node:net';
import { authed, loginByCode, testClock, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { openChatSocket, privates, type TestSocket } from './im.testing';

describeEachDatabase('messages sent on the chat socket', (target) => {
  const t = useTestApp(target, { env: { IM_SEND_PER_MINUTE: '20' } });
  let base: string;
  const open: TestSocket[] = [];
  let seq = 0;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  const connect = async (session: TestSession, options: { autoAck?: boolean } = {}) => {
    const socket = await openChatSocket(base, session.userId, session.token, options);
    open.push(socket);
    return socket;
  };
  const post = (session: TestSession, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: authed(session), ...(payload ? { payload } : {}) });
  const get = (session: TestSession, url: string) => t.app.inject({ method: 'GET', url, headers: authed(session) });
  const responseTo = async (socket: TestSocket, clientId: string | null) => {
    const frames = await socket.waitFor((f) => f.some((x) => x['type'] === 'response' && x['clientId'] === clientId));
    return frames.find((x) => x['type'] === 'response' && x['clientId'] === clientId) as Record<string, unknown>;
  };
  /** Sends a `private` frame on `socket` and answers the server's `response` to it. */
  const sendOn = (socket: TestSocket, fields: Record<string, unknown>, clientId = `c${(seq += 1)}`) => {
    socket.ws.send(JSON.stringify({ type: 'private', clientId, ...fields }));
    return responseTo(socket, clientId);
  };
  const conversation = async (me: TestSession, peer: TestSession) =>
    (await get(me, `/web/imMsg/list?chatUserId=${peer.userId}`)).json().data.records as { content: string }[];

  it('stores, pushes and answers a message sent on the socket; the same client id again stores nothing new', async () => {
    const alice = await loginByCode(t.app);
    const bob = await loginByCode(t.app);
    const a = await connect(alice);
    const b = await connect(bob, { autoAck: true });
    const answer = await sendOn(a, { receiverId: bob.userId, content: '  套接字上的问候 ' }, 'same-id');
    expect(answer).toMatchObject({
      type: 'response',
      clientId: 'same-id',
      ok: true,
      message: { content: '套接字上的问候', fromId: alice.userId, toId: bob.userId, state: 'ready_send' },
    });
    const msgId = (answer['message'] as { msgId: string }).msgId;
    const [push] = privates(await b.waitFor((f) => privates(f).length === 1));
    expect(push).toMatchObject({ messageId: msgId, senderId: alice.userId, content: '套接字上的问候' });
    // Bob's socket acknowledged the push: Alice hears it and the stored state moves.
    await a.waitFor((f) => f.some((x) => x['type'] === 'ensure' && x['messageId'] === msgId));
    expect((await get(alice, `/web/imMsg/list?chatUserId=${bob.userId}`)).json().data.records[0]).toMatchObject({
      msgId,
      state: 'received',
    });

    // A resent frame (its answer was lost) answers the stored message again.
    a.frames.length = 0;
    const again = await sendOn(a, { receiverId: bob.userId, content: '套接字上的问候' }, 'same-id');
    expect(again).toMatchObject({ ok: true, message: { msgId } });
    expect(await conversation(alice, bob)).toHaveLength(1);

    // The HTTP send keeps working beside it.
    const viaHttp = await post(alice, '/web/imMsg/create', {
      content: '走 HTTP',
      senderId: alice.userId,
      receiverId: bob.userId,
    });
    expect(viaHttp.statusCode).toBe(200);
    expect((await conversation(bob, alice)).map((m) => m.content)).toEqual(['走 HTTP', '套接字上的问候']);
  });

  it('answers every refusal with its status and Chinese reason, and stores nothing', async () => {
    const gina = await loginByCode(t.app);
    const hank = await loginByCode(t.app);
    const ivy = await loginByCode(t.app);
    const g = await connect(gina);
    const refused = async (fields: Record<string, unknown>) => {
      const answer = await sendOn(g, fields);
      expect(answer['ok']).toBe(false);
      return [answer['status'], answer['message']];
    };
    expect(await refused({ receiverId: hank.userId, content: '   ' })).toEqual([400, '发送信息为空']);
    expect(await refused({ content: '在吗' })).toEqual([400, '接收者ID为空']);
    expect(await refused({ receiverId: gina.userId, content: '自言自语' })).toEqual([400, '不能给自己发送消息']);
    expect(await refused({ receiverId: ivy.userId, content: '冒名', senderId: hank.userId })).toEqual([
      403,
      '只能以自己的身份发送消息',
    ]);
    expect(await refused({ receiverId: hank.userId, content: 'x'.repeat(501) })).toEqual([
      400,
      '消息不能超过500个字符',
    ]);
    expect(
      await refused({ receiverId: hank.userId, content: '/files/m/someone-else.jpg', contentType: 'image' }),
    ).toEqual([400, '请先上传图片']);
    expect(await refused({ receiverId: 'no-such-member', content: '在吗' })).toEqual([404, '接收者不存在']);

    await post(hank, '/web/imMsg/setting', { permission: 'nobody' });
    expect(await refused({ receiverId: hank.userId, content: '你好' })).toEqual([403, '对方不接收私信']);
    await post(hank, '/web/imMsg/setting', { permission: 'fans' });
    expect(await refused({ receiverId: hank.userId, content: '你好' })).toEqual([
      403,
      '对方只接收关注了TA的人发来的私信',
    ]);
    await post(ivy, `/web/user/block/${gina.userId}`);
    expect(await refused({ receiverId: ivy.userId, content: '你好' })).toEqual([403, '对方已将你屏蔽，无法发送消息']);
    await post(gina, `/web/user/block/${hank.userId}`);
    expect(await refused({ receiverId: hank.userId, content: '你好' })).toEqual([
      403,
      '你已屏蔽对方，解除屏蔽后才能发送消息',
    ]);

    expect((await get(gina, '/web/imSession/list')).json().data).toEqual([]);
    expect((await get(hank, '/web/imSession/list')).json().data).toEqual([]);
    expect((await get(ivy, '/web/imSession/list')).json().data).toEqual([]);
  });

  it('shares the per-member rate limit with the HTTP send', async () => {
    const jack = await loginByCode(t.app);
    const kate = await loginByCode(t.app);
    const j = await connect(jack);
    for (let i = 0; i < 10; i += 1) {
      const http = await post(jack, '/web/imMsg/create', {
        content: `h${i}`,
        senderId: jack.userId,
        receiverId: kate.userId,
      });
      expect(http.statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i += 1)
      expect((await sendOn(j, { receiverId: kate.userId, content: `s${i}` }))['ok']).toBe(true);
    expect(await sendOn(j, { receiverId: kate.userId, content: 'too many' })).toMatchObject({
      ok: false,
      status: 429,
      message: '发送太频繁，请稍后再试',
    });
    expect(await conversation(kate, jack)).toHaveLength(10);
  });

  it('survives bad frames: not JSON, no client id, a client id too long, unknown types', async () => {
    const lily = await loginByCode(t.app);
    const mike = await loginByCode(t.app);
    const l = await connect(lily);
    l.ws.send('{not json');
    l.ws.send(JSON.stringify({ type: 'private', receiverId: mike.userId, content: '没有编号' }));
    expect(await responseTo(l, null)).toEqual({
      type: 'response',
      clientId: null,
      ok: false,
      status: 400,
      message: '消息格式不正确',
    });
    l.frames.length = 0;
    l.ws.send(JSON.stringify({ type: 'private', clientId: 'x'.repeat(65), receiverId: mike.userId, content: '太长' }));
    await responseTo(l, null);
    l.ws.send(JSON.stringify({ type: 'whatever' }));
    l.ws.send(JSON.stringify(['private']));
    l.ws.send('null');
    expect(await sendOn(l, { receiverId: mike.userId, content: '还能发' })).toMatchObject({ ok: true });
    expect(l.ws.readyState).toBe(1);
    expect((await conversation(mike, lily)).map((m) => m.content)).toEqual(['还能发']);
  });
});

/** Longer than an access token lives (two hours). */
const PAST_ACCESS_TOKEN_LIFE_MS = 3 * 3_600_000;

describeEachDatabase('a chat socket whose token expired', (target) => {
  const clock = testClock();
  const t = useTestApp(target, { overrides: () => ({ clock }) });

  it('refuses its sends with 401, closes it as unauthorized and stores nothing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const nora = await loginByCode(t.app);
    const otto = await loginByCode(t.app);
    const socket = await openChatSocket(base, nora.userId, nora.token);
    try {
      socket.ws.send(JSON.stringify({ type: 'private', clientId: 'c1', receiverId: otto.userId, content: '还在吗' }));
      await socket.waitFor((f) => f.some((x) => x['clientId'] === 'c1' && x['ok'] === true));
      clock.advance(PAST_ACCESS_TOKEN_LIFE_MS);
      socket.ws.send(JSON.stringify({ type: 'private', clientId: 'c2', receiverId: otto.userId, content: '过期了' }));
      const frames = await socket.waitFor((f) => f.some((x) => x['clientId'] === 'c2'));
      expect(frames.find((x) => x['clientId'] === 'c2')).toEqual({
        type: 'response',
        clientId: 'c2',
        ok: false,
        status: 401,
        message: '用户未登录',
      });
      expect((await socket.closed).code).toBe(4401);
      clock.advance(-PAST_ACCESS_TOKEN_LIFE_MS);
      const list = await t.app.inject({
        method: 'GET',
        url: `/web/imMsg/list?chatUserId=${nora.userId}`,
        headers: authed(otto),
      });
      expect(list.json().data.records.map((m: { content: string }) => m.content)).toEqual(['还在吗']);
    } finally {
      socket.close();
    }
  });
});
