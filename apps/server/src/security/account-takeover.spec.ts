import type { MemberSession } from '@yiying/models';
import type { SmsMessage, SmsNotice, SmsProvider } from '../lib/sms-provider';
import {
  authed,
  freshMobile,
  latestCode,
  loginByCode,
  loginByPassword,
  sendSms,
  stepUp,
  testClock,
  type TestSession,
} from '../testing/identity';
import { describeEachDatabase, useTestApp } from '../testing/test-app';

/** The SMS gateway as seen from outside: what was sent where (codes go to the outbox as usual). */
class RecordingProvider implements SmsProvider {
  readonly name = 'recording';
  readonly notices: SmsNotice[] = [];
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
  async notify(notice: SmsNotice): Promise<void> {
    this.notices.push(notice);
  }
}

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Issue 35 row 1: a stolen session must not be able to take the account for good. */
describeEachDatabase('security: account changes need a fresh proof', (target) => {
  const clock = testClock();
  const provider = new RecordingProvider();
  const t = useTestApp(target, { overrides: () => ({ clock, smsProvider: provider }) });

  const post = (session: TestSession, url: string, payload: Record<string, unknown> = {}, ua = CHROME_WINDOWS) =>
    t.app.inject({ method: 'POST', url, headers: { ...authed(session), 'user-agent': ua }, payload });
  const current = (session: TestSession) =>
    t.app.inject({ method: 'GET', url: '/web/user/current', headers: authed(session) });
  const newMobileCode = async (mobile: string) => {
    clock.advance(61_000);
    await sendSms(t.app, mobile, 'changeMobile');
    return latestCode(t.app, mobile);
  };

  it('refuses to bind a new mobile from a session that did not prove the current one', async () => {
    const mobile = freshMobile();
    const owner = await loginByCode(t.app, mobile);
    clock.advance(61_000);
    const thief = await loginByCode(t.app, mobile);
    const next = freshMobile();
    const bound = await post(thief, '/web/user/bindMobile', { mobile: next, code: await newMobileCode(next) });
    expect(bound.statusCode).toBe(403);
    expect(bound.json().msg).toBe('请先验证身份');
    expect((await current(owner)).json().data.mobile).toBe(mobile);
    // A stepUp code only works for the account's own mobile: one sent to the thief's number proves nothing.
    clock.advance(61_000);
    await sendSms(t.app, next, 'stepUp');
    const foreign = await post(thief, '/web/user/stepUp', { code: await latestCode(t.app, next) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('验证码错误或已过期');
    // Without a password, a password cannot be the proof either.
    expect((await post(thief, '/web/user/stepUp', { password: 'Guess#Pass1' })).json().msg).toBe(
      '尚未设置登录密码，请使用短信验证码验证',
    );
    expect((await post(thief, '/web/user/stepUp', {})).json().msg).toBe('请输入验证码或登录密码');
  });

  it('binds after a code to the old number, ends every other session and tells the old number', async () => {
    const mobile = freshMobile();
    const phone = await loginByCode(t.app, mobile);
    clock.advance(61_000);
    const laptop = await loginByCode(t.app, mobile);
    await stepUp(t.app, laptop, { clock });
    const next = freshMobile();
    const bound = await post(laptop, '/web/user/bindMobile', { mobile: next, code: await newMobileCode(next) });
    expect(bound.statusCode).toBe(200);
    expect(bound.json().data.mobile).toBe(next);
    expect((await current(laptop)).statusCode).toBe(200);
    expect((await current(phone)).statusCode).toBe(401);
    expect(provider.notices).toContainEqual({ mobile, kind: 'mobileChanged', newMobile: next });
  });

  it('accepts the password as the proof for a while, then asks again', async () => {
    const session = await loginByPassword(t.app, '13800000004');
    expect((await post(session, '/web/user/stepUp', { password: 'wrong-wrong' })).json().msg).toBe('登录密码错误');
    const proved = await post(session, '/web/user/stepUp', { password: 'Yiying@2026' });
    expect(proved.json().data.verifiedUntil).toBe(new Date(clock() + 10 * 60_000).toISOString());
    clock.advance(10 * 60_000 + 1);
    expect((await post(session, '/web/user/dataExport/create')).json().msg).toBe('请先验证身份');
  });

  it('needs the proof to set a first password and to export data', async () => {
    const session = await loginByCode(t.app);
    expect((await post(session, '/web/user/setPwd', { password: 'First#Pass1' })).statusCode).toBe(403);
    expect((await post(session, '/web/user/dataExport/create')).statusCode).toBe(403);
    await stepUp(t.app, session, { clock });
    expect((await post(session, '/web/user/setPwd', { password: 'First#Pass1' })).statusCode).toBe(200);
    expect((await post(session, '/web/user/dataExport/create')).statusCode).toBe(200);
  });

  it('lists the sessions with device, masked place and last use, and ends the one the owner picks', async () => {
    const mobile = freshMobile();
    const phone = await loginByCode(t.app, mobile);
    await t.app.inject({
      method: 'GET',
      url: '/web/user/current',
      headers: { ...authed(phone), 'user-agent': SAFARI_IPHONE },
      remoteAddress: '203.0.113.77',
    });
    clock.advance(61_000);
    const laptop = await loginByCode(t.app, mobile);
    const stranger = await loginByCode(t.app);
    const list = async (session: TestSession) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/web/user/session/list',
          headers: { ...authed(session), 'user-agent': CHROME_WINDOWS },
          remoteAddress: '198.51.100.23',
        })
      ).json().data as MemberSession[];
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, device: 'Chrome · Windows', place: '198.51.*.*' });
    const other = sessions[1] as MemberSession;
    expect(other).toMatchObject({ current: false, device: 'Safari · iPhone', place: '203.0.*.*' });
    expect(JSON.stringify(sessions)).not.toContain('113.77');

    expect((await post(stranger, `/web/user/session/delete/${other.sessionId}`)).statusCode).toBe(404);
    expect((await current(phone)).statusCode).toBe(200);
    expect((await post(laptop, `/web/user/session/delete/${other.sessionId}`)).statusCode).toBe(200);
    expect((await current(phone)).statusCode).toBe(401);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);

    clock.advance(61_000);
    const tablet = await loginByCode(t.app, mobile);
    expect((await post(laptop, '/web/user/session/deleteOthers')).statusCode).toBe(200);
    expect((await current(tablet)).statusCode).toBe(401);
    expect((await current(laptop)).statusCode).toBe(200);
  });
});
