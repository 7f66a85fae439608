import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import {
  CHAT_MESSAGES,
  CLOSE_UNAUTHORIZED,
  ChatEngine,
  ChatMessageState,
  createChatEngine,
  isChatError,
  SEND_UNANSWERED,
  type ChatEngineOptions,
  type ChatMessage,
  type ChatSocket,
  type ChatTimers,
} from '../index.js';
import type { ImMessage } from '@yiying/models';

/** The server's stored copy of a message sent on the socket, as a `response` frame carries it. */
function storedOnServer(frame: { receiverId: string; content: string }, id = 'm-1'): ImMessage {
  const t = '2026-11-22T03:00:00.000Z';
  return {
    msgId: id,
    type: 'private',
    contentType: 'text',
    from: self,
    to: { userId: frame.receiverId, username: '王同学', avatar: '/w.png' },
    fromId: self.userId,
    toId: frame.receiverId,
    content: frame.content,
    state: 'ready_send',
    createTime: t,
    updateTime: t,
    createBy: self.userId,
  } as ImMessage;
}

/**
 * A real WebSocket server on an ephemeral port that records what clients send; it answers a `private` frame with an
 * accepting `response` (message id `m-1`).
 */
async function startServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(wss, 'listening');
  const received: unknown[] = [];
  const sockets: WebSocket[] = [];
  wss.on('connection', (ws) => {
    sockets.push(ws);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      received.push(frame);
      if (frame.type === 'private')
        ws.send(
          JSON.stringify({ type: 'response', clientId: frame.clientId, ok: true, message: storedOnServer(frame) }),
        );
    });
  });
  const port = (wss.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}/websocket/u1/web?token=t`,
    received,
    sockets,
    connections: () => sockets.length,
    push: (frame: object) => sockets[sockets.length - 1].send(JSON.stringify(frame)),
    close: () => new Promise<void>((resolve) => wss.close(() => resolve())),
    wss,
  };
}

const self = { userId: 'u1', username: '李医生', avatar: '/a.png' };

/** A socket the test drives by hand: what the engine wrote, and a way to answer or close it. */
function fakeSocket(options: { failWrites?: boolean } = {}) {
  const sent: Record<string, unknown>[] = [];
  const socket: ChatSocket & { readyState: number } = {
    readyState: 0,
    send: (data: string) => {
      if (options.failWrites) throw new Error('write failed');
      sent.push(JSON.parse(data));
    },
    close: () => undefined,
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  return {
    socket,
    sent,
    open: () => {
      socket.readyState = 1;
      socket.onopen?.({});
    },
    answer: (frame: object) => socket.onmessage?.({ data: JSON.stringify(frame) }),
    drop: () => {
      socket.readyState = 3;
      socket.onclose?.({ code: 1006 });
    },
  };
}

/** Timers run by the test: `fire()` runs every timer due (all pending ones). */
function manualTimers() {
  const due = new Map<number, () => void>();
  let next = 0;
  const timers: ChatTimers = {
    setTimeout: (fn) => {
      due.set(++next, fn);
      return next;
    },
    clearTimeout: (handle) => {
      due.delete(handle as number);
    },
    now: () => Date.parse('2026-11-22T03:00:05.000Z'),
  };
  return {
    timers,
    fire: () => {
      const all = [...due.values()];
      due.clear();
      for (const fn of all) fn();
    },
  };
}
const wsFactory = (url: string) => new WebSocket(url) as unknown as ChatSocket;

function stored(draft: { toId: string; content: string }, id = 'm-1'): ChatMessage {
  const t = '2026-11-22T03:00:00.000Z';
  return {
    msgId: id,
    type: 'private',
    content: draft.content,
    contentType: 'text',
    from: self,
    to: { userId: draft.toId, username: '', avatar: '' },
    state: ChatMessageState.send,
    createTime: t,
    updateTime: t,
    hintTime: '03:00',
  };
}

function engineFor(url: string, extra: Partial<ChatEngineOptions> = {}) {
  return createChatEngine({
    self,
    url,
    socketFactory: wsFactory,
    createMessage: async (d) => stored(d),
    reconnect: { baseDelay: 20, maxDelay: 100 },
    ...extra,
  });
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

const privateFrame = (id: string, from = 'u2', content = '你好') => ({
  type: 'private',
  messageId: id,
  senderId: from,
  destId: 'u1',
  sender: { userId: from, username: '王同学', avatar: '/w.png' },
  content,
  createTime: '2026-11-22T03:00:00.000Z',
  status: 'ready_send',
});

describe('ChatEngine over a real WebSocket', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let engine: ChatEngine;

  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(async () => {
    engine?.disconnect();
    await server.close();
  });

  it('opens, acknowledges a private message and counts it unread per sender', async () => {
    engine = engineFor(server.url);
    const opened = jest.fn();
    engine.on('open', opened);
    engine.connect();
    await waitFor(() => engine.getSnapshot().status === 'open');
    expect(opened).toHaveBeenCalledTimes(1);

    server.push(privateFrame('m-10'));
    server.push(privateFrame('m-11', 'u2', '在吗'));
    server.push(privateFrame('m-12', 'u3', '投稿截止了吗'));
    await waitFor(() => server.received.length === 3);

    expect(server.received).toEqual([
      { type: 'ensure', messageId: 'm-10', status: 'received' },
      { type: 'ensure', messageId: 'm-11', status: 'received' },
      { type: 'ensure', messageId: 'm-12', status: 'received' },
    ]);
    const s = engine.getSnapshot();
    expect(s.unread).toEqual({ u2: 2, u3: 1 });
    expect(s.totalUnread).toBe(3);
    expect(s.conversations['u2'].map((m) => m.content)).toEqual(['你好', '在吗']);
    expect(s.conversations['u2'][0].from).toEqual({ userId: 'u2', username: '王同学', avatar: '/w.png' });
    expect(s.sessions[0]).toMatchObject({ userId: 'u3', newest: '投稿截止了吗' });
  });

  it('moves our own message to received, then read, and never back', async () => {
    engine = engineFor(server.url);
    engine.connect();
    await waitFor(() => engine.getSnapshot().status === 'open');
    await engine.send({ toId: 'u2', content: '收到请回复' });
    const state = () => engine.getSnapshot().conversations['u2'][0].state;
    expect(state()).toBe(ChatMessageState.submitOk);
    server.push({ type: 'ensure', messageId: 'm-1', status: 'received' });
    await waitFor(() => state() === ChatMessageState.received);
    server.push({ type: 'ensure', messageId: 'm-1', status: 'read' });
    await waitFor(() => state() === ChatMessageState.read);
    server.push({ type: 'ensure', messageId: 'm-1', status: 'received' });
    server.push(privateFrame('m-30'));
    await waitFor(() => engine.getSnapshot().conversations['u2'].length === 2);
    expect(state()).toBe(ChatMessageState.read);
  });

  it('shows a re-pushed message once but acknowledges it again', async () => {
    engine = engineFor(server.url);
    engine.connect();
    await waitFor(() => engine.getSnapshot().status === 'open');
    server.push(privateFrame('m-20'));
    server.push(privateFrame('m-20'));
    await waitFor(() => server.received.length === 2);
    expect(engine.getSnapshot().conversations['u2']).toHaveLength(1);
    expect(engine.getSnapshot().unread['u2']).toBe(1);
  });

  it('opening a conversation marks it read and clears its counter', async () => {
    const markRead = jest.fn(async () => undefined);
    engine = engineFor(server.url, { markRead });
    engine.connect();
    await waitFor(() => engine.getSnapshot().status === 'open');
    server.push(privateFrame('m-30'));
    await waitFor(() => engine.getSnapshot().totalUnread === 1);

    engine.openConversation('u2');
    const s = engine.getSnapshot();
    expect(s.unread).toEqual({});
    expect(s.totalUnread).toBe(0);
    expect(s.conversations['u2'][0].state).toBe(ChatMessageState.read);
    expect(markRead).toHaveBeenCalledWith('u2');

    // While the conversation is open, new messages arrive read.
    server.push(privateFrame('m-31'));
    await waitFor(() => engine.getSnapshot().conversations['u2'].length === 2);
    expect(engine.getSnapshot().totalUnread).toBe(0);
    expect(engine.getSnapshot().conversations['u2'][1].state).toBe(ChatMessageState.read);
  });

  it('reconnects after the connection drops and keeps the history', async () => {
    engine = engineFor(server.url);
    engine.connect();
    await waitFor(() => engine.getSnapshot().status === 'open');
    server.push(privateFrame('m-40'));
    await waitFor(() => server.received.length === 1);

    server.sockets[0].terminate();
    await waitFor(() => server.connections() === 2 && engine.getSnapshot().status === 'open');
    expect(engine.getSnapshot().reconnectAttempt).toBe(0);

    server.push(privateFrame('m-40')); // the server re-pushes what it never saw acknowledged
    server.push(privateFrame('m-41'));
    await waitFor(() => server.received.length === 3);
    expect(engine.getSnapshot().conversations['u2'].map((m) => m.msgId)).toEqual(['m-40', 'm-41']);
  });

  it('stops reconnecting when the server says the token is no longer valid', async () => {
    engine = engineFor(server.url);
    engine.connect();
    await waitFor(() => engine.getSnapshot().status === 'open');
    server.sockets[0].close(CLOSE_UNAUTHORIZED, 'token revoked');
    await waitFor(() => engine.getSnapshot().status === 'unauthorized');
    await new Promise((r) => setTimeout(r, 150));
    expect(server.connections()).toBe(1);
  });

  it('ignores frames that are not JSON', async () => {
    const warn = jest.fn();
    engine = engineFor(server.url, { logger: { info: () => undefined, warn } });
    engine.connect();
    await waitFor(() => engine.getSnapshot().status === 'open');
    server.sockets[0].send('{oops');
    server.push(privateFrame('m-50'));
    await waitFor(() => server.received.length === 1);
    expect(warn).toHaveBeenCalledWith('chat frame ignored: not JSON', expect.anything());
    expect(engine.getSnapshot().conversations['u2']).toHaveLength(1);
  });
});

describe('ChatEngine sending', () => {
  it('refuses an empty message with 发送信息为空 and changes nothing', async () => {
    const engine = engineFor('ws://unused');
    await expect(engine.send({ toId: 'u2', content: '   ' })).rejects.toThrow(CHAT_MESSAGES.empty);
    expect(engine.getSnapshot().conversations).toEqual({});
  });

  it('refuses a send without a receiver', async () => {
    const engine = engineFor('ws://unused');
    const error = await engine.send({ toId: '', content: '你好' }).catch((e) => e);
    expect(isChatError(error) && error.reason).toBe('missing_params');
  });

  it('refuses a raw frame while the socket is not open with 还没建立通讯连接', () => {
    const engine = engineFor('ws://unused');
    const fails = jest.fn();
    engine.on('send_fail', fails);
    expect(() => engine.sendFrame({ type: 'ensure' })).toThrow(CHAT_MESSAGES.notOpen);
    expect(fails).toHaveBeenCalledWith({ reason: 'socket_fail' });
  });

  it('shows a message as submiting, then submitOk with the server id', async () => {
    let resolve!: (m: ChatMessage) => void;
    const engine = engineFor('ws://unused', {
      createMessage: () => new Promise<ChatMessage>((r) => (resolve = r)),
    });
    const pending = engine.send({ toId: 'u2', content: '你好' });
    expect(engine.getSnapshot().conversations['u2'][0]).toMatchObject({ state: 'submiting', content: '你好' });
    resolve(stored({ toId: 'u2', content: '你好' }, 'srv-1'));
    const done = await pending;
    expect(done).toMatchObject({ msgId: 'srv-1', state: 'submitOk' });
    expect(engine.getSnapshot().conversations['u2']).toEqual([done]);
  });

  it('marks a failed creation submitFail, reports create_fail, and retries', async () => {
    let fail = true;
    const engine = engineFor('ws://unused', {
      createMessage: async (d) => {
        if (fail) throw new Error('服务器内部错误');
        return stored(d, 'srv-2');
      },
    });
    const fails = jest.fn();
    engine.on('send_fail', fails);
    const error = await engine.send({ toId: 'u2', content: '你好' }).catch((e) => e);
    expect(isChatError(error) && error.reason).toBe('create_fail');
    expect(fails).toHaveBeenCalledWith(expect.objectContaining({ reason: 'create_fail' }));
    const failed = engine.getSnapshot().conversations['u2'][0];
    expect(failed.state).toBe('submitFail');

    fail = false;
    const ok = await engine.retry(failed.msgId);
    expect(ok.msgId).toBe('srv-2');
    expect(engine.getSnapshot().conversations['u2']).toHaveLength(1);
  });

  it('reports an unsupported environment when there is no WebSocket', () => {
    const g = globalThis as { WebSocket?: unknown };
    const saved = g.WebSocket;
    delete g.WebSocket;
    try {
      const engine = createChatEngine({ self, url: 'ws://x', createMessage: async (d) => stored(d) });
      const notSupported = jest.fn();
      engine.on('not_supported', notSupported);
      engine.connect();
      expect(engine.getSnapshot().status).toBe('unsupported');
      expect(notSupported).toHaveBeenCalledWith(CHAT_MESSAGES.unsupported);
    } finally {
      if (saved !== undefined) g.WebSocket = saved;
    }
  });
});

describe('ChatEngine sending on the socket', () => {
  const setup = (options: { failWrites?: boolean } = {}) => {
    const fake = fakeSocket(options);
    const clock = manualTimers();
    const created: unknown[] = [];
    const engine = createChatEngine({
      self,
      url: 'ws://x',
      socketFactory: () => fake.socket,
      timers: clock.timers,
      random: () => 0.5,
      sendTimeout: 10_000,
      createMessage: async (d) => {
        created.push(d);
        return stored(d, `http-${created.length}`);
      },
    });
    engine.connect();
    fake.open();
    return { fake, clock, created, engine };
  };
  const conversation = (engine: ChatEngine) => engine.getSnapshot().conversations['u2'];

  it('sends a private frame with a client id and takes the stored message from the response', async () => {
    const { fake, created, engine } = setup();
    const sending = engine.send({ toId: 'u2', content: '  你好  ' });
    expect(conversation(engine)[0].state).toBe(ChatMessageState.submiting);
    expect(fake.sent).toEqual([
      {
        type: 'private',
        clientId: expect.stringMatching(/^[0-9a-z]+-local-1$/),
        senderId: 'u1',
        receiverId: 'u2',
        content: '你好',
        contentType: 'text',
      },
    ]);
    const frame = fake.sent[0] as { clientId: string; receiverId: string; content: string };
    fake.answer({ type: 'response', clientId: 'someone-else', ok: true, message: storedOnServer(frame, 'm-x') });
    fake.answer({ type: 'response', clientId: frame.clientId, ok: true, message: storedOnServer(frame, 'srv-9') });
    const done = await sending;
    expect(done).toMatchObject({ msgId: 'srv-9', state: ChatMessageState.submitOk, content: '你好' });
    expect(conversation(engine)).toEqual([done]);
    expect(created).toEqual([]);
  });

  it('shows a refusal as 发送失败 with the server reason and never sends it over HTTP', async () => {
    const { fake, created, engine } = setup();
    const fails = jest.fn();
    engine.on('send_fail', fails);
    const sending = engine.send({ toId: 'u2', content: '你好' }).catch((e) => e);
    const { clientId } = fake.sent[0] as { clientId: string };
    fake.answer({ type: 'response', clientId, ok: false, status: 403, message: '对方已将你屏蔽，无法发送消息' });
    const error = await sending;
    expect(isChatError(error) && [error.reason, error.message]).toEqual([
      'create_fail',
      '对方已将你屏蔽，无法发送消息',
    ]);
    expect(conversation(engine)[0].state).toBe(ChatMessageState.submitFail);
    expect(fails).toHaveBeenCalledWith(expect.objectContaining({ reason: 'create_fail' }));
    expect(created).toEqual([]);
  });

  it('sends over HTTP when the frame cannot be written', async () => {
    const { fake, created, engine } = setup({ failWrites: true });
    const done = await engine.send({ toId: 'u2', content: '你好' });
    expect(done).toMatchObject({ msgId: 'http-1', state: ChatMessageState.submitOk });
    expect(created).toEqual([
      { toId: 'u2', content: '你好', contentType: 'text', fromId: 'u1', clientId: expect.stringMatching(/-local-1$/) },
    ]);
    expect(fake.sent).toEqual([]);
  });

  it('fails an unanswered frame on timeout; the retry goes on the socket with the same client id', async () => {
    const { fake, clock, created, engine } = setup();
    const sending = engine.send({ toId: 'u2', content: '你好' }).catch((e) => e);
    clock.fire();
    const error = await sending;
    expect(isChatError(error) && [error.reason, error.message]).toEqual(['create_fail', SEND_UNANSWERED]);
    const failed = conversation(engine)[0];
    expect(failed.state).toBe(ChatMessageState.submitFail);
    // A late answer to the abandoned wait changes nothing.
    const first = fake.sent[0] as { clientId: string; receiverId: string; content: string };
    fake.answer({ type: 'response', clientId: first.clientId, ok: true, message: storedOnServer(first, 'srv-1') });
    expect(conversation(engine)[0].state).toBe(ChatMessageState.submitFail);

    const retrying = engine.retry(failed.msgId);
    expect(fake.sent).toHaveLength(2);
    expect((fake.sent[1] as { clientId: string }).clientId).toBe(first.clientId);
    fake.answer({ type: 'response', clientId: first.clientId, ok: true, message: storedOnServer(first, 'srv-1') });
    expect(await retrying).toMatchObject({ msgId: 'srv-1', state: ChatMessageState.submitOk });
    expect(conversation(engine)).toHaveLength(1);
    expect(created).toEqual([]);
  });

  it('fails a frame whose socket closed before the answer; the retry on a closed socket goes over HTTP', async () => {
    const { fake, created, engine } = setup();
    const sending = engine.send({ toId: 'u2', content: '你好' }).catch((e) => e);
    fake.drop();
    const error = await sending;
    expect(isChatError(error) && error.message).toBe(SEND_UNANSWERED);
    const failed = conversation(engine)[0];
    expect(failed.state).toBe(ChatMessageState.submitFail);
    const done = await engine.retry(failed.msgId);
    expect(done).toMatchObject({ msgId: 'http-1', state: ChatMessageState.submitOk });
    expect(created).toHaveLength(1);
    // The same client id as the unanswered frame: the server answers the stored message if that frame was stored.
    expect((created[0] as { clientId: string }).clientId).toBe((fake.sent[0] as { clientId: string }).clientId);
    expect(conversation(engine)).toEqual([done]);
  });
});

describe('ChatEngine reconnect backoff (injected clock)', () => {
  it('waits longer after each failure, within the cap, with jitter', () => {
    const scheduled: number[] = [];
    const timers: ChatTimers = {
      setTimeout: (fn, ms) => {
        scheduled.push(ms);
        queueMicrotask(fn);
        return scheduled.length;
      },
      clearTimeout: () => undefined,
      now: () => 0,
    };
    let closes = 0;
    const engine = createChatEngine({
      self,
      url: 'ws://x',
      timers,
      random: () => 1,
      reconnect: { baseDelay: 100, maxDelay: 1000 },
      createMessage: async (d) => stored(d),
      socketFactory: () => {
        const socket: ChatSocket = {
          readyState: 3,
          send: () => undefined,
          close: () => undefined,
          onopen: null,
          onmessage: null,
          onclose: null,
          onerror: null,
        };
        // Every attempt fails at once.
        queueMicrotask(() => {
          closes++;
          if (closes < 6) socket.onclose?.({ code: 1006 });
          else engine.disconnect();
        });
        return socket;
      },
    });
    engine.connect();
    return new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
      expect(scheduled).toEqual([100, 200, 400, 800, 1000]);
    });
  });

  it('subscribe returns an unsubscribe function and rejects a non-function', () => {
    const engine = engineFor('ws://unused');
    const listener = jest.fn();
    const off = engine.subscribe(listener);
    engine.openConversation('u9');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    engine.openConversation(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => engine.subscribe('x' as unknown as () => void)).toThrow(TypeError);
  });
});
