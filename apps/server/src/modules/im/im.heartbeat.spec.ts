import type { AddressInfo } from 'node:net';
import { loginByCode } from '../../testing/identity';
import { SQLITE_TARGET, useTestApp } from '../../testing/test-app';
import { openChatSocket } from './im.testing';

describe('chat socket heartbeats', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { IM_HEARTBEAT_SECONDS: '1' } });

  it('keeps a socket that answers pings and drops one that stopped answering', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const member = await loginByCode(t.app);
    const alive = await openChatSocket(base, member.userId, member.token);
    const silent = await openChatSocket(base, member.userId, member.token, { autoPong: false });
    // The first ping marks both; the silent one is still unanswered at the second (1 s later) and is dropped.
    expect((await silent.closed).code).toBe(1006);
    await new Promise((r) => setTimeout(r, 1200));
    expect(alive.ws.readyState).toBe(1);
    expect(t.app.yiying.context.chatHub.size).toBe(1);
    alive.close();
  }, 15_000);
});
