import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountDeletion, DataExport } from '@yiying/models';
import { fail, ok, startFixtureServer, type FixtureServer } from '../../test/fixture-server';
import { label } from '../../test/queries';
import { renderApp } from '../../test/render-app';

let server: FixtureServer;
let verified = false;
let latest: DataExport | null = null;
let deletion: AccountDeletion = {
  state: 'none',
  requestTime: null,
  effectiveTime: null,
  cancelTime: null,
  cancelReason: null,
};
const exportOf = (changes: Partial<DataExport>): DataExport => ({
  exportId: 'x1',
  state: 'preparing',
  progress: 40,
  size: null,
  message: null,
  createTime: '2026-03-02T02:00:00.000Z',
  expireTime: null,
  downloadTime: null,
  ...changes,
});

beforeAll(async () => {
  server = await startFixtureServer({
    'GET /web/user/dataExport/latest': () => ok(latest),
    'POST /web/user/stepUp': (_q, { body }) => {
      if ((body as { code?: string }).code !== '135790') return fail(400, '验证码错误或已过期');
      verified = true;
      return ok({ verifiedUntil: new Date(Date.now() + 600_000).toISOString() });
    },
    'POST /web/user/dataExport/create': () => {
      if (!verified) return fail(403, '请先验证身份');
      latest = exportOf({});
      return ok(latest);
    },
    'GET /web/user/dataExport/download/x1': () => {
      latest = exportOf({ state: 'downloaded', progress: 100, downloadTime: '2026-03-02T03:00:00.000Z' });
      return ok({ zip: true });
    },
    'GET /web/user/deletion/status': () => ok(deletion),
    'POST /web/user/sendSms': () => ok({}),
    'POST /web/user/deletion/request': (_q, { body }) => {
      if ((body as { code: string }).code !== '246810') return fail(400, '验证码错误或已过期');
      deletion = {
        state: 'pending',
        requestTime: '2026-03-02T02:00:00.000Z',
        effectiveTime: '2026-03-17T02:00:00.000Z',
        cancelTime: null,
        cancelReason: null,
      };
      return ok(deletion);
    },
    'POST /web/user/deletion/cancel': () => {
      deletion = { ...deletion, state: 'cancelled', cancelTime: '2026-03-03T02:00:00.000Z', cancelReason: 'member' };
      return ok(deletion);
    },
  });
});
afterAll(() => server.close());

const member = { userId: 'u1', username: '小李', mobile: '13900001234' };

describe('/my/info 隐私与数据', () => {
  it('starts an export, shows its progress, then downloads it once', async () => {
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:archive';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderApp({ baseUrl: server.url, path: '/my/info', user: member });
    const panel = await screen.findByRole('region', { name: '隐私与数据' });
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: '导出我的数据' }));
    // Exporting needs 验证身份 first: a code sent to the member's own mobile.
    const proof = await within(panel).findByRole('group', { name: '验证身份' });
    expect(within(proof).getByText(/导出数据前请先验证身份/)).toBeInTheDocument();
    await user.click(within(proof).getByRole('button', { name: '获取验证码' }));
    await user.type(within(proof).getByLabelText(label('发送到 139****1234 的验证码')), '135790');
    await user.click(within(proof).getByRole('button', { name: '验证' }));
    await waitFor(() => expect(within(panel).queryByRole('group', { name: '验证身份' })).toBeNull());
    await user.click(within(panel).getByRole('button', { name: '导出我的数据' }));
    const bar = await within(panel).findByRole('progressbar', { name: '数据导出进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(panel).getByText('准备中')).toBeInTheDocument();

    latest = exportOf({ state: 'ready', progress: 100, size: 20480, expireTime: '2026-03-03T02:00:00.000Z' });
    const download = await within(panel).findByRole('button', { name: '下载数据压缩包' }, { timeout: 3000 });
    expect(within(panel).getByText('可下载')).toBeInTheDocument();
    expect(within(panel).queryByRole('progressbar')).toBeNull();
    await user.click(download);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(saved).toHaveLength(1);
    expect(await within(panel).findByText('已下载')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '下载数据压缩包' })).toBeNull();
    expect(within(panel).getByRole('button', { name: '重新导出' })).toBeInTheDocument();
  });

  it('asks for an SMS code in a dialog Escape closes, then shows the pending date and 撤销注销', async () => {
    renderApp({ baseUrl: server.url, path: '/my/info', user: member });
    const panel = await screen.findByRole('region', { name: '隐私与数据' });
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: '注销账号' }));
    expect(await screen.findByRole('dialog', { name: '注销账号' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(panel).getByRole('button', { name: '注销账号' }));
    const dialog = await screen.findByRole('dialog', { name: '注销账号' });
    expect(within(dialog).getByText('验证码将发送至 139****1234。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect([...server.seen].reverse().find((c) => c.route === 'POST /web/user/sendSms')?.body).toEqual({
        mobile: '13900001234',
        scope: 'deleteAccount',
      }),
    );
    await user.type(within(dialog).getByLabelText(label('短信验证码')), '111111');
    await user.click(within(dialog).getByRole('button', { name: '确认注销' }));
    expect(await within(dialog).findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(deletion.state).toBe('none');

    await user.clear(within(dialog).getByLabelText(label('短信验证码')));
    await user.type(within(dialog).getByLabelText(label('短信验证码')), '246810');
    await user.click(within(dialog).getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel).findByText('2026-03-17 10:00')).toBeInTheDocument();
    // Every page of the personal area says so above the page.
    expect(screen.getByText(/您已申请注销账号，将于 2026-03-17 10:00 生效。/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '撤销注销' }));
    expect(await within(panel).findByText('注销申请已撤销。')).toBeInTheDocument();
    expect(screen.queryByText(/您已申请注销账号/)).toBeNull();
    expect(within(panel).getByRole('button', { name: '注销账号' })).toBeInTheDocument();
  });
});
