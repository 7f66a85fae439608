import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { label } from '../../test/queries';
import { renderApp, sampleUser } from '../../test/render-app';

let server: FixtureServer;
let certificate: unknown = null;
let sessions = [
  {
    sessionId: 's1',
    device: 'Chrome · Windows',
    place: '198.51.*.*',
    lastUseTime: '2026-03-02T02:00:00.000Z',
    createTime: '2026-03-01T02:00:00.000Z',
    current: true,
  },
  {
    sessionId: 's2',
    device: 'Safari · iPhone',
    place: '203.0.*.*',
    lastUseTime: '2026-03-01T12:30:00.000Z',
    createTime: '2026-02-20T08:00:00.000Z',
    current: false,
  },
];

beforeAll(async () => {
  server = await startFixtureServer({
    'POST /web/user/update': (_q, { body }) => ok(sampleUser({ userId: 'u1', username: '小李', ...(body as object) })),
    'POST /web/user/uploadOss': (_q, { body }) =>
      String(body).includes('filename="me.png"')
        ? ok({
            url: '/files/u/abc.png',
            name: 'me.png',
            size: 4,
            type: 'image/png',
          })
        : fail(400, '上传失败'),
    'POST /web/sso/updatePwdByOldPwd': (_q, { body }) =>
      (body as { oldPassword: string }).oldPassword === 'Yiying@2026' ? ok({}) : fail(400, '原密码错误'),
    'GET /web/user/certificate': () => ok(certificate),
    'GET /web/user/session/list': () => ok(sessions),
    'POST /web/user/session/delete/s2': () => {
      sessions = sessions.filter((s) => s.sessionId !== 's2');
      return ok({});
    },
    'POST /web/user/certificate': (_q, { body }) =>
      ok({
        certificateId: 'c1',
        state: 'pending',
        createTime: '2026-01-02T00:00:00.000Z',
        ...(body as object),
      }),
    'GET /web/user/current': () =>
      ok(
        sampleUser({
          userId: 'u1',
          username: '小李',
          certificateState: 'pending',
        }),
      ),
    'POST /web/user/logout': () => ok({}),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const member = { userId: 'u1', username: '小李' };

describe('header user area', () => {
  it('shows avatar, nickname and badge of a doctor, and logs out through the server', async () => {
    const { session, router } = renderApp({
      baseUrl: server.url,
      path: '/my',
      user: { ...member, type: 'doctor' },
    });
    const header = await screen.findByRole('banner');
    // The member's part of the header is a chunk of its own (loaded before the first page in the browser).
    const me = await within(header).findByRole('link', { name: '个人中心：小李' });
    expect(me).toHaveTextContent('小李');
    expect(within(me).getByText('医生')).toBeInTheDocument();
    expect(me.querySelector('[data-user-type="doctor"]')).not.toBeNull();
    await userEvent.setup().click(within(header).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(session.isLoggedIn()).toBe(false));
    expect(server.seen.map((c) => c.route)).toContain('POST /web/user/logout');
    expect(server.seen.find((c) => c.route === 'POST /web/user/logout')?.headers['authorization']).toBe('test-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(header).getByRole('link', { name: '点击登录' })).toBeInTheDocument();
  });
});

describe('/my/info', () => {
  it('saves nickname and signature; the header follows', async () => {
    renderApp({ baseUrl: server.url, path: '/my/info', user: member });
    const form = await screen.findByRole('form', { name: '基本资料' });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(label('昵称')));
    await user.click(within(form).getByRole('button', { name: '保存资料' }));
    expect(within(form).getByLabelText(label('昵称'))).toHaveAccessibleDescription('请输入昵称');
    await user.type(within(form).getByLabelText(label('昵称')), '李大夫');
    await user.type(within(form).getByLabelText(label('个性签名')), '拍片也拍照');
    await user.click(within(form).getByRole('button', { name: '保存资料' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('保存成功');
    expect(server.seen.at(-1)?.body).toEqual({
      username: '李大夫',
      signature: '拍片也拍照',
    });
    expect(
      await within(screen.getByRole('banner')).findByRole('link', {
        name: '个人中心：李大夫',
      }),
    ).toBeInTheDocument();
  });

  it('uploads an avatar with a progress bar and saves it', async () => {
    renderApp({ baseUrl: server.url, path: '/my/info', user: member });
    const input = await screen.findByLabelText('上传头像');
    await userEvent.setup().upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', {
        type: 'image/png',
      }),
    );
    const bar = await screen.findByRole('progressbar', {
      name: '头像上传进度',
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(await screen.findByText('头像已更新')).toBeInTheDocument();
    expect(screen.getByText('上传完成')).toBeInTheDocument();
    const upload = server.seen.find((c) => c.route === 'POST /web/user/uploadOss');
    expect(upload?.headers['authorization']).toBe('test-token');
    expect(server.seen.at(-1)).toMatchObject({
      route: 'POST /web/user/update',
      body: { avatar: '/files/u/abc.png' },
    });
    const header = screen.getByRole('banner');
    expect(header.querySelector('img[src="/files/u/abc.png"]')).not.toBeNull();
  });

  it('refuses a file of the wrong type before uploading', async () => {
    renderApp({ baseUrl: server.url, path: '/my/info', user: member });
    const input = await screen.findByLabelText('上传头像');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('上传图片只能是 JPG/PNG/GIF 格式!')).toBeInTheDocument();
    expect(server.seen.map((c) => c.route)).not.toContain('POST /web/user/uploadOss');
  });

  it('changes the password with the old one', async () => {
    renderApp({ baseUrl: server.url, path: '/my/info', user: member });
    const form = await screen.findByRole('form', { name: '修改密码' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(label('原密码')), 'Yiying@2026');
    await user.type(within(form).getByLabelText(label('新密码')), 'Yiying@2026');
    await user.type(within(form).getByLabelText(label('确认新密码')), 'Yiying@2026');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(within(form).getByLabelText(label('新密码'))).toHaveAccessibleDescription('新密码不能与旧密码相同');
    await user.clear(within(form).getByLabelText(label('新密码')));
    await user.type(within(form).getByLabelText(label('新密码')), 'NewPass@1');
    await user.clear(within(form).getByLabelText(label('确认新密码')));
    await user.type(within(form).getByLabelText(label('确认新密码')), 'NewPass@1');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('密码修改成功');
    expect(server.seen.at(-1)?.body).toEqual({
      oldPassword: 'Yiying@2026',
      newPassword: 'NewPass@1',
    });
  });

  it('lists the signed-in devices with place and last use, and ends another one', async () => {
    renderApp({ baseUrl: server.url, path: '/my/info', user: member });
    const panel = await screen.findByRole('region', { name: '登录设备' });
    const list = await within(panel).findByRole('list', { name: '登录设备列表' });
    expect(within(list).getByText('当前设备')).toBeInTheDocument();
    expect(within(list).getByText(/203\.0\.\*\.\* · 最近使用 2026-03-01 20:30/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: '退出 Safari · iPhone（203.0.*.*）' }));
    expect(await within(panel).findByText('该设备已退出登录')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByText('Safari · iPhone')).toBeNull());
    expect(within(panel).getByText('没有其他设备登录此账号。')).toBeInTheDocument();
  });

  it('offers to set a first password when the member has none', async () => {
    renderApp({
      baseUrl: server.url,
      path: '/my/info',
      user: { ...member, hasPassword: false },
    });
    // Setting a first password needs 验证身份 first; without a password the proof is an SMS code.
    const panel = await screen.findByRole('region', { name: '设置密码' });
    expect(within(panel).getByRole('group', { name: '验证身份' })).toBeInTheDocument();
    expect(within(panel).getByRole('form', { name: '短信验证身份' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '密码验证' })).toBeNull();
    expect(screen.queryByRole('form', { name: '设置密码' })).toBeNull();
    expect(screen.queryByRole('form', { name: '修改密码' })).toBeNull();
  });
});

describe('/my/certificate', () => {
  it('shows personal info and checks the request form with the shared messages', async () => {
    certificate = null;
    renderApp({
      baseUrl: server.url,
      path: '/my/certificate',
      user: { ...member, mobile: '13800000001' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '个人信息' })).toBeInTheDocument();
    expect(screen.getByText('138****0001')).toBeInTheDocument();
    expect(screen.getByText('普通用户')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: '认证申请' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: '提交认证' }));
    expect(within(form).getByLabelText(label('真实姓名'))).toHaveAccessibleDescription('必须填写姓名');
    expect(within(form).getByLabelText(label('医院'))).toHaveAccessibleDescription('请输入内容');
    expect(within(form).getByText('请至少上传一张图片')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: '医学生认证' }));
    expect(within(form).getByLabelText(label('学校'))).toBeInTheDocument();
    expect(within(form).getByLabelText(label('专业'))).toBeInTheDocument();
    await user.type(within(form).getByLabelText(label('真实姓名')), '王同学');
    await user.type(within(form).getByLabelText(label('学校')), '北京协和医学院');
    await user.type(within(form).getByLabelText(label('专业')), '临床医学');
    await user.upload(
      within(form).getByLabelText('上传证明材料'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', {
        type: 'image/png',
      }),
    );
    expect(await within(form).findByRole('img', { name: '已上传的证明材料' })).toHaveAttribute(
      'src',
      '/files/u/abc.png',
    );
    await user.click(within(form).getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('审核中')).toBeInTheDocument();
    expect(server.seen.find((c) => c.route === 'POST /web/user/certificate')?.body).toEqual({
      identityType: 'student',
      realName: '王同学',
      organization: '北京协和医学院',
      title: '临床医学',
      document: '/files/u/abc.png',
    });
    expect(screen.queryByRole('form', { name: '认证申请' })).toBeNull();
  });

  it('shows a rejected request with its reason and lets the member try again', async () => {
    certificate = {
      certificateId: 'c1',
      identityType: 'doctor',
      realName: '李',
      organization: '医院',
      title: '医师',
      document: '/d.png',
      state: 'rejected',
      reason: '材料不清晰',
      createTime: '2026-01-02T00:00:00.000Z',
    };
    renderApp({ baseUrl: server.url, path: '/my/certificate', user: member });
    expect(await screen.findByText('未通过')).toBeInTheDocument();
    expect(screen.getByText('材料不清晰')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '认证申请' })).toBeInTheDocument();
  });

  it('shows an approved request without the form', async () => {
    certificate = {
      certificateId: 'c1',
      identityType: 'doctor',
      realName: '李',
      organization: '医院',
      title: '医师',
      document: '/d.png',
      state: 'approved',
      createTime: '2026-01-02T00:00:00.000Z',
    };
    renderApp({
      baseUrl: server.url,
      path: '/my/certificate',
      user: { ...member, type: 'doctor' },
    });
    expect(await screen.findByText('已通过')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '认证申请' })).toBeNull();
  });
});
