import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { UnsafeStartError } from '../lib/production-checks';
import { freshIp, freshMobile, loginByCode, loginByPassword, testClock } from '../testing/identity';
import { SQLITE_TARGET, TEST_LIMITS, tempDir, testConfig, useTestApp } from '../testing/test-app';

const ADMIN = '13800000009';
const DEMO_PASSWORD = 'Yiying@2026';
const MINUTE = 60_000;

function login(app: FastifyInstance, mobile: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/web/user/login',
    payload: { type: 'password', mobile, password },
    remoteAddress: ip,
  });
}

function expectTooMany(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(res.json()).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试', data: null });
}

describe('#1 production and demo data', () => {
  it('loads no demo accounts in production unless DEMO_DATA=true is set', async () => {
    const dataDir = tempDir();
    const app = await buildApp(
      loadConfig({
        ...TEST_LIMITS,
        NODE_ENV: 'production',
        SMS_PROVIDER: 'console',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_ROOT: path.join(dataDir, 'web'),
      }),
    );
    try {
      expect(app.yiying.demo).toBeNull();
      expect((await login(app, ADMIN, DEMO_PASSWORD)).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/mng/user/certificate/list' })).statusCode).toBe(401);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to start in production while an admin has the published demo password', async () => {
    const dataDir = tempDir();
    const env = { ...TEST_LIMITS, LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'web') };
    const dev = await buildApp(loadConfig({ ...env, NODE_ENV: 'development' }));
    await dev.close();
    try {
      await expect(
        buildApp(loadConfig({ ...env, NODE_ENV: 'production', SMS_PROVIDER: 'console' })),
      ).rejects.toBeInstanceOf(UnsafeStartError);
      // A demo site on purpose may keep them.
      const demo = await buildApp(
        loadConfig({ ...env, NODE_ENV: 'production', SMS_PROVIDER: 'console', DEMO_DATA: 'true' }),
      );
      await demo.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the database file readable by the server user only', async () => {
    const dataDir = tempDir();
    const app = await buildApp(
      testConfig(SQLITE_TARGET, dataDir, path.join(dataDir, 'web'), undefined, { DEMO_DATA: 'false' }),
    );
    try {
      expect(statSync(path.join(dataDir, 'yiying.db')).mode & 0o777).toBe(0o600);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('#2 SMS provider in production', () => {
  it('refuses to start without SMS_PROVIDER, and with aliyun but no credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('生产环境必须设置 SMS_PROVIDER');
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun' })).toThrow(
      'SMS_PROVIDER=aliyun 时必须设置 SMS_ALIYUN_ACCESS_KEY_ID',
    );
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console' }).smsProvider).toBe('console');
  });
});

describe('#3 #4 #5 password login limits (SQLite)', () => {
  const clock = testClock();
  const t = useTestApp(SQLITE_TARGET, {
    env: { RATE_LIMIT_LOGIN_IP: '50/300', RATE_LIMIT_LOGIN_ACCOUNT: '30/3600', RATE_LIMIT_PASSWORD_CHANGE: '5/3600' },
    overrides: () => ({ clock }),
  });

  it('#3 counts parallel wrong passwords one each: 400 at once, exactly 10 checked', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 400 }, () => login(t.app, '13800000001', 'wrong-pass', ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(390);
    expectTooMany(answers.find((a) => a.statusCode === 429) as (typeof answers)[number]);
    clock.advance(60 * MINUTE);
  }, 60_000);

  it('#4 limits password logins per address over all mobiles, IPv6 by /64', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++) statuses.push((await login(t.app, freshMobile(), 'wrong-pass', ip)).statusCode);
    expect(statuses.slice(0, 50).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
    // Another address in the same /64 is the same subscriber.
    for (let i = 0; i < 50; i++) await login(t.app, freshMobile(), 'wrong-pass', `2001:db8:1:2::${i.toString(16)}`);
    expectTooMany(await login(t.app, freshMobile(), 'wrong-pass', '2001:db8:1:2:ffff::1'));
    expect((await login(t.app, freshMobile(), 'wrong-pass', '2001:db8:1:3::1')).statusCode).toBe(400);
    clock.advance(60 * MINUTE);
  }, 60_000);

  it('#5 wrong passwords from others never shut the owner out of a device that logged in before', async () => {
    const owner = '13800000003';
    const home = freshIp();
    expect((await login(t.app, owner, DEMO_PASSWORD, home)).statusCode).toBe(200);
    // Ten wrong tries pause that attacker's address only.
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) await login(t.app, owner, 'not-it-1', attacker);
    expectTooMany(await login(t.app, owner, DEMO_PASSWORD, attacker));
    expect((await login(t.app, owner, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    // Many addresses together pause new addresses, but not the owner's known one.
    for (let i = 0; i < 40; i++) await login(t.app, owner, 'not-it-1', freshIp());
    expectTooMany(await login(t.app, owner, DEMO_PASSWORD, freshIp()));
    expect((await login(t.app, owner, DEMO_PASSWORD, home)).statusCode).toBe(200);
    clock.advance(3 * 60 * MINUTE);
  }, 60_000);

  it('#12 limits password changes with the old password', async () => {
    const session = await loginByCode(t.app);
    const change = () =>
      t.app.inject({
        method: 'POST',
        url: '/web/sso/updatePwdByOldPwd',
        headers: { authorization: session.token },
        payload: { oldPassword: 'wrong-old-1', newPassword: 'Another@2026' },
      });
    for (let i = 0; i < 5; i++) expect((await change()).statusCode).toBe(400);
    expectTooMany(await change());
  });

  it('#11 two tabs refreshing the same token at once both stay logged in; a later reuse revokes the family', async () => {
    const session = await loginByPassword(t.app, '13800000005');
    const refresh = () =>
      t.app.inject({ method: 'POST', url: '/web/sso/refreshToken', payload: { refreshToken: session.refreshToken } });
    const [a, b] = await Promise.all([refresh(), refresh()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tabA = a.json().data;
    const tabB = b.json().data;
    expect(tabA.refreshToken).not.toBe(tabB.refreshToken);
    for (const tab of [tabA, tabB]) {
      const me = await t.app.inject({ method: 'GET', url: '/web/user/current', headers: { authorization: tab.token } });
      expect(me.statusCode).toBe(200);
    }
    clock.advance(MINUTE);
    expect((await refresh()).statusCode).toBe(401);
    const after = await t.app.inject({
      method: 'GET',
      url: '/web/user/current',
      headers: { authorization: tabA.token },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('#7 #10 input before validation (SQLite)', () => {
  const t = useTestApp(SQLITE_TARGET);

  const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it.each(['/web/user/login', '/web/sso/signup', '/web/user/update'])(
    '#7 answers 2,255-deep JSON on %s with 400 in Chinese',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deep(2255),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '请求内容嵌套过深', data: null });
    },
  );

  it('#10 cleans names of control, bidi-override and zero-width-only content, and refuses lone surrogates', async () => {
    const session = await loginByCode(t.app);
    const update = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/web/user/update',
        headers: { authorization: session.token, 'content-type': 'application/json' },
        payload,
      });
    const cleaned = await update(JSON.stringify({ username: 'ab\u0000c\u202Egnp.exe\u0007 Cafe\u0301' }));
    expect(cleaned.statusCode).toBe(200);
    expect(cleaned.json().data.username).toBe('abcgnp.exe Café');
    const invisible = await update(JSON.stringify({ username: '\u200B\u200C\u200D\uFEFF' }));
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().msg).toBe('请输入昵称');
    const surrogate = await update('{"username":"ok\\ud800"}');
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({
      msg: '内容包含无效字符',
      errors: [{ field: 'username', message: '内容包含无效字符' }],
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/web/user/current',
      headers: { authorization: session.token },
    });
    expect(me.json().data.username).toBe('abcgnp.exe Café');
  });
});

describe('#12 limits on QR codes, uploads and comments; the global ceiling (SQLite)', () => {
  const t = useTestApp(SQLITE_TARGET, {
    env: { RATE_LIMIT_QRCODE_IP: '5/60', RATE_LIMIT_COMMENT: '3/60', RATE_LIMIT_UPLOAD: '2/60' },
  });

  it('limits anonymous QR-code creation per address', async () => {
    const ip = freshIp();
    const create = () => t.app.inject({ method: 'POST', url: '/web/wxMp/qrcode', remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await create()).statusCode).toBe(200);
    expectTooMany(await create());
    expect((await t.app.inject({ method: 'POST', url: '/web/wxMp/qrcode', remoteAddress: freshIp() })).statusCode).toBe(
      200,
    );
    // getTicket makes the same QR codes and counts against the same limit.
    expectTooMany(await t.app.inject({ method: 'GET', url: '/web/wxMp/getTicket?invalidTime=60', remoteAddress: ip }));
  });

  it('limits comments and uploads per member', async () => {
    const session = await loginByCode(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/content/list?pageSize=1' });
    const contentId = list.json().data.records[0].contentId as string;
    const comment = () =>
      t.app.inject({
        method: 'POST',
        url: '/web/comment/create',
        headers: { authorization: session.token },
        payload: { contentId, content: '拍得真好' },
      });
    for (let i = 0; i < 3; i++) expect((await comment()).statusCode).toBe(200);
    expectTooMany(await comment());
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/web/file/upload',
        headers: { authorization: session.token, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
    for (let i = 0; i < 2; i++) expect((await upload()).statusCode).toBe(400);
    expectTooMany(await upload());
  });
});

describe('global per-address ceiling (SQLite)', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { RATE_LIMIT_GLOBAL_IP: '5/60' } });

  it('answers 429 with Retry-After past the ceiling, other addresses unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/banner/list', remoteAddress: ip })).statusCode).toBe(200);
    }
    expectTooMany(await t.app.inject({ method: 'GET', url: '/api/banner/list', remoteAddress: ip }));
    expect((await t.app.inject({ method: 'GET', url: '/api/banner/list', remoteAddress: freshIp() })).statusCode).toBe(
      200,
    );
  });
});

describe('#12 security headers on every answer, /docs with a CSP (SQLite)', () => {
  const t = useTestApp(SQLITE_TARGET, { env: { PUBLIC_URL: 'https://yiying.example' } });

  it.each(['/api/banner/list', '/docs', '/docs/json', '/api/nothing', '/web/user/current'])('%s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    if (url.startsWith('/docs')) expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('sends no HSTS when the site is not on https', async () => {
    const dataDir = tempDir();
    const app = await buildApp(
      testConfig(SQLITE_TARGET, dataDir, path.join(dataDir, 'web'), undefined, { DEMO_DATA: 'false' }),
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/banner/list' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
