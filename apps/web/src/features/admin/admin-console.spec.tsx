import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { object, string } from 'yup';
import { adminPaths } from '@yiying/validation';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminConsole } from './admin-console';
import { ResourceScreen, type ResourceConfig } from './blocks/resource-screen';

interface Row {
  id: string;
  title: string;
  state: string;
}

type Answer = { data: unknown } | { status: number; msg: string; errors?: unknown };

/** A fetch answering `"METHOD /path"` (ids included) and recording every call with its query and JSON body. */
function serverOf(routes: Record<string, (query: URLSearchParams, body: unknown) => Answer>) {
  const calls: { route: string; query: URLSearchParams; body: unknown }[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const text = request.method === 'POST' ? await request.text() : '';
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ route, query: url.searchParams, body });
    const answer = routes[route]?.(url.searchParams, body) ?? { status: 404, msg: '请求地址出错' };
    const envelope =
      'data' in answer ? { code: 200, msg: '成功', data: answer.data } : { code: answer.status, ...answer };
    return new Response(JSON.stringify(envelope), {
      status: 'data' in answer ? 200 : answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
  return { fetch: fetchFn as typeof fetch, calls };
}

function page(records: Row[], total = records.length, size = 2) {
  return { data: { records, total, size, current: 1, pages: Math.max(1, Math.ceil(total / size)) } };
}

const LIST = { method: 'GET', path: '/mng/thing/list', operationId: 'listThing' } as const;
const CREATE = { method: 'POST', path: '/mng/thing/create', operationId: 'createThing' } as const;
const REMOVE = { method: 'POST', path: '/mng/thing/delete/{id}', operationId: 'deleteThing' } as const;
const HIDE = { method: 'POST', path: '/mng/thing/hide/{id}', operationId: 'hideThing' } as const;

const config: ResourceConfig<Row> = {
  title: '条目管理',
  idKey: 'id',
  list: LIST,
  create: CREATE,
  remove: REMOVE,
  pageSize: 2,
  createSchema: object({ title: string().required('请填写标题').max(8, '标题不能超过8个字符') }),
  filters: [{ name: 'search', label: '标题', kind: 'search' }],
  columns: [
    { key: 'title', title: '标题' },
    { key: 'state', title: '状态' },
  ],
  fields: [{ name: 'title', label: '标题', kind: 'text' }],
  actions: (calls) => [
    {
      label: '隐藏',
      danger: true,
      visible: (row) => row.state === 'publish',
      prompt: { label: '原因', required: '请填写原因' },
      run: (row, reason) => calls.post(HIDE, row.id, { reason }),
      done: '已隐藏',
    },
  ],
  emptyText: '还没有条目',
};

describe('resource screen (the console building block)', () => {
  it('shows loading, then rows; pages and filters go into the list query', async () => {
    const rows = [
      { id: 'a', title: '甲', state: 'publish' },
      { id: 'b', title: '乙', state: 'down' },
    ];
    const server = serverOf({ 'GET /mng/thing/list': () => page(rows, 3) });
    renderWithProviders(<ResourceScreen config={config} />, { fetch: server.fetch, user: { userId: 'admin' } });
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(await screen.findByText('甲')).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    // 隐藏 only where the row allows it.
    expect(screen.getAllByRole('button', { name: '隐藏' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('pageNum')).toBe('2'));

    await userEvent.type(screen.getByRole('searchbox', { name: '标题' }), '甲');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('search')).toBe('甲'));
    expect(server.calls.at(-1)?.query.get('pageNum')).toBe('1');
    expect(server.calls.at(-1)?.query.get('pageSize')).toBe('2');
  });

  it('shows the empty text, and a failure with 重试 that reads again', async () => {
    let failing = true;
    const server = serverOf({
      'GET /mng/thing/list': () => (failing ? { status: 500, msg: '服务器内部错误' } : page([])),
    });
    renderWithProviders(<ResourceScreen config={config} />, { fetch: server.fetch, user: { userId: 'admin' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('加载失败');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有条目')).toBeInTheDocument();
  });

  it('confirms a destructive action, asks for its reason, and calls only when confirmed', async () => {
    let hideAnswer: Answer = { status: 409, msg: '数据冲突' };
    const server = serverOf({
      'GET /mng/thing/list': () => page([{ id: 'a', title: '甲', state: 'publish' }]),
      'POST /mng/thing/hide/a': () => hideAnswer,
      'POST /mng/thing/delete/a': () => ({ data: {} }),
    });
    renderWithProviders(<ResourceScreen config={config} />, { fetch: server.fetch, user: { userId: 'admin' } });
    await userEvent.click(await screen.findByRole('button', { name: '隐藏' }));
    let dialog = screen.getByRole('alertdialog', { name: '隐藏' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.route.startsWith('POST'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '隐藏' }));
    dialog = screen.getByRole('alertdialog', { name: '隐藏' });
    await userEvent.click(within(dialog).getByRole('button', { name: '隐藏' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请填写原因');
    expect(server.calls.some((c) => c.route.startsWith('POST'))).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: '原因' }), '广告');
    await userEvent.click(within(dialog).getByRole('button', { name: '隐藏' }));
    expect(await within(dialog).findByText('数据冲突')).toBeInTheDocument();

    hideAnswer = { data: {} };
    await userEvent.click(within(dialog).getByRole('button', { name: '隐藏' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('已隐藏');
    expect(server.calls.filter((c) => c.route === 'POST /mng/thing/hide/a').map((c) => c.body)).toEqual([
      { reason: '广告' },
      { reason: '广告' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    dialog = screen.getByRole('alertdialog', { name: '删除' });
    expect(dialog).toHaveTextContent('确定要删除「甲」吗？');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.route === 'POST /mng/thing/delete/a')).toBe(false);
  });

  it('creates through a form checked with the contract schema first', async () => {
    const server = serverOf({
      'GET /mng/thing/list': () => page([]),
      'POST /mng/thing/create': (_q, body) => ({ data: { id: 'n', state: 'create', ...(body as object) } }),
    });
    renderWithProviders(<ResourceScreen config={config} />, { fetch: server.fetch, user: { userId: 'admin' } });
    await userEvent.click(await screen.findByRole('button', { name: '新建' }));
    const dialog = screen.getByRole('dialog', { name: '新建条目管理' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请填写标题');
    expect(within(dialog).getByRole('textbox', { name: '标题' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.some((c) => c.route === 'POST /mng/thing/create')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: '标题' }), '  新条目  ');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.route === 'POST /mng/thing/create')?.body).toEqual({ title: '新条目' });
  });
});

describe('documents field (附件 of an editor form)', () => {
  const UPDATE = { method: 'POST', path: '/mng/thing/update/{id}', operationId: 'updateThing' } as const;
  const doc = (mediaId: string, name: string) => ({
    mediaId,
    kind: 'file',
    url: `/files/f/${mediaId}.pdf`,
    name,
    size: 2048,
    type: 'application/pdf',
    createTime: '2026-03-01T00:00:00.000Z',
  });
  type DocRow = Row & { media?: ReturnType<typeof doc>[] };
  const withDocs: ResourceConfig<DocRow> = {
    ...(config as unknown as ResourceConfig<DocRow>),
    update: UPDATE,
    createSchema: undefined,
    fields: [
      { name: 'title', label: '标题', kind: 'text' },
      { name: 'attachments', label: '附件', kind: 'documents' },
    ],
    toForm: (row) => ({ ...row, attachments: row.media ?? [] }),
  };

  it('opens with the stored documents, reorders and removes them, and sends their URLs', async () => {
    const row: DocRow = {
      id: 'a',
      title: '春日征稿',
      state: 'publish',
      media: [doc('d1', '细则.pdf'), doc('d2', '报名表.pdf')],
    };
    const server = serverOf({
      'GET /mng/thing/list': () => page([row]),
      'POST /mng/thing/update/a': (_q, body) => ({ data: { ...row, ...(body as object) } }),
    });
    renderWithProviders(<ResourceScreen config={withDocs} />, { fetch: server.fetch, user: { userId: 'admin' } });
    await userEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = screen.getByRole('dialog', { name: '编辑条目管理' });
    const files = within(dialog).getByRole('list', { name: '已添加的附件' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.name')?.textContent),
    ).toEqual(['1. 细则.pdf（2KB）', '2. 报名表.pdf（2KB）']);
    expect(within(dialog).getByLabelText('添加附件')).toHaveAttribute('type', 'file');
    await userEvent.click(within(dialog).getByRole('button', { name: '上移 报名表.pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.route === 'POST /mng/thing/update/a')?.body).toMatchObject({
      attachments: ['/files/f/d2.pdf', '/files/f/d1.pdf'],
    });

    await userEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const again = screen.getByRole('dialog', { name: '编辑条目管理' });
    await userEvent.click(within(again).getByRole('button', { name: '删除 细则.pdf' }));
    await userEvent.click(within(again).getByRole('button', { name: '删除 报名表.pdf' }));
    expect(within(again).queryByRole('list', { name: '已添加的附件' })).toBeNull();
    await userEvent.click(within(again).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updates = server.calls.filter((c) => c.route === 'POST /mng/thing/update/a');
    expect(updates[updates.length - 1]?.body).toMatchObject({ attachments: [] });
  });

  it('refuses a file that is not a document before uploading it', async () => {
    const server = serverOf({ 'GET /mng/thing/list': () => page([]) });
    renderWithProviders(<ResourceScreen config={withDocs} />, { fetch: server.fetch, user: { userId: 'admin' } });
    await userEvent.click(await screen.findByRole('button', { name: '新建' }));
    const dialog = screen.getByRole('dialog', { name: '新建条目管理' });
    const input = within(dialog).getByLabelText('添加附件');
    await userEvent.upload(input, new File(['x'], '照片.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    expect(await within(dialog).findByText(/照片\.exe：/)).toHaveAttribute('role', 'alert');
    expect(server.calls.some((c) => c.route === 'POST /web/file/upload')).toBe(false);
  });
});

const inConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminConsole />} />
  </Routes>
);

describe('admin console', () => {
  it('shows 无权访问 to a member and asks the server for nothing of the console', async () => {
    const server = serverOf({});
    renderWithProviders(inConsole, { fetch: server.fetch, user: { userId: 'm1' }, path: '/admin' });
    expect(screen.getByRole('heading', { name: '无权访问' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.route.includes('/mng/'))).toEqual([]);
  });

  it('asks a visitor to log in as an admin', () => {
    const server = serverOf({});
    renderWithProviders(inConsole, { fetch: server.fetch, path: '/admin' });
    expect(screen.getByRole('heading', { name: '无权访问' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/my/login?redirect=%2Fadmin');
  });

  it('gives an admin the side navigation and opens a screen from it', async () => {
    const server = serverOf({
      'GET /mng/user/certificate/list': () => page([]),
      [`GET ${adminPaths.members.path}`]: () => page([]),
    });
    renderWithProviders(inConsole, {
      fetch: server.fetch,
      user: { userId: 'a1', role: 'admin' },
      path: '/admin/certificates',
    });
    const nav = screen.getByRole('navigation', { name: '管理后台' });
    expect(within(nav).getByRole('link', { name: '认证审核' })).toHaveClass('active');
    expect(await screen.findByText('没有待审核的认证申请')).toBeInTheDocument();
    expect(server.calls.find((c) => c.route === 'GET /mng/user/certificate/list')?.query.get('state')).toBe('pending');

    await userEvent.click(within(nav).getByRole('link', { name: '会员管理' }));
    expect(await screen.findByRole('heading', { name: '会员管理' })).toBeInTheDocument();
    expect(await screen.findByText('没有符合条件的会员')).toBeInTheDocument();
  });
});
