import type { AddressInfo } from 'node:net';
import { IM_MESSAGES } from '@yiying/validation';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { openChatSocket, privates, type TestSocket } from './im.testing';

/** A send repeated with its `clientId` (its answer was lost) stores nothing new, whichever way it comes. */
describeEachDatabase('sends repeated with the same client id', (target) => {
  const t = useTestApp(target);
  let base: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  const create = (from: TestSession, to: TestSession, content: string, clientId?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/web/imMsg/create',
      headers: authed(from),
      payload: {
        senderId: from.userId,
        receiverId: to.userId,
        content,
        ...(clientId === undefined ? {} : { clientId }),
      },
    });
  const get = (session: TestSession, url: string) => t.app.inject({ method: 'GET', url, headers: authed(session) });
  const conversation = async (me: TestSession, peer: TestSession) =>
    (await get(me, `/web/imMsg/list?chatUserId=${peer.userId}`)).json().data.records as {
      msgId: string;
      content: string;
    }[];
  const unreadFrom = async (me: TestSession, peer: TestSession) =>
    ((await get(me, '/web/imSession/list')).json().data as { userId: string; unread?: number }[]).find(
      (s) => s.userId === peer.userId,
    )?.unread;

  it('answers a repeated HTTP send with the stored message: one row, one unread, one push', async () => {
    const alice = await loginByCode(t.app);
    const bob = await loginByCode(t.app);
    const b = await openChatSocket(base, bob.userId, bob.token);
    open.push(b);
    const first = await create(alice, bob, '只发一次', 'http-1');
    expect(first.statusCode).toBe(200);
    const stored = first.json().data as { msgId: string; content: string };
    await b.waitFor((f) => privates(f).length === 1);

    const again = await create(alice, bob, '只发一次', 'http-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(stored);
    expect(await conversation(bob, alice)).toEqual([expect.objectContaining({ msgId: stored.msgId })]);
    expect(await unreadFrom(bob, alice)).toBe(1);
    // Not acknowledged yet: the repeat pushes it again, and the receiver's socket sees the same message id.
    const pushes = privates(await b.waitFor((f) => privates(f).length === 2));
    expect(pushes.map((p) => p['messageId'])).toEqual([stored.msgId, stored.msgId]);

    // Without a client id every send is a new message.
    await create(alice, bob, '没有编号', undefined);
    await create(alice, bob, '没有编号', undefined);
    expect((await conversation(bob, alice)).map((m) => m.content)).toEqual(['没有编号', '没有编号', '只发一次']);
    expect(await unreadFrom(bob, alice)).toBe(3);
  });

  it('stores one message when the same send arrives many times at once', async () => {
    const carol = await loginByCode(t.app);
    const dave = await loginByCode(t.app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(carol, dave, '同时到达', 'burst-1')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => (a.json().data as { msgId: string }).msgId));
    expect(ids.size).toBe(1);
    expect(await conversation(dave, carol)).toHaveLength(1);
    expect(await unreadFrom(dave, carol)).toBe(1);
  });

  it('answers an HTTP send with the message a socket send of the same client id stored', async () => {
    const erin = await loginByCode(t.app);
    const finn = await loginByCode(t.app);
    const e = await openChatSocket(base, erin.userId, erin.token);
    open.push(e);
    e.ws.send(
      JSON.stringify({ type: 'private', clientId: 'both-ways', receiverId: finn.userId, content: '先走套接字' }),
    );
    const [response] = (await e.waitFor((f) => f.some((x) => x['type'] === 'response'))).filter(
      (x) => x['type'] === 'response',
    );
    const msgId = (response?.['message'] as { msgId: string }).msgId;
    // The socket's answer was lost; the client retries over HTTP with the same id.
    const retried = await create(erin, finn, '先走套接字', 'both-ways');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.msgId).toBe(msgId);
    expect(await conversation(finn, erin)).toHaveLength(1);
  });

  it('keeps each sender’s client ids apart', async () => {
    const gina = await loginByCode(t.app);
    const hank = await loginByCode(t.app);
    const a = await create(gina, hank, '我的第一条', 'shared-id');
    const b = await create(hank, gina, '我的第一条', 'shared-id');
    expect(a.json().data.msgId).not.toBe(b.json().data.msgId);
    expect(await conversation(gina, hank)).toHaveLength(2);
  });

  it('refuses a client id that is not 1 to 64 characters with a Chinese message, storing nothing', async () => {
    const ivy = await loginByCode(t.app);
    const jack = await loginByCode(t.app);
    const messages: string[] = [];
    for (const clientId of ['', 'x'.repeat(65), 42]) {
      const res = await create(ivy, jack, '编号不对', clientId);
      expect(res.statusCode).toBe(400);
      messages.push(res.json().msg);
    }
    expect(messages).toEqual(Array(3).fill(IM_MESSAGES.clientIdInvalid));
    expect(await conversation(ivy, jack)).toEqual([]);
  });
});
