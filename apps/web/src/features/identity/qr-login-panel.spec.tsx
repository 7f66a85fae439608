import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { renderApp, sampleUser } from '../../test/render-app';
import { QR_POLL_INTERVAL } from './qr-login-panel';

let server: FixtureServer;
/** States the server reports for each code, in order; the last one repeats. */
let script: Record<string, Array<{ state: string; code?: string }>> = {};
let created = 0;
const next = (id: string) => {
  const states = script[id] ?? [];
  return states.length > 1 ? states.shift() : states[0];
};

beforeAll(async () => {
  server = await startFixtureServer({
    'POST /web/wxMp/qrcode': () => {
      created += 1;
      const id = `q${created}`;
      return ok({
        qrcodeId: id,
        ticket: `tk${created}`,
        image: `data:image/png;base64,${id}`,
        url: `http://site/my/qrcode?qrcodeId=${id}&ticket=tk${created}`,
        invalidTime: 300,
      });
    },
    'GET /web/wxMp/check/q1': () => ok(next('q1')),
    'GET /web/wxMp/check/q2': () => ok(next('q2')),
    'POST /web/wxMp/expire/q1': () => ok({ state: 'expired' }),
    'POST /web/wxMp/expire/q2': () => ok({ state: 'expired' }),
    'POST /web/wxMp/login': (_q, { body }) =>
      (body as { code: string }).code === 'one-time'
        ? ok({
            token: 't',
            userId: 'u5',
            refreshToken: 'r',
            user: sampleUser({ userId: 'u5', username: '扫码用户' }),
          })
        : { status: 400, body: { code: 400, msg: '二维码已失效，请刷新' } },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  created = 0;
  server.seen.length = 0;
});

const status = () =>
  screen.getByText((_, el) => el?.getAttribute('role') === 'status' && el.classList.contains('state'));

it('polls every 2 s by default', () => {
  expect(QR_POLL_INTERVAL).toBe(2000);
});

it('shows the QR image and follows waiting → scanned → expired, then refreshes', async () => {
  script = {
    q1: [{ state: 'waiting' }, { state: 'scanned' }, { state: 'expired' }],
    q2: [{ state: 'waiting' }],
  };
  renderApp({ baseUrl: server.url, path: '/my/login' });
  await userEvent.setup().click(await screen.findByRole('tab', { name: '扫码登录' }));
  const image = await screen.findByRole('img', { name: '登录二维码' });
  expect(image).toHaveAttribute('src', 'data:image/png;base64,q1');
  expect(status()).toHaveTextContent('等待扫码');
  await waitFor(() => expect(status()).toHaveTextContent('已扫码，请在手机上确认'), { timeout: 5000 });
  await waitFor(() => expect(status()).toHaveTextContent('二维码已过期'), {
    timeout: 5000,
  });
  const polls = server.seen.filter((c) => c.route === 'GET /web/wxMp/check/q1').length;
  await new Promise((r) => setTimeout(r, 2200));
  // An expired code is not polled any more.
  expect(server.seen.filter((c) => c.route === 'GET /web/wxMp/check/q1')).toHaveLength(polls);
  await userEvent.setup().click(screen.getByRole('button', { name: '刷新二维码' }));
  await waitFor(() =>
    expect(screen.getByRole('img', { name: '登录二维码' })).toHaveAttribute('src', 'data:image/png;base64,q2'),
  );
  expect(status()).toHaveTextContent('等待扫码');
  // Leaving the tab voids the open code.
  await userEvent.setup().click(screen.getByRole('tab', { name: '密码登录' }));
  await waitFor(() => expect(server.seen.map((c) => c.route)).toContain('POST /web/wxMp/expire/q2'));
}, 15_000);

it('logs in with the single-use code once the phone confirmed', async () => {
  script = {
    q1: [{ state: 'scanned' }, { state: 'confirmed', code: 'one-time' }],
  };
  const { router, session } = renderApp({
    baseUrl: server.url,
    path: '/my/login?redirect=%2Fuser%2Fhomepage',
  });
  await userEvent.setup().click(await screen.findByRole('tab', { name: '扫码登录' }));
  await waitFor(() => expect(session.isLoggedIn()).toBe(true), {
    timeout: 8000,
  });
  expect(server.seen.find((c) => c.route === 'POST /web/wxMp/login')?.body).toEqual({ code: 'one-time', state: 'q1' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/user/homepage'));
  expect(session.snapshot().user?.username).toBe('扫码用户');
  // A confirmed code is not expired on the way out.
  expect(server.seen.map((c) => c.route)).not.toContain('POST /web/wxMp/expire/q1');
}, 15_000);
