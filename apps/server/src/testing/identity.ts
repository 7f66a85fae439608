import type { FastifyInstance } from 'fastify';
import type { CaptchaScope } from '@yiying/models';

/** A clock the test moves by hand. */
export interface TestClock {
  (): number;
  advance(ms: number): void;
  set(time: number): void;
}

export function testClock(start = Date.parse('2026-03-02T02:00:00.000Z')): TestClock {
  let time = start;
  const clock = (() => time) as TestClock;
  clock.advance = (ms) => {
    time += ms;
  };
  clock.set = (value) => {
    time = value;
  };
  return clock;
}

/** A fresh mobile per call, so tests do not trip over each other's throttles. */
let mobileCounter = 0;
export function freshMobile(): string {
  mobileCounter += 1;
  const random = Math.floor(Math.random() * 10_000);
  return `139${String(random).padStart(4, '0')}${String(mobileCounter % 10_000).padStart(4, '0')}`;
}

let ipCounter = 0;
/** A fresh client address (per-address caps). */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function sendSms(app: FastifyInstance, mobile: string, scope: CaptchaScope = 'login', ip = freshIp()) {
  return app.inject({ method: 'POST', url: '/web/user/sendSms', payload: { mobile, scope }, remoteAddress: ip });
}

/** The newest code the console provider sent to `mobile`. */
export async function latestCode(app: FastifyInstance, mobile: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/dev/sms/outbox', query: { mobile } });
  const entry = res.json().data[0] as { code: string } | undefined;
  if (!entry) throw new Error(`no SMS code for ${mobile}`);
  return entry.code;
}

export interface TestSession {
  token: string;
  refreshToken: string;
  userId: string;
  user: Record<string, unknown>;
}

/** Sends a login code and logs in with it (an unknown mobile becomes a member). */
export async function loginByCode(app: FastifyInstance, mobile = freshMobile()): Promise<TestSession> {
  const sent = await sendSms(app, mobile, 'login');
  if (sent.statusCode !== 200) throw new Error(`sendSms failed: ${sent.body}`);
  const code = await latestCode(app, mobile);
  const res = await app.inject({ method: 'POST', url: '/web/user/login', payload: { mobile, code } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data as TestSession;
}

export async function loginByPassword(
  app: FastifyInstance,
  mobile: string,
  password = 'Yiying@2026',
): Promise<TestSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/web/user/login',
    payload: { type: 'password', mobile, password },
  });
  if (res.statusCode !== 200) throw new Error(`password login failed: ${res.body}`);
  return res.json().data as TestSession;
}

/** Headers of a member call. */
export function authed(session: { token: string }): Record<string, string> {
  return { authorization: session.token };
}

/**
 * 验证身份 for `session`: with its password, or with a `stepUp` code sent to its own mobile (a test clock is moved
 * past the resend gap first, since the login code went to the same mobile a moment ago).
 */
export async function stepUp(
  app: FastifyInstance,
  session: TestSession,
  proof: { password: string } | { clock?: TestClock } = {},
): Promise<void> {
  let payload: Record<string, string>;
  if ('password' in proof) {
    payload = { password: proof.password };
  } else {
    proof.clock?.advance(61_000);
    const mobile = String(session.user['mobile']);
    const sent = await sendSms(app, mobile, 'stepUp');
    if (sent.statusCode !== 200) throw new Error(`stepUp sendSms failed: ${sent.body}`);
    payload = { code: await latestCode(app, mobile) };
  }
  const res = await app.inject({ method: 'POST', url: '/web/user/stepUp', headers: authed(session), payload });
  if (res.statusCode !== 200) throw new Error(`stepUp failed: ${res.body}`);
}
