import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Password of every demo account the server prints at start. */
export const DEMO_PASSWORD = 'Yiying@2026';
export const DEMO_MEMBER = '13800000001';
export const DEMO_DOCTOR = '13800000002';

/** A 1×1 PNG: the server types uploads by their bytes and re-encodes them. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The server's answer envelope. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** What a login answers (the parts the journeys use). */
export interface Session {
  token: string;
  userId: string;
}

/** Logs a demo member in through the API (for the setup steps a journey does not look at). */
export async function apiLogin(request: APIRequestContext, mobile: string): Promise<Session> {
  const response = await request.post('/web/user/login', {
    data: { type: 'password', mobile, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<Session>).data;
}

/** Fills and sends the 密码登录 form of the login page the browser is on. */
export async function loginByPassword(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByRole('form', { name: '密码登录' });
  await form.getByLabel('手机号').fill(mobile);
  await form.getByLabel('密码').fill(password);
  await form.getByRole('button', { name: '登录' }).click();
}

/** A browser context of its own (a second person) logged in as a demo member through the login page. */
export async function memberPage(
  browser: Browser,
  mobile: string,
  password = DEMO_PASSWORD,
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/my/login');
  await loginByPassword(page, mobile, password);
  await expect(page).toHaveURL(/\/my$/);
  return { context, page, close: () => context.close() };
}

/** The demo admin (医影管理员): the console at /admin. */
export const DEMO_ADMIN = '13800000009';

/** The newest code of `scope` the development SMS provider "sent" to `mobile` (waits until it is there). */
export async function outboxCode(request: APIRequestContext, mobile: string, scope: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/sms/outbox?mobile=${mobile}`);
      const body = (await response.json()) as Envelope<Array<{ code: string; scope: string }>>;
      code = body.data.find((entry) => entry.scope === scope)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

let freshCounter = 0;

/** A member no other journey knows: signed up through the API with a password (the SMS outbox gives the code). */
export async function signUpMember(
  request: APIRequestContext,
  nickname: string,
  password = 'Fresh@2026x',
): Promise<{ mobile: string; password: string; session: Session }> {
  freshCounter += 1;
  const mobile = `137${String(Date.now()).slice(-6)}${String(freshCounter % 100).padStart(2, '0')}`;
  const sent = await request.post('/web/user/sendSms', { data: { mobile, scope: 'register' } });
  expect(sent.ok()).toBe(true);
  const code = await outboxCode(request, mobile, 'register');
  const signed = await request.post('/web/sso/signup', { data: { mobile, code, password, nickname } });
  expect(signed.ok()).toBe(true);
  return { mobile, password, session: ((await signed.json()) as Envelope<Session>).data };
}

/**
 * Waits until the app has taken the page's main navigation over (React marks each node it takes over with its fiber):
 * a link clicked before would load a new page instead of moving within the app.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector('nav[aria-label="主导航"] a');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Publishes an image post through the API; answers its id. */
export async function publishImage(request: APIRequestContext, token: string, title: string): Promise<string> {
  const upload = await request.post('/web/file/upload', {
    headers: { authorization: token },
    multipart: { file: { name: 'ward.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok()).toBe(true);
  const media = ((await upload.json()) as Envelope<{ mediaId: string }>).data;
  const created = await request.post('/web/content/create', {
    headers: { authorization: token },
    data: { type: 'image', state: 'publish', title, mediaIds: [media.mediaId], accessScope: 'public' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as Envelope<{ contentId: string }>).data.contentId;
}
