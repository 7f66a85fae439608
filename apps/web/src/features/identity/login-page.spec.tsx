import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fail, ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { label } from '../../test/queries';
import { renderApp, sampleUser } from '../../test/render-app';

let server: FixtureServer;
let smsAnswer = ok({});

beforeAll(async () => {
  server = await startFixtureServer({
    'POST /web/user/sendSms': () => smsAnswer,
    'POST /web/user/login': (_q, { body }) => {
      const b = body as {
        type?: string;
        mobile: string;
        password?: string;
        code?: string;
      };
      if (b.type === 'password' && b.password !== 'Yiying@2026') return fail(400, '手机号或密码错误');
      if (b.type !== 'password' && b.code !== '123456') return fail(400, '验证码错误或已过期');
      return ok({
        token: 't1',
        userId: 'u1',
        refreshToken: 'r1',
        user: sampleUser({ userId: 'u1', username: '小李' }),
      });
    },
    'POST /web/sso/signup': (_q, { body }) =>
      ok({
        token: 't2',
        userId: 'u2',
        refreshToken: 'r2',
        user: sampleUser({
          userId: 'u2',
          username: (body as { nickname?: string }).nickname ?? '用户0002',
        }),
      }),
    'POST /web/user/forgetPwd': () => ok({}),
    'POST /web/wxMp/qrcode': () =>
      ok({
        qrcodeId: 'q1',
        ticket: 'tk',
        image: 'data:image/png;base64,iVBORw0KGgo=',
        url: 'http://x/my/qrcode?qrcodeId=q1&ticket=tk',
        invalidTime: 300,
      }),
    'GET /web/wxMp/check/q1': () => ok({ state: 'waiting' }),
    'POST /web/wxMp/expire/q1': () => ok({ state: 'expired' }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  smsAnswer = ok({});
  server.seen.length = 0;
});

const user = () => userEvent.setup();

describe('login page', () => {
  it('has three tabs, sign-up and forgot-password, and no axe violations', async () => {
    const { container } = renderApp({ baseUrl: server.url, path: '/my/login' });
    const tabs = await screen.findByRole('tablist', { name: '登录方式' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['短信登录', '密码登录', '扫码登录']);
    expect(within(tabs).getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '注册' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '忘记密码' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('SMS form shows the shared validation messages', async () => {
    renderApp({ baseUrl: server.url, path: '/my/login' });
    const form = await screen.findByRole('form', { name: '短信登录' });
    await user().click(within(form).getByRole('button', { name: '登录' }));
    expect(within(form).getByLabelText(label('手机号'))).toHaveAccessibleDescription('请输入手机号码');
    expect(within(form).getByLabelText(label('验证码'))).toHaveAccessibleDescription('请输入验证码');
    await user().type(within(form).getByLabelText(label('手机号')), '12345678901');
    await user().type(within(form).getByLabelText(label('验证码')), '123');
    expect(within(form).getByLabelText(label('手机号'))).toHaveAccessibleDescription('请输入正确的手机号码');
    expect(within(form).getByLabelText(label('验证码'))).toHaveAccessibleDescription('验证码为6位数字');
    // The header and footer read the site parameters and configuration on every page.
    const calls = () => server.seen.filter((c) => !c.route.startsWith('GET /api/config/'));
    expect(calls()).toHaveLength(0);
    // The send button checks the mobile before calling the server.
    await user().click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(calls()).toHaveLength(0);
  });

  it('password form: short password, then the server message for a wrong one', async () => {
    renderApp({ baseUrl: server.url, path: '/my/login' });
    await user().click(await screen.findByRole('tab', { name: '密码登录' }));
    const form = screen.getByRole('form', { name: '密码登录' });
    await user().type(within(form).getByLabelText(label('手机号')), '13800000001');
    await user().type(within(form).getByLabelText(label('密码')), '12345');
    await user().click(within(form).getByRole('button', { name: '登录' }));
    expect(within(form).getByLabelText(label('密码'))).toHaveAccessibleDescription('密码长度为6到32个字符');
    await user().type(within(form).getByLabelText(label('密码')), '6');
    await user().click(within(form).getByRole('button', { name: '登录' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('手机号或密码错误');
    expect(server.seen.at(-1)?.body).toEqual({
      type: 'password',
      mobile: '13800000001',
      password: '123456',
    });
  });

  it('forgot password: mismatch message, then back to the password tab with a notice', async () => {
    renderApp({ baseUrl: server.url, path: '/my/login' });
    await user().click(await screen.findByRole('button', { name: '忘记密码' }));
    const form = screen.getByRole('form', { name: '忘记密码' });
    await user().type(within(form).getByLabelText(label('手机号')), '13800000001');
    await user().type(within(form).getByLabelText(label('验证码')), '123456');
    await user().type(within(form).getByLabelText(label('新密码')), 'secret12');
    await user().type(within(form).getByLabelText(label('确认新密码')), 'secret13');
    await user().click(within(form).getByRole('button', { name: '重置密码' }));
    expect(within(form).getByLabelText(label('确认新密码'))).toHaveAccessibleDescription('两次输入的密码不一致');
    await user().clear(within(form).getByLabelText(label('确认新密码')));
    await user().type(within(form).getByLabelText(label('确认新密码')), 'secret12');
    await user().click(within(form).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(server.seen.at(-1)).toMatchObject({
      route: 'POST /web/user/forgetPwd',
      body: { mobile: '13800000001', code: '123456', password: 'secret12' },
    });
  });

  it('sign-up logs the new member in and goes to the personal area', async () => {
    const { router, session } = renderApp({
      baseUrl: server.url,
      path: '/my/login',
    });
    await user().click(await screen.findByRole('button', { name: '注册' }));
    const form = screen.getByRole('form', { name: '注册' });
    await user().type(within(form).getByLabelText(label('手机号')), '13900000002');
    await user().type(within(form).getByLabelText(label('验证码')), '654321');
    await user().type(within(form).getByLabelText(label('昵称（选填）')), '新同学');
    await user().click(within(form).getByRole('button', { name: '注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my'));
    expect(session.snapshot().user?.username).toBe('新同学');
    expect(server.seen.find((c) => c.route === 'POST /web/sso/signup')?.body).toEqual({
      mobile: '13900000002',
      code: '654321',
      nickname: '新同学',
    });
  });
});

describe('SMS send button', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down 60 s after sending, then offers 重新发送', async () => {
    renderApp({ baseUrl: server.url, path: '/my/login' });
    const form = await screen.findByRole('form', { name: '短信登录' });
    fireEvent.change(within(form).getByLabelText(label('手机号')), {
      target: { value: '13800000001' },
    });
    // Only the countdown's clock is faked; the request itself uses real sockets.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    });
    fireEvent.click(within(form).getByRole('button', { name: '获取验证码' }));
    const button = await within(form).findByRole('button', {
      name: '重新发送(60s)',
    });
    expect(button).toBeDisabled();
    expect(server.seen.at(-1)?.body).toEqual({
      mobile: '13800000001',
      scope: 'login',
    });
    expect(within(form).getByRole('status')).toHaveTextContent('验证码已发送');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('重新发送(59s)');
    act(() => jest.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('重新发送(1s)');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('重新发送');
    expect(button).toBeEnabled();
  });

  it('a throttled request waits as long as the server says', async () => {
    smsAnswer = {
      status: 429,
      body: { code: 429, msg: '操作过于频繁，请稍后再试' },
    };
    renderApp({ baseUrl: server.url, path: '/my/login' });
    const form = await screen.findByRole('form', { name: '短信登录' });
    fireEvent.change(within(form).getByLabelText(label('手机号')), {
      target: { value: '13800000001' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('操作过于频繁，请稍后再试');
  });
});

describe('protected routes', () => {
  it('send a visitor to login and back to the page after login', async () => {
    const { router, session } = renderApp({
      baseUrl: server.url,
      path: '/my/info?tab=avatar',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/my/info?tab=avatar')}`);
    await user().click(await screen.findByRole('tab', { name: '密码登录' }));
    const form = screen.getByRole('form', { name: '密码登录' });
    await user().type(within(form).getByLabelText(label('手机号')), '13800000001');
    await user().type(within(form).getByLabelText(label('密码')), 'Yiying@2026');
    await user().click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/my/info?tab=avatar'),
    );
    expect(session.isLoggedIn()).toBe(true);
    expect(await screen.findByRole('form', { name: '基本资料' })).toBeInTheDocument();
  });

  it('never redirects outside the site after login', async () => {
    const { router } = renderApp({
      baseUrl: server.url,
      path: '/my/login?redirect=%2F%2Fevil.example%2Fx',
    });
    await user().click(await screen.findByRole('tab', { name: '密码登录' }));
    const form = screen.getByRole('form', { name: '密码登录' });
    await user().type(within(form).getByLabelText(label('手机号')), '13800000001');
    await user().type(within(form).getByLabelText(label('密码')), 'Yiying@2026');
    await user().click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my'));
  });

  it('a member reaches the page and the personal area navigation', async () => {
    renderApp({
      baseUrl: server.url,
      path: '/my/certificate',
      user: { userId: 'u1', username: '小李' },
    });
    const nav = await screen.findByRole('navigation', { name: '个人中心' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['个人信息', '个人设置', '相册', '消息中心', '上传作品', '发布视频', '发布文章']);
    expect(within(nav).getByRole('link', { name: '个人信息' })).toHaveAttribute('aria-current', 'page');
  });
});
