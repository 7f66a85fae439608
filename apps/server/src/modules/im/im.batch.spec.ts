import type { AddressInfo } from 'node:net';
import { authed, loginByCode, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { acknowledgeAll, insertMessages, sendParties, sendPartiesOfPairs } from './im.repository';
import { newMessageRow, type ImMsgRow } from './im.table';
import { openChatSocket, privates } from './im.testing';

describeEachDatabase('chat writes in batches', (target) => {
  const t = useTestApp(target);
  let alice: TestSession;
  let bob: TestSession;
  let carol: TestSession;
  const db = () => t.app.yiying.context.db;

  beforeAll(async () => {
    alice = await loginByCode(t.app);
    bob = await loginByCode(t.app);
    carol = await loginByCode(t.app);
  });

  let seq = 0;
  const row = (from: TestSession, to: TestSession, content: string): ImMsgRow => {
    seq += 1;
    const time = `2026-01-01T00:00:${String(seq).padStart(2, '0')}.000Z`;
    return newMessageRow(
      {
        msg_id: `batch${String(seq).padStart(6, '0')}`,
        from_id: from.userId,
        to_id: to.userId,
        content_type: 'text',
        content,
      },
      time,
    );
  };
  const session = (owner: TestSession, peer: TestSession) =>
    db()
      .selectFrom('im_session')
      .selectAll()
      .where('owner_id', '=', owner.userId)
      .where('peer_id', '=', peer.userId)
      .executeTakeFirst();

  it('moves each conversation row as the messages of a batch would one by one, both directions at once', async () => {
    const rows = [
      row(alice, bob, 'a1'),
      row(bob, alice, 'b1'),
      row(alice, bob, 'a2'),
      row(alice, carol, 'c1'),
      row(alice, bob, 'a3'),
    ];
    await insertMessages(
      db(),
      rows.slice(0, 1).map((r) => ({ row: r, preview: r.content })),
    );
    await insertMessages(
      db(),
      rows.slice(1).map((r) => ({ row: r, preview: r.content })),
    );

    expect(await session(bob, alice)).toMatchObject({ newest: 'a3', unread: 3, update_time: rows[4]?.create_time });
    expect(await session(alice, bob)).toMatchObject({ newest: 'a3', unread: 1, create_time: rows[0]?.create_time });
    expect(await session(carol, alice)).toMatchObject({ newest: 'c1', unread: 1 });
    expect(await session(alice, carol)).toMatchObject({ newest: 'c1', unread: 0 });
    const stored = await db().selectFrom('im_msg').select('msg_id').where('msg_id', 'like', 'batch%').execute();
    expect(stored).toHaveLength(5);
  });

  it('acknowledges a batch: each message once, only by its receiver, a repeat moves nothing', async () => {
    const first = row(alice, bob, 'ack1');
    const second = row(carol, bob, 'ack2');
    const third = row(bob, alice, 'ack3');
    await insertMessages(
      db(),
      [first, second, third].map((r) => ({ row: r, preview: r.content })),
    );
    const senders = await acknowledgeAll(
      db(),
      [
        { msgId: first.msg_id, me: bob.userId },
        { msgId: first.msg_id, me: bob.userId },
        { msgId: third.msg_id, me: bob.userId },
        { msgId: second.msg_id, me: bob.userId },
        { msgId: 'no-such-message', me: bob.userId },
      ],
      '2026-01-02T00:00:00.000Z',
    );
    expect(senders).toEqual([alice.userId, undefined, undefined, carol.userId, undefined]);
    const states = await db()
      .selectFrom('im_msg')
      .select(['msg_id', 'state', 'update_time'])
      .where('msg_id', 'in', [first.msg_id, second.msg_id, third.msg_id])
      .orderBy('msg_id')
      .execute();
    expect(states).toEqual([
      { msg_id: first.msg_id, state: 'received', update_time: '2026-01-02T00:00:00.000Z' },
      { msg_id: second.msg_id, state: 'received', update_time: '2026-01-02T00:00:00.000Z' },
      { msg_id: third.msg_id, state: 'ready_send', update_time: third.update_time },
    ]);
    expect(await acknowledgeAll(db(), [{ msgId: first.msg_id, me: bob.userId }], '2026-01-03T00:00:00.000Z')).toEqual([
      undefined,
    ]);
  });

  it('stores and acknowledges a large batch, every message and acknowledgement counted once', async () => {
    const many = Array.from({ length: 70 }, (_, i) => row(carol, alice, `many${i}`));
    await insertMessages(
      db(),
      many.map((r) => ({ row: r, preview: r.content })),
    );
    expect(await session(alice, carol)).toMatchObject({ newest: 'many69', unread: 70 });
    const acks = [...many, many[0] as ImMsgRow].map((r) => ({ msgId: r.msg_id, me: alice.userId }));
    const senders = await acknowledgeAll(db(), acks, '2026-01-04T00:00:00.000Z');
    expect(senders.filter((s) => s === carol.userId)).toHaveLength(70);
    expect(senders[70]).toBeUndefined();
  });

  it('answers both members, the blocks either way and the receiver’s setting, for one send or many at once', async () => {
    const dave = await loginByCode(t.app);
    const erin = await loginByCode(t.app);
    let parties = await sendParties(db(), dave.userId, erin.userId);
    expect(parties.get(erin.userId)).toMatchObject({ blocks_other: false, permission: null });
    expect(parties.get(dave.userId)).toMatchObject({ blocks_other: false, permission: null });

    expect(
      (await t.app.inject({ method: 'POST', url: `/web/user/block/${dave.userId}`, headers: authed(erin) })).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/web/imMsg/setting',
      headers: authed(erin),
      payload: { permission: 'mutual' },
    });
    // A block of a third member is not a block of the sender.
    await t.app.inject({ method: 'POST', url: `/web/user/block/${alice.userId}`, headers: authed(dave) });
    parties = await sendParties(db(), dave.userId, erin.userId);
    expect(parties.get(erin.userId)).toMatchObject({ blocks_other: true, permission: 'mutual' });
    expect(parties.get(dave.userId)).toMatchObject({ blocks_other: false });
    expect((await sendParties(db(), dave.userId, 'nobody-here')).has('nobody-here')).toBe(false);

    // Many sends at once answer the same, each pair on its own: erin's block of dave is no block of carol.
    const many = await sendPartiesOfPairs(db(), [
      { from: dave.userId, to: erin.userId },
      { from: erin.userId, to: carol.userId },
      { from: dave.userId, to: alice.userId },
      { from: dave.userId, to: 'nobody-here' },
    ]);
    expect(many.map((parties) => Object.fromEntries(parties))).toEqual([
      Object.fromEntries(await sendParties(db(), dave.userId, erin.userId)),
      Object.fromEntries(await sendParties(db(), erin.userId, carol.userId)),
      Object.fromEntries(await sendParties(db(), dave.userId, alice.userId)),
      Object.fromEntries(await sendParties(db(), dave.userId, 'nobody-here')),
    ]);
    expect(many[0]?.get(erin.userId)).toMatchObject({ blocks_other: true, permission: 'mutual' });
    expect(many[1]?.get(erin.userId)).toMatchObject({ blocks_other: false, permission: 'mutual' });
    expect(many[2]?.get(dave.userId)).toMatchObject({ blocks_other: true });
    expect(many[3]?.has('nobody-here')).toBe(false);
  });

  it('delivers concurrent sends each once, in both directions, with the right unread counts', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const frank = await loginByCode(t.app);
    const gina = await loginByCode(t.app);
    const toFrank = await openChatSocket(base, frank.userId, frank.token, { autoAck: true });
    const toGina = await openChatSocket(base, gina.userId, gina.token, { autoAck: true });
    try {
      const send = (from: TestSession, to: TestSession, content: string) =>
        t.app.inject({
          method: 'POST',
          url: '/web/imMsg/create',
          headers: authed(from),
          payload: { content, senderId: from.userId, receiverId: to.userId },
        });
      const answers = await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => send(frank, gina, `f${i}`)),
        ...Array.from({ length: 7 }, (_, i) => send(gina, frank, `g${i}`)),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const atGina = privates(await toGina.waitFor((f) => privates(f).length >= 12));
      const atFrank = privates(await toFrank.waitFor((f) => privates(f).length >= 7));
      expect(atGina.map((f) => f['content']).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `f${i}`).sort());
      expect(atFrank.map((f) => f['content']).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `g${i}`).sort());
      expect((await session(gina, frank))?.unread).toBe(12);
      expect((await session(frank, gina))?.unread).toBe(7);
      // Every ensure moved its message exactly once.
      await toFrank.waitFor((f) => f.filter((x) => x['type'] === 'ensure' && x['status'] === 'received').length >= 12);
      await toGina.waitFor((f) => f.filter((x) => x['type'] === 'ensure' && x['status'] === 'received').length >= 7);
      const acked = toFrank.frames.filter((x) => x['type'] === 'ensure' && x['status'] === 'received');
      expect(new Set(acked.map((x) => x['messageId'])).size).toBe(acked.length);
      const left = await db()
        .selectFrom('im_msg')
        .select('msg_id')
        .where('state', '=', 'ready_send')
        .where((eb) => eb.or([eb('to_id', '=', frank.userId), eb('to_id', '=', gina.userId)]))
        .execute();
      expect(left).toEqual([]);
    } finally {
      toFrank.close();
      toGina.close();
    }
  });
});
