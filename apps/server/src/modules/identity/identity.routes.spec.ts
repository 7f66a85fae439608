import type { FastifyInstance } from 'fastify';
import {
  authed,
  freshIp,
  freshMobile,
  latestCode,
  loginByCode,
  loginByPassword,
  sendSms,
  stepUp,
  testClock,
} from '../../testing/identity';
import { describeEachDatabase, useTestApp } from '../../testing/test-app';
import type { SmsMessage, SmsProvider } from '../../lib/sms-provider';

/** Records what would reach the SMS gateway, so a test can tell sent codes from silent refusals. */
class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
}

const MINUTE = 60_000;

async function current(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/web/user/current', headers: { authorization: token } });
}

async function login(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/web/user/login', payload });
}

describeEachDatabase('identity: SMS codes, logins and tokens', (target) => {
  const clock = testClock();
  const sms = new RecordingSms();
  const t = useTestApp(target, { overrides: () => ({ clock, smsProvider: sms }) });

  describe('sendSms', () => {
    it('sends 6 secure digits and answers the same for known and unknown numbers', async () => {
      const known = await sendSms(t.app, '13800000001', 'login');
      const unknown = await sendSms(t.app, freshMobile(), 'login');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ code: 200, msg: '操作成功', data: {} });
      const codes = sms.sent.slice(-2).map((m) => m.code);
      for (const code of codes) expect(code).toMatch(/^\d{6}$/);
      expect(await latestCode(t.app, '13800000001')).toBe(codes[0]);
    });

    it('refuses a bad mobile and a bad scope with the shared messages', async () => {
      const bad = await sendSms(t.app, '12345');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 400,
        msg: '请输入正确的手机号码',
        errors: [{ field: 'mobile', message: '请输入正确的手机号码' }],
      });
      const scope = await t.app.inject({
        method: 'POST',
        url: '/web/user/sendSms',
        payload: { mobile: freshMobile(), scope: 'spy' },
      });
      expect(scope.json().msg).toBe('验证码用途不正确');
    });

    it('keeps 60 s between two codes of one mobile, with Retry-After', async () => {
      const mobile = freshMobile();
      expect((await sendSms(t.app, mobile)).statusCode).toBe(200);
      clock.advance(20_000);
      const again = await sendSms(t.app, mobile);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试', data: null });
      expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(39);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(40);
      clock.advance(40_001);
      expect((await sendSms(t.app, mobile)).statusCode).toBe(200);
    });

    it('does not keep the codes in the clear', async () => {
      const mobile = freshMobile();
      await sendSms(t.app, mobile);
      const code = await latestCode(t.app, mobile);
      const rows = await t.app.yiying.database.db
        .selectFrom('sms_code')
        .selectAll()
        .where('mobile', '=', mobile)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(code);
    });
  });

  describe('code rules', () => {
    it('logs an unknown mobile in as a new member named after its last digits', async () => {
      const mobile = freshMobile();
      const session = await loginByCode(t.app, mobile);
      expect(session.token).toMatch(/^[\w-]{43}$/);
      expect(session.refreshToken).toMatch(/^[\w-]{43}$/);
      expect(session.token).not.toBe(session.refreshToken);
      expect(session.user).toMatchObject({
        userId: session.userId,
        username: `用户${mobile.slice(-4)}`,
        mobile,
        type: 'user',
        loginType: 'message',
        role: 'member',
        hasPassword: false,
        certificateState: 'none',
      });
    });

    it('uses a code once', async () => {
      const mobile = freshMobile();
      await sendSms(t.app, mobile);
      const code = await latestCode(t.app, mobile);
      expect((await login(t.app, { mobile, code })).statusCode).toBe(200);
      const again = await login(t.app, { mobile, code });
      expect(again.statusCode).toBe(400);
      expect(again.json().msg).toBe('验证码错误或已过期');
    });

    it('lets only one of two concurrent logins use the same code', async () => {
      const mobile = freshMobile();
      await sendSms(t.app, mobile);
      const code = await latestCode(t.app, mobile);
      const answers = await Promise.all([login(t.app, { mobile, code }), login(t.app, { mobile, code })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    });

    it('expires a code after 5 minutes', async () => {
      const mobile = freshMobile();
      await sendSms(t.app, mobile);
      const code = await latestCode(t.app, mobile);
      clock.advance(5 * MINUTE);
      const late = await login(t.app, { mobile, code });
      expect(late.statusCode).toBe(400);
      expect(late.json().msg).toBe('验证码错误或已过期');
    });

    it('accepts a code just before it expires', async () => {
      const mobile = freshMobile();
      await sendSms(t.app, mobile);
      const code = await latestCode(t.app, mobile);
      clock.advance(5 * MINUTE - 1000);
      expect((await login(t.app, { mobile, code })).statusCode).toBe(200);
    });

    it('voids a code after 5 wrong tries, even for the right code', async () => {
      const mobile = freshMobile();
      await sendSms(t.app, mobile);
      const code = await latestCode(t.app, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++) {
        const res = await login(t.app, { mobile, code: wrong });
        expect(res.json().msg).toBe('验证码错误或已过期');
      }
      const fifth = await login(t.app, { mobile, code: wrong });
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json().msg).toBe('验证码错误次数过多，请重新获取');
      const right = await login(t.app, { mobile, code });
      expect(right.statusCode).toBe(400);
      expect(right.json().msg).toBe('验证码错误次数过多，请重新获取');
    });

    it('only accepts the newest code of a scope, and not for another scope', async () => {
      const mobile = freshMobile();
      await sendSms(t.app, mobile, 'register');
      const registerCode = await latestCode(t.app, mobile);
      expect((await login(t.app, { mobile, code: registerCode })).statusCode).toBe(400);
      clock.advance(MINUTE);
      await sendSms(t.app, mobile, 'register');
      const newer = await latestCode(t.app, mobile);
      const signupOld = await t.app.inject({
        method: 'POST',
        url: '/web/sso/signup',
        payload: { mobile, code: registerCode === newer ? '999999' : registerCode },
      });
      expect(signupOld.statusCode).toBe(400);
      const signup = await t.app.inject({
        method: 'POST',
        url: '/web/sso/signup',
        payload: { mobile, code: newer, password: 'Secret#123', nickname: '新朋友' },
      });
      expect(signup.statusCode).toBe(200);
      expect(signup.json().data.user).toMatchObject({ username: '新朋友', hasPassword: true, mobile });
      expect((await loginByPassword(t.app, mobile, 'Secret#123')).userId).toBe(signup.json().data.userId);
    });

    it('refuses to sign up a mobile that is already a member', async () => {
      await sendSms(t.app, '13800000003', 'register');
      const code = await latestCode(t.app, '13800000003');
      const res = await t.app.inject({
        method: 'POST',
        url: '/web/sso/signup',
        payload: { mobile: '13800000003', code },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('该手机号已注册');
    });
  });

  describe('password login', () => {
    it('logs the demo doctor in with the demo password', async () => {
      const session = await loginByPassword(t.app, '13800000002');
      expect(session.user).toMatchObject({
        mobile: '13800000002',
        type: 'doctor',
        loginType: 'password',
        hasPassword: true,
        certificateState: 'approved',
      });
    });

    it('answers wrong passwords and unknown mobiles alike', async () => {
      const wrong = await login(t.app, { type: 'password', mobile: '13800000001', password: 'wrong-pass' });
      const unknown = await login(t.app, { type: 'password', mobile: freshMobile(), password: 'wrong-pass' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json().msg).toBe('手机号或密码错误');
    });

    it('pauses password login of a mobile after 10 wrong passwords', async () => {
      const mobile = '13800000004';
      for (let i = 0; i < 10; i++) await login(t.app, { type: 'password', mobile, password: 'not-it-1' });
      const locked = await login(t.app, { type: 'password', mobile, password: 'Yiying@2026' });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // A sliding window: the failures fade out over the next window.
      clock.advance(30 * MINUTE);
      expect((await login(t.app, { type: 'password', mobile, password: 'Yiying@2026' })).statusCode).toBe(200);
    });

    it('validates the password length with the shared message', async () => {
      const res = await login(t.app, { type: 'password', mobile: '13800000001', password: '123' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('密码长度为6到32个字符');
    });
  });

  describe('tokens', () => {
    it('answers current with the full mobile for its owner', async () => {
      const session = await loginByCode(t.app);
      const res = await current(t.app, session.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(session.user);
    });

    it('takes the identity from the token only: a forged uuid header changes nothing', async () => {
      const session = await loginByCode(t.app);
      const doctor = await loginByPassword(t.app, '13800000002');
      const res = await t.app.inject({
        method: 'GET',
        url: '/web/user/current',
        headers: { authorization: session.token, uuid: doctor.userId },
      });
      expect(res.json().data.userId).toBe(session.userId);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/web/user/current',
        headers: { uuid: doctor.userId },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 401, msg: '用户未登录', data: null });
    });

    it('refuses unknown tokens and accepts the Bearer form', async () => {
      const session = await loginByCode(t.app);
      expect((await current(t.app, 'not-a-token')).statusCode).toBe(401);
      expect((await current(t.app, `Bearer ${session.token}`)).statusCode).toBe(200);
    });

    it('expires the access token after 2 hours', async () => {
      const session = await loginByCode(t.app);
      clock.advance(2 * 60 * MINUTE - 1000);
      expect((await current(t.app, session.token)).statusCode).toBe(200);
      clock.advance(1000);
      const expired = await current(t.app, session.token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().msg).toBe('用户未登录');
      const verify = await t.app.inject({
        method: 'POST',
        url: '/web/sso/verifyToken',
        payload: { token: session.token },
      });
      expect(verify.json().data).toEqual({ valid: false });
    });

    it('rotates the refresh token; reusing the old one revokes the whole family', async () => {
      const first = await loginByCode(t.app);
      const refresh = (refreshToken: string) =>
        t.app.inject({ method: 'POST', url: '/web/sso/refreshToken', payload: { refreshToken } });
      const rotated = await refresh(first.refreshToken);
      expect(rotated.statusCode).toBe(200);
      const second = rotated.json().data;
      expect(second.userId).toBe(first.userId);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.token).not.toBe(first.token);
      expect(second.user.userId).toBe(first.userId);
      expect((await current(t.app, second.token)).statusCode).toBe(200);

      // Past the few seconds two tabs may refresh at once, the old token can only be a copy.
      clock.advance(MINUTE);
      const reuse = await refresh(first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().msg).toBe('用户未登录');
      // The legitimate holder's newer pair dies with the family.
      expect((await current(t.app, second.token)).statusCode).toBe(401);
      expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    });

    it('keeps other sessions alive when one family is revoked', async () => {
      const mobile = freshMobile();
      const phone = await loginByCode(t.app, mobile);
      clock.advance(MINUTE);
      const laptop = await loginByCode(t.app, mobile);
      await t.app.inject({ method: 'POST', url: '/web/user/logout', headers: authed(phone) });
      expect((await current(t.app, phone.token)).statusCode).toBe(401);
      expect((await current(t.app, laptop.token)).statusCode).toBe(200);
    });

    it('expires the refresh token after 30 days', async () => {
      const session = await loginByCode(t.app);
      clock.advance(30 * 24 * 60 * MINUTE);
      const res = await t.app.inject({
        method: 'POST',
        url: '/web/sso/refreshToken',
        payload: { refreshToken: session.refreshToken },
      });
      expect(res.statusCode).toBe(401);
    });

    it('verifies a live token', async () => {
      const session = await loginByCode(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/web/sso/verifyToken',
        payload: { token: session.token },
      });
      expect(res.json().data).toEqual({ valid: true, userId: session.userId });
    });

    it('logs out: the access token and its refresh token stop working', async () => {
      const session = await loginByCode(t.app);
      const out = await t.app.inject({ method: 'POST', url: '/web/user/logout', headers: authed(session) });
      expect(out.json()).toEqual({ code: 200, msg: '操作成功', data: {} });
      expect((await current(t.app, session.token)).statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/web/sso/refreshToken',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      const again = await t.app.inject({ method: 'POST', url: '/web/user/logout', headers: authed(session) });
      expect(again.statusCode).toBe(401);
    });

    it('stores tokens only as hashes', async () => {
      const session = await loginByCode(t.app);
      const rows = await t.app.yiying.database.db
        .selectFrom('user_token')
        .selectAll()
        .where('user_id', '=', session.userId)
        .execute();
      expect(JSON.stringify(rows)).not.toContain(session.token);
      expect(JSON.stringify(rows)).not.toContain(session.refreshToken);
    });
  });

  describe('passwords and mobile', () => {
    it('sets a first password once, then changes it with the old one', async () => {
      const mobile = freshMobile();
      const session = await loginByCode(t.app, mobile);
      const set = (password: string) =>
        t.app.inject({ method: 'POST', url: '/web/user/setPwd', headers: authed(session), payload: { password } });
      expect((await set('First#Pass1')).json()).toMatchObject({ code: 403, msg: '请先验证身份' });
      await stepUp(t.app, session, { clock });
      expect((await set('First#Pass1')).statusCode).toBe(200);
      const twice = await set('Other#Pass1');
      expect(twice.statusCode).toBe(400);
      expect(twice.json().msg).toBe('已设置密码，请使用原密码修改');
      expect((await current(t.app, session.token)).json().data.hasPassword).toBe(true);

      const change = (oldPassword: string, newPassword: string) =>
        t.app.inject({
          method: 'POST',
          url: '/web/sso/updatePwdByOldPwd',
          headers: authed(session),
          payload: { oldPassword, newPassword },
        });
      expect((await change('nope-nope', 'Second#Pass2')).json().msg).toBe('原密码错误');
      expect((await change('First#Pass1', 'First#Pass1')).json().msg).toBe('新密码不能与旧密码相同');
      const other = await loginByPassword(t.app, mobile, 'First#Pass1');
      expect((await change('First#Pass1', 'Second#Pass2')).statusCode).toBe(200);
      // The session that changed it lives on; the others end.
      expect((await current(t.app, session.token)).statusCode).toBe(200);
      expect((await current(t.app, other.token)).statusCode).toBe(401);
      await loginByPassword(t.app, mobile, 'Second#Pass2');
    });

    it('resets a forgotten password with a forgot code and ends every session', async () => {
      const mobile = freshMobile();
      const session = await loginByCode(t.app, mobile);
      clock.advance(MINUTE);
      await sendSms(t.app, mobile, 'forgot');
      const code = await latestCode(t.app, mobile);
      const res = await t.app.inject({
        method: 'POST',
        url: '/web/user/forgetPwd',
        payload: { mobile, code, password: 'Reset#Pass3' },
      });
      expect(res.statusCode).toBe(200);
      expect((await current(t.app, session.token)).statusCode).toBe(401);
      await loginByPassword(t.app, mobile, 'Reset#Pass3');
    });

    it('changes the password with a code sent to the own mobile', async () => {
      const mobile = freshMobile();
      const session = await loginByCode(t.app, mobile);
      clock.advance(MINUTE);
      await sendSms(t.app, mobile, 'forgot');
      const code = await latestCode(t.app, mobile);
      const res = await t.app.inject({
        method: 'POST',
        url: '/web/user/updatePwdByMobileCode',
        headers: authed(session),
        payload: { code, password: 'ByCode#Pass4' },
      });
      expect(res.statusCode).toBe(200);
      await loginByPassword(t.app, mobile, 'ByCode#Pass4');
    });

    it('binds a new mobile proved by a changeMobile code, never one of another member', async () => {
      const session = await loginByCode(t.app);
      await stepUp(t.app, session, { clock });
      const next = freshMobile();
      await sendSms(t.app, next, 'changeMobile');
      const code = await latestCode(t.app, next);
      const res = await t.app.inject({
        method: 'POST',
        url: '/web/user/bindMobile',
        headers: authed(session),
        payload: { mobile: next, code },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.mobile).toBe(next);

      await sendSms(t.app, '13800000001', 'changeMobile');
      const taken = await t.app.inject({
        method: 'POST',
        url: '/web/user/bindMobile',
        headers: authed(session),
        payload: { mobile: '13800000001', code: await latestCode(t.app, '13800000001') },
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().msg).toBe('该手机号已被其他账号绑定');
    });
  });
});

describeEachDatabase('identity: daily SMS caps', (target) => {
  const clock = testClock();
  const t = useTestApp(target, {
    env: { SMS_DAILY_MAX_PER_MOBILE: '3', SMS_DAILY_MAX_PER_IP: '5' },
    overrides: () => ({ clock }),
  });

  it('caps codes per mobile per day with 429 until midnight in China', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 3; i++) {
      expect((await sendSms(t.app, mobile)).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const capped = await sendSms(t.app, mobile);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().msg).toBe('操作过于频繁，请稍后再试');
    const retryAfter = Number(capped.headers['retry-after']);
    // The test clock starts 10:00 in China: the cap lifts at midnight, 14 h later (minus the minutes spent).
    expect(retryAfter).toBeGreaterThan(13 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(14 * 3600);
    clock.advance(retryAfter * 1000);
    expect((await sendSms(t.app, mobile)).statusCode).toBe(200);
  });

  it('caps codes per client address per day, whatever the mobiles', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await sendSms(t.app, freshMobile(), 'login', ip)).statusCode).toBe(200);
    const capped = await sendSms(t.app, freshMobile(), 'login', ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeDefined();
    expect((await sendSms(t.app, freshMobile(), 'login', freshIp())).statusCode).toBe(200);
  });
});

describe('identity in production', () => {
  const t = useTestApp(
    { label: 'SQLite' },
    { env: { NODE_ENV: 'production', SMS_PROVIDER: 'console', LOG_LEVEL: 'silent' } },
  );

  it('has no SMS outbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/sms/outbox' });
    expect(res.statusCode).toBe(404);
  });
});

const testRedisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;
if (testRedisUrl) {
  describe('identity with the Redis store (TEST_REDIS_URL)', () => {
    const t = useTestApp({ label: 'SQLite' }, { env: { REDIS_URL: testRedisUrl } });

    it('throttles, keeps the outbox and logs in through Redis', async () => {
      const mobile = freshMobile();
      expect((await sendSms(t.app, mobile)).statusCode).toBe(200);
      expect((await sendSms(t.app, mobile)).statusCode).toBe(429);
      const session = await t.app.inject({
        method: 'POST',
        url: '/web/user/login',
        payload: { mobile, code: await latestCode(t.app, mobile) },
      });
      expect(session.statusCode).toBe(200);
    });
  });
} else {
  describe.skip('identity with the Redis store — 未设置 TEST_REDIS_URL，已跳过', () => {
    it('runs on Redis', () => undefined);
  });
}
