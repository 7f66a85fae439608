#!/usr/bin/env node
// API journey of the identity feature against a running server:
//   sendSms → outbox → login → current → setPwd refused without step-up → sign-up with a password (second mobile)
//   → refresh → reuse of the old refresh token fails (family revoked) → password login → logout → 401.
// Usage: node tools/journeys/identity-api.mjs [baseUrl]   (default http://127.0.0.1:3000)
const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
let step = 0;

function fail(message, details) {
  console.error(`\n✗ 第 ${step} 步失败：${message}`);
  if (details !== undefined) console.error(JSON.stringify(details, null, 2));
  process.exit(1);
}

async function call(method, path, { body, token, query } = {}) {
  const url = new URL(base + path);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  let response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (error) {
    fail(`无法连接 ${base}（${error.cause?.code ?? error.message}）`);
  }
  const json = await response.json().catch(() => null);
  return { status: response.status, json, headers: response.headers };
}

async function expectStep(title, run) {
  step += 1;
  const detail = await run();
  console.log(`✓ ${String(step).padStart(2)}. ${title}${detail ? ` — ${detail}` : ''}`);
}

function expectStatus(res, status, what) {
  if (res.status !== status) fail(`${what}：期望 HTTP ${status}，实际 ${res.status}`, res.json);
}

const mobile = `139${String(Date.now()).slice(-8)}`;
const passwordMobile = `137${String(Date.now()).slice(-8)}`;
const password = `Journey#${Date.now() % 100000}`;
let code;
let first;
let second;
let passwordSession;

console.log(`身份接口旅程：${base}（手机号 ${mobile}）\n`);

await expectStep('发送登录验证码', async () => {
  const res = await call('POST', '/web/user/sendSms', { body: { mobile, scope: 'login' } });
  expectStatus(res, 200, 'sendSms');
  if (res.json?.code !== 200) fail('信封 code 不是 200', res.json);
});

await expectStep('从开发发件箱取验证码', async () => {
  const res = await call('GET', '/dev/sms/outbox', { query: { mobile } });
  expectStatus(res, 200, 'outbox');
  code = res.json?.data?.[0]?.code;
  if (!/^\d{6}$/.test(code ?? '')) fail('发件箱里没有 6 位验证码', res.json);
  return `验证码 ${code}`;
});

await expectStep('验证码登录（新手机号自动注册）', async () => {
  const res = await call('POST', '/web/user/login', { body: { mobile, code } });
  expectStatus(res, 200, 'login');
  first = res.json.data;
  if (!first?.token || !first?.refreshToken || first.user?.mobile !== mobile) fail('登录答复不完整', res.json);
  return `用户 ${first.user.username}（${first.userId}）`;
});

await expectStep('同一验证码不能再用', async () => {
  const res = await call('POST', '/web/user/login', { body: { mobile, code } });
  expectStatus(res, 400, '重复使用验证码');
  return res.json?.msg;
});

await expectStep('当前用户', async () => {
  const res = await call('GET', '/web/user/current', { token: first.token });
  expectStatus(res, 200, 'current');
  if (res.json.data.userId !== first.userId) fail('current 返回了别的用户', res.json);
  return `${res.json.data.username}，登录方式 ${res.json.data.loginType}`;
});

await expectStep('设置密码前必须先验证身份（被盗的登录不能设密码）', async () => {
  const res = await call('POST', '/web/user/setPwd', { token: first.token, body: { password } });
  expectStatus(res, 403, 'setPwd without step-up');
  if (res.json?.msg !== '请先验证身份') fail('403 的提示不是“请先验证身份”', res.json);
  return res.json.msg;
});

await expectStep('另一个手机号注册时设置密码（供后面密码登录）', async () => {
  const sent = await call('POST', '/web/user/sendSms', { body: { mobile: passwordMobile, scope: 'register' } });
  expectStatus(sent, 200, 'sendSms register');
  const outbox = await call('GET', '/dev/sms/outbox', { query: { mobile: passwordMobile } });
  const registerCode = outbox.json?.data?.[0]?.code;
  if (!/^\d{6}$/.test(registerCode ?? '')) fail('发件箱里没有注册验证码', outbox.json);
  const res = await call('POST', '/web/sso/signup', { body: { mobile: passwordMobile, code: registerCode, password } });
  expectStatus(res, 200, 'signup');
  return `用户 ${res.json.data.user.username}`;
});

await expectStep('刷新令牌（轮换）', async () => {
  const res = await call('POST', '/web/sso/refreshToken', { body: { refreshToken: first.refreshToken } });
  expectStatus(res, 200, 'refreshToken');
  second = res.json.data;
  if (second.refreshToken === first.refreshToken) fail('刷新令牌没有更换', res.json);
  const me = await call('GET', '/web/user/current', { token: second.token });
  expectStatus(me, 200, '新令牌访问 current');
});

await expectStep('再次使用旧的刷新令牌 → 401', async () => {
  // Within the server's grace (REFRESH_GRACE_SECONDS, 10 s by default) a second refresh is two tabs, not a thief.
  await new Promise((resolve) => setTimeout(resolve, (Number(process.env.REFRESH_GRACE_SECONDS ?? 10) + 1) * 1000));
  const res = await call('POST', '/web/sso/refreshToken', { body: { refreshToken: first.refreshToken } });
  expectStatus(res, 401, '重用旧刷新令牌');
  return res.json?.msg;
});

await expectStep('整个令牌家族已失效：新令牌也 401', async () => {
  const me = await call('GET', '/web/user/current', { token: second.token });
  expectStatus(me, 401, '家族注销后的访问令牌');
  const refresh = await call('POST', '/web/sso/refreshToken', { body: { refreshToken: second.refreshToken } });
  expectStatus(refresh, 401, '家族注销后的刷新令牌');
});

await expectStep('密码登录', async () => {
  const res = await call('POST', '/web/user/login', { body: { type: 'password', mobile: passwordMobile, password } });
  expectStatus(res, 200, '密码登录');
  passwordSession = res.json.data;
  return `登录方式 ${passwordSession.user.loginType}`;
});

await expectStep('退出登录', async () => {
  const res = await call('POST', '/web/user/logout', { token: passwordSession.token });
  expectStatus(res, 200, 'logout');
});

await expectStep('退出后访问 current → 401', async () => {
  const res = await call('GET', '/web/user/current', { token: passwordSession.token });
  expectStatus(res, 401, '退出后的 current');
  if (res.json?.msg !== '用户未登录') fail('401 的提示不是“用户未登录”', res.json);
  const refresh = await call('POST', '/web/sso/refreshToken', { body: { refreshToken: passwordSession.refreshToken } });
  expectStatus(refresh, 401, '退出后的刷新令牌');
  return res.json.msg;
});

console.log(`\n身份接口旅程通过（${step} 步）。`);
