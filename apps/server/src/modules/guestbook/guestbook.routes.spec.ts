import type { GuestbookRecord, PagedList } from '@yiying/models';
import { authed, freshIp, loginByCode, loginByPassword, type TestSession } from '../../testing/identity';
import { describeEachDatabase, SQLITE_TARGET, useTestApp } from '../../testing/test-app';

describeEachDatabase('the guestbook: contact us, online messages and the admin inbox', (target) => {
  const t = useTestApp(target);
  let admin: TestSession;
  let member: TestSession;

  const send = (payload: Record<string, unknown>, ip = freshIp(), session: TestSession | null = null) =>
    t.app.inject({
      method: 'POST',
      url: '/web/guestbook/create',
      payload,
      remoteAddress: ip,
      headers: session ? authed(session) : {},
    });
  const call = (session: TestSession | null, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: session ? authed(session) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const inbox = async (query = '') =>
    (await call(admin, `/mng/guestbook/list${query}`)).json().data as PagedList<GuestbookRecord>;

  const contact = { name: '张三', phone: '13912345678', title: '合作咨询', message: '想合作办一场影展' };

  beforeAll(async () => {
    admin = await loginByPassword(t.app, '13800000009');
    member = await loginByCode(t.app);
  });

  it('checks the contact form with the spec’s texts and stores nothing that fails', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...contact, name: '' }, '必须填写姓名'],
      [{ ...contact, name: '名'.repeat(33) }, '姓名必须小于32个字符'],
      [{ ...contact, phone: '' }, '必须填写手机号码'],
      [{ ...contact, phone: '12345678901' }, '请输入正确的手机号码'],
      [{ ...contact, title: '' }, '必须填写留言标题'],
      [{ ...contact, title: '题'.repeat(65) }, '留言标题必须小于64个字符'],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect([res.statusCode, res.json().msg]).toEqual([400, message]);
    }
    expect((await inbox()).total).toBe(0);
  });

  it('stores a contact message and an online message, from visitors and members', async () => {
    const sent = await send(contact);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      kind: 'contact',
      name: '张三',
      title: '合作咨询',
      readFlag: 'no',
      userId: null,
    });
    const bad = await send({ kind: 'message', name: '李四', phone: '13912345679', email: 'not-an-email' });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, '请输入正确的邮箱地址']);
    const online = await send(
      {
        kind: 'message',
        name: '李四',
        phone: '13912345679',
        email: 'li@example.com',
        company: '第一医院',
        department: '放射科',
        memo: '想了解会员认证',
      },
      freshIp(),
      member,
    );
    expect(online.json().data).toMatchObject({
      kind: 'message',
      email: 'li@example.com',
      company: '第一医院',
      department: '放射科',
      message: '想了解会员认证',
      title: null,
      userId: member.userId,
    });
    // The online form needs no title.
    expect((await send({ kind: 'message', name: '王五', phone: '13912345670' })).statusCode).toBe(200);
    expect((await inbox()).total).toBe(3);
    expect((await inbox('?kind=message')).total).toBe(2);
  });

  it('limits entries per address with a Chinese 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send({ ...contact, title: `第${i}条` }, ip)).statusCode).toBe(200);
    const refused = await send({ ...contact, title: '第6条' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, msg: '留言过于频繁，请稍后再试' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await inbox('?search=第6条')).total).toBe(0);
    // Another address is not affected.
    expect((await send({ ...contact, title: '别处' })).statusCode).toBe(200);
  });

  it('lets admins read (marking read), mark unread and delete entries; no one else', async () => {
    const [entry] = (await inbox('?readFlag=no&search=合作咨询')).records;
    if (!entry) throw new Error('no entry');
    const opened = await call(admin, `/mng/guestbook/detail/${entry.guestbookId}`);
    expect(opened.json().data).toMatchObject({ guestbookId: entry.guestbookId, readFlag: 'yes' });
    expect((await inbox('?readFlag=yes')).records.map((e) => e.guestbookId)).toContain(entry.guestbookId);
    const unread = await call(admin, `/mng/guestbook/update/${entry.guestbookId}`, { readFlag: 'no' });
    expect(unread.json().data.readFlag).toBe('no');
    expect((await call(admin, `/mng/guestbook/update/${entry.guestbookId}`, { readFlag: 'maybe' })).json().msg).toBe(
      'readFlag 只能是 yes 或 no',
    );
    expect((await call(member, `/mng/guestbook/detail/${entry.guestbookId}`)).statusCode).toBe(403);
    expect((await call(null, `/mng/guestbook/delete/${entry.guestbookId}`, {})).statusCode).toBe(401);
    expect((await call(admin, `/mng/guestbook/delete/${entry.guestbookId}`, {})).statusCode).toBe(200);
    const gone = await call(admin, `/mng/guestbook/detail/${entry.guestbookId}`);
    expect([gone.statusCode, gone.json().msg]).toEqual([404, '留言不存在']);
  });
});

const redisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;

if (redisUrl) {
  describe('the guestbook limit shared by two server processes through Redis', () => {
    const first = useTestApp(SQLITE_TARGET, { env: { REDIS_URL: redisUrl } });
    const second = useTestApp(SQLITE_TARGET, { env: { REDIS_URL: redisUrl } });
    // An address of this run only: the counters live in the shared Redis for ten minutes.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const send = (app: typeof first, title: string) =>
      app.app.inject({
        method: 'POST',
        url: '/web/guestbook/create',
        payload: { name: '张三', phone: '13912345678', title },
        remoteAddress: ip,
      });

    it('counts the entries of one address across processes', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await send(i % 2 === 0 ? first : second, `第${i}条`)).statusCode).toBe(200);
      }
      const refused = await send(second, '第6条');
      expect([refused.statusCode, refused.json().msg]).toEqual([429, '留言过于频繁，请稍后再试']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
} else {
  describe.skip('the guestbook limit through Redis — 未设置 TEST_REDIS_URL，已跳过', () => {
    it('counts the entries of one address across processes', () => undefined);
  });
}
