import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { authed, loginByCode, loginByPassword, testClock, type TestSession } from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import { wxSignature } from './wxMp.service';

interface QrAnswer {
  qrcodeId: string;
  ticket: string;
  image: string;
  url: string;
  invalidTime: number;
}

async function newQr(app: FastifyInstance): Promise<{ qr: QrAnswer; cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/web/wxMp/qrcode',
    headers: { host: 'yiying.test', 'user-agent': 'Chromium 测试' },
    remoteAddress: '10.9.9.9',
  });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
  return { qr: res.json().data as QrAnswer, cookie };
}

/** `GET /web/wxMp/getTicket`, with `invalidTime` when given. */
function getTicket(app: FastifyInstance, invalidTime?: string) {
  return app.inject({
    method: 'GET',
    url: '/web/wxMp/getTicket',
    query: invalidTime === undefined ? {} : { invalidTime },
    headers: { host: 'yiying.test', 'user-agent': 'Chromium 测试' },
  });
}

function check(app: FastifyInstance, qrcodeId: string, cookie?: string) {
  return app.inject({ method: 'GET', url: `/web/wxMp/check/${qrcodeId}`, headers: cookie ? { cookie } : {} });
}

describeEachDatabase('QR login (built-in provider)', (target) => {
  const clock = testClock();
  const t = useTestApp(target, { overrides: () => ({ clock }) });
  let phone: TestSession;

  beforeAll(async () => {
    phone = await loginByPassword(t.app, '13800000003');
  });

  const scan = (qr: QrAnswer, session = phone, ticket = qr.ticket) =>
    t.app.inject({
      method: 'POST',
      url: `/web/wxMp/scan/${qr.qrcodeId}`,
      headers: authed(session),
      payload: { ticket },
    });
  const confirm = (qr: QrAnswer, session = phone) =>
    t.app.inject({
      method: 'POST',
      url: `/web/wxMp/confirm/${qr.qrcodeId}`,
      headers: authed(session),
      payload: { ticket: qr.ticket },
    });
  const login = (code: string, state: string) =>
    t.app.inject({ method: 'POST', url: '/web/wxMp/login', payload: { code, state } });

  it('makes a real QR image of a site URL, valid 300 s', async () => {
    const { qr, cookie } = await newQr(t.app);
    expect(qr.invalidTime).toBe(300);
    expect(qr.url).toBe(
      `http://yiying.test/my/qrcode?qrcodeId=${encodeURIComponent(qr.qrcodeId)}&ticket=${encodeURIComponent(qr.ticket)}`,
    );
    expect(qr.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qr.image.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(cookie).toMatch(/^yy_qr=[\w-]+$/);
    expect((await check(t.app, qr.qrcodeId, cookie)).json().data.state).toBe('waiting');
  });

  it('walks waiting → scanned → confirmed → logged in, once', async () => {
    const { qr, cookie } = await newQr(t.app);
    const scanned = await scan(qr);
    expect(scanned.json().data).toEqual({
      state: 'scanned',
      requester: { ip: '10.9.9.9', userAgent: 'Chromium 测试', createTime: new Date(clock()).toISOString() },
    });
    expect((await check(t.app, qr.qrcodeId, cookie)).json().data.state).toBe('scanned');
    expect((await confirm(qr)).json().data).toEqual({ state: 'confirmed' });

    // Someone who only saw the QR code (no cookie of the asking browser) learns nothing: no code, state or requester.
    const stranger = (await check(t.app, qr.qrcodeId)).json();
    expect(stranger).toEqual({ code: 400, msg: '二维码已失效，请刷新', data: null });

    const checked = (await check(t.app, qr.qrcodeId, cookie)).json().data;
    expect(checked.code).toMatch(/^[\w-]{32}$/);
    const session = await login(checked.code, qr.qrcodeId);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user).toMatchObject({
      userId: phone.userId,
      loginType: 'qrcode',
      mobile: '13800000003',
    });

    const again = await login(checked.code, qr.qrcodeId);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('二维码已失效，请刷新');
    expect((await check(t.app, qr.qrcodeId, cookie)).json().data.state).toBe('expired');
  });

  it('needs a logged-in phone and the right ticket', async () => {
    const { qr } = await newQr(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/web/wxMp/scan/${qr.qrcodeId}`,
      payload: { ticket: qr.ticket },
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await scan(qr, phone, 'guessed-ticket');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe('二维码已失效，请刷新');
    // Confirming needs the same member who scanned.
    await scan(qr);
    const other = await loginByCode(t.app);
    expect((await confirm(qr, other)).statusCode).toBe(400);
  });

  it('refuses a wrong login code without spoiling the grant of the browser that holds the right one', async () => {
    const { qr, cookie } = await newQr(t.app);
    await scan(qr);
    await confirm(qr);
    const code = (await check(t.app, qr.qrcodeId, cookie)).json().data.code as string;
    expect((await login('x'.repeat(32), qr.qrcodeId)).statusCode).toBe(400);
    expect((await check(t.app, qr.qrcodeId, cookie)).json().data.state).toBe('confirmed');
    expect((await login(code, qr.qrcodeId)).statusCode).toBe(200);
    expect((await login(code, qr.qrcodeId)).statusCode).toBe(400);
  });

  it('gives a QR code of the asked life through getTicket, 300 s by default, for this browser only', async () => {
    const usual = await getTicket(t.app);
    expect(usual.statusCode).toBe(200);
    expect(usual.headers['cache-control']).toBe('no-store');
    expect((usual.json().data as QrAnswer).invalidTime).toBe(300);

    const res = await getTicket(t.app, '60');
    expect(res.statusCode).toBe(200);
    const qr = res.json().data as QrAnswer;
    expect(qr.invalidTime).toBe(60);
    expect(qr.url).toContain(`qrcodeId=${encodeURIComponent(qr.qrcodeId)}`);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=60;/);
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    // The same login as a code from `qrcode`: scanned, confirmed, and its code only for the browser that asked.
    await scan(qr);
    await confirm(qr);
    // Another browser (no cookie) learns nothing of it, not even its state.
    expect((await check(t.app, qr.qrcodeId)).statusCode).toBe(400);
    const code = (await check(t.app, qr.qrcodeId, cookie)).json().data.code as string;
    expect((await login(code, qr.qrcodeId)).json().data.userId).toBe(phone.userId);

    const shortAnswer = await getTicket(t.app, '60');
    const short = shortAnswer.json().data as QrAnswer;
    const shortCookie = String(shortAnswer.headers['set-cookie']).split(';')[0] ?? '';
    clock.advance(59_000);
    expect((await check(t.app, short.qrcodeId, shortCookie)).json().data.state).toBe('waiting');
    clock.advance(1_000);
    expect((await check(t.app, short.qrcodeId, shortCookie)).json().data.state).toBe('expired');
  });

  it('refuses an invalidTime outside 30 to 1800 whole seconds in Chinese', async () => {
    for (const invalidTime of ['29', '1801', '90.5', '五分钟']) {
      const res = await getTicket(t.app, invalidTime);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        msg: 'invalidTime 必须是 30 到 1800 之间的整数（秒）',
        errors: [{ field: 'invalidTime', message: 'invalidTime 必须是 30 到 1800 之间的整数（秒）' }],
      });
    }
    expect((await getTicket(t.app, '1800')).json().data.invalidTime).toBe(1800);
  });

  it('expires after 300 s, and on request', async () => {
    const { qr, cookie } = await newQr(t.app);
    clock.advance(299_000);
    expect((await check(t.app, qr.qrcodeId, cookie)).json().data.state).toBe('waiting');
    clock.advance(1_000);
    expect((await check(t.app, qr.qrcodeId, cookie)).json().data.state).toBe('expired');
    expect((await scan(qr)).json().msg).toBe('二维码已失效，请刷新');

    const second = await newQr(t.app);
    await scan(second.qr);
    await confirm(second.qr);
    const code = (await check(t.app, second.qr.qrcodeId, second.cookie)).json().data.code as string;
    const foreign = await t.app.inject({ method: 'POST', url: `/web/wxMp/expire/${second.qr.qrcodeId}` });
    expect(foreign.statusCode).toBe(400);
    const expired = await t.app.inject({
      method: 'POST',
      url: `/web/wxMp/expire/${second.qr.qrcodeId}`,
      headers: { cookie: second.cookie },
    });
    expect(expired.json().data).toEqual({ state: 'expired' });
    expect((await login(code, second.qr.qrcodeId)).statusCode).toBe(400);
    expect((await check(t.app, 'never-made')).json().data.state).toBe('expired');
  });
});

/** A local stand-in for the official-account API: token and parametric QR ticket calls. */
class FakeWxApi {
  server: Server = createServer((req, res) => void this.handle(req, res));
  calls: { path: string; body?: unknown }[] = [];
  base = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = raw ? (JSON.parse(raw) as unknown) : undefined;
    this.calls.push({ path: url.pathname, body });
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/cgi-bin/token') {
      const ok = url.searchParams.get('appid') === 'wx-app' && url.searchParams.get('secret') === 'wx-secret';
      res.end(
        JSON.stringify(
          ok ? { access_token: 'fake-access-token', expires_in: 7200 } : { errcode: 40013, errmsg: 'invalid appid' },
        ),
      );
      return;
    }
    if (url.pathname === '/cgi-bin/qrcode/create' && url.searchParams.get('access_token') === 'fake-access-token') {
      const scene = (body as { action_info: { scene: { scene_str: string } } }).action_info.scene.scene_str;
      res.end(
        JSON.stringify({ ticket: `wx-ticket-${scene}`, expire_seconds: 300, url: `http://weixin.fake/q/${scene}` }),
      );
      return;
    }
    res.end(JSON.stringify({ errcode: 40001, errmsg: 'invalid credential' }));
  }
}

describe('QR login through the official account (local fake API)', () => {
  const fake = new FakeWxApi();
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await fake.start();
    Object.assign(env, {
      WXMP_APP_ID: 'wx-app',
      WXMP_APP_SECRET: 'wx-secret',
      WXMP_TOKEN: 'wx-callback-token',
      WXMP_API_BASE: fake.base,
    });
  });
  afterAll(() => fake.stop());
  const t = useTestApp({ label: 'SQLite' }, { env });

  function signed(timestamp = '1700000000', nonce = 'n0nce') {
    return { timestamp, nonce, signature: wxSignature('wx-callback-token', timestamp, nonce) };
  }

  function scanEvent(event: 'SCAN' | 'subscribe', openid: string, key: string): string {
    return `<xml><ToUserName><![CDATA[gh_site]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName><CreateTime>1700000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event><EventKey><![CDATA[${key}]]></EventKey></xml>`;
  }

  const callback = (payload: string, query = signed()) =>
    t.app.inject({
      method: 'POST',
      url: '/web/wxMp/callback',
      query,
      payload,
      headers: { 'content-type': 'text/xml' },
    });

  it('answers the server check only with a valid signature', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/web/wxMp/callback',
      query: { ...signed(), echostr: 'echo-123' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('echo-123');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/web/wxMp/callback',
      query: { ...signed(), signature: 'f'.repeat(40), echostr: 'x' },
    });
    expect(bad.statusCode).toBe(403);
  });

  it('asks the API for a QR_STR_SCENE ticket with the qrcodeId as scene, reusing the access token', async () => {
    const { qr } = await newQr(t.app);
    const { qr: second } = await newQr(t.app);
    expect(qr.ticket).toBe(`wx-ticket-${qr.qrcodeId}`);
    expect(qr.url).toBe(`http://weixin.fake/q/${qr.qrcodeId}`);
    expect(fake.calls.filter((c) => c.path === '/cgi-bin/token')).toHaveLength(1);
    const create = fake.calls.find((c) => c.path === '/cgi-bin/qrcode/create');
    expect(create?.body).toEqual({
      expire_seconds: 300,
      action_name: 'QR_STR_SCENE',
      action_info: { scene: { scene_str: qr.qrcodeId } },
    });
    expect(second.qrcodeId).not.toBe(qr.qrcodeId);
  });

  it('asks the official account for a QR code of the life getTicket was given', async () => {
    const res = await getTicket(t.app, '600');
    expect(res.statusCode).toBe(200);
    const qr = res.json().data as QrAnswer;
    expect(qr).toMatchObject({ invalidTime: 600, ticket: `wx-ticket-${qr.qrcodeId}` });
    const create = fake.calls.filter((c) => c.path === '/cgi-bin/qrcode/create').at(-1);
    expect(create?.body).toMatchObject({ expire_seconds: 600, action_info: { scene: { scene_str: qr.qrcodeId } } });
  });

  it('logs in the member of a follower who scanned; a new follower becomes a member', async () => {
    const { qr, cookie } = await newQr(t.app);
    const unsigned = await callback(scanEvent('subscribe', 'openid-new', `qrscene_${qr.qrcodeId}`), {
      ...signed(),
      signature: '0'.repeat(40),
    });
    expect(unsigned.statusCode).toBe(403);
    expect((await check(t.app, qr.qrcodeId, cookie)).json().data.state).toBe('waiting');

    const res = await callback(scanEvent('subscribe', 'openid-new', `qrscene_${qr.qrcodeId}`));
    expect(res.body).toBe('success');
    const checked = (await check(t.app, qr.qrcodeId, cookie)).json().data;
    expect(checked.state).toBe('confirmed');
    const session = await t.app.inject({
      method: 'POST',
      url: '/web/wxMp/login',
      payload: { code: checked.code, state: qr.qrcodeId },
    });
    expect(session.statusCode).toBe(200);
    const user = session.json().data.user;
    expect(user).toMatchObject({ loginType: 'qrcode', mobile: '', type: 'user' });

    // The same follower scanning again is the same member.
    const next = await newQr(t.app);
    await callback(scanEvent('SCAN', 'openid-new', next.qr.qrcodeId));
    const code = (await check(t.app, next.qr.qrcodeId, next.cookie)).json().data.code as string;
    const again = await t.app.inject({
      method: 'POST',
      url: '/web/wxMp/login',
      payload: { code, state: next.qr.qrcodeId },
    });
    expect(again.json().data.userId).toBe(user.userId);
  });

  it('maps a follower bound to a member', async () => {
    const doctor = await loginByPassword(t.app, '13800000002');
    await t.app.yiying.database.db
      .insertInto('user_wxmp')
      .values({ openid: 'openid-doctor', user_id: doctor.userId, create_time: new Date().toISOString() })
      .execute();
    const { qr, cookie } = await newQr(t.app);
    await callback(scanEvent('SCAN', 'openid-doctor', qr.qrcodeId));
    const code = (await check(t.app, qr.qrcodeId, cookie)).json().data.code as string;
    const session = await t.app.inject({
      method: 'POST',
      url: '/web/wxMp/login',
      payload: { code, state: qr.qrcodeId },
    });
    expect(session.json().data.userId).toBe(doctor.userId);
  });
});
