import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationItem } from '@yiying/validation';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ReviewQueueScreen } from './review-queue-screen';
import { WatchwordScreen } from './watchword-screen';

type Answer = { data: unknown } | { status: number; msg: string };

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
      'data' in answer ? { code: 200, msg: '成功', data: answer.data } : { code: answer.status, msg: answer.msg };
    return new Response(JSON.stringify(envelope), {
      status: 'data' in answer ? 200 : answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
  return { fetch: fetchFn as typeof fetch, calls };
}

const page = <T,>(records: T[]) => ({ data: { records, total: records.length, size: 20, current: 1, pages: 1 } });

function item(itemId: string, title: string, text: string, start: number, end: number): ModerationItem {
  return {
    itemId,
    kind: 'content',
    mode: 'held',
    source: 'content',
    targetId: `c-${itemId}`,
    contentId: `c-${itemId}`,
    title,
    text,
    matches: [{ word: text.slice(start, end), action: 'hold', start, end }],
    reason: '含审核词',
    state: 'pending',
    note: null,
    author: { userId: 'u1', username: '影友小周', avatar: '' },
    createTime: '2026-01-02T03:04:05.000Z',
    handleTime: null,
  };
}

const COUNTS = { content: 2, comment: 1, name: 0, other: 0, report: 3, total: 6 };

describe('审核队列', () => {
  it('marks the matched words, counts the tabs, and rejects the checked items with a reason', async () => {
    let records = [item('a', '夜班手记', '有待审示例的正文', 1, 5), item('b', '晨光', '晨光里的待审示例', 4, 8)];
    const server = serverOf({
      'GET /mng/moderation/counts': () => ({ data: COUNTS }),
      'GET /mng/moderation/list': (query) => page(query.get('kind') === 'content' ? records : []),
      'POST /mng/moderation/bulk': () => {
        records = [];
        return { data: { done: 2, failed: [] } };
      },
    });
    renderWithProviders(<ReviewQueueScreen />, { fetch: server.fetch, user: { userId: 'admin' } });
    const row = (await screen.findByText('夜班手记')).closest('tr') as HTMLElement;
    expect(within(row).getByText('待审示例', { selector: 'mark' })).toHaveAttribute('title', '待审示例（审核）');
    expect(await screen.findByRole('tab', { name: '作品 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '评论 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /举报处理（3 条待处理）/ })).toHaveAttribute('href', '/admin/reports');

    expect(screen.getByRole('button', { name: '批量驳回' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    const dialog = screen.getByRole('alertdialog', { name: '驳回' });
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请填写驳回原因');
    expect(server.calls.some((c) => c.route === 'POST /mng/moderation/bulk')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '含不当信息');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.route === 'POST /mng/moderation/bulk')?.body).toEqual({
        ids: ['a', 'b'],
        decision: 'reject',
        reason: '含不当信息',
      }),
    );
    expect(await screen.findByText('已驳回 2 项')).toBeInTheDocument();
    expect(await screen.findByText('没有待审核的作品')).toBeInTheDocument();
  });

  it('approves one item and shows a failure to load with 重试', async () => {
    let failing = true;
    const server = serverOf({
      'GET /mng/moderation/counts': () => ({ data: COUNTS }),
      'GET /mng/moderation/list': () =>
        failing ? { status: 500, msg: '服务器内部错误' } : page([item('a', '夜班手记', '待审示例', 0, 4)]),
      'POST /mng/moderation/approve/a': () => ({ data: item('a', '夜班手记', '待审示例', 0, 4) }),
    });
    renderWithProviders(<ReviewQueueScreen />, { fetch: server.fetch, user: { userId: 'admin' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('加载失败');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await userEvent.click(await screen.findByRole('button', { name: '通过' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: '通过审核' })).getByRole('button', { name: '通过' }),
    );
    expect(await screen.findByText('已通过，作者会收到通知')).toBeInTheDocument();
    expect(server.calls.some((c) => c.route === 'POST /mng/moderation/approve/a')).toBe(true);
  });
});

describe('敏感词 测试', () => {
  it('shows what a text would trigger with the matches marked', async () => {
    const server = serverOf({
      'GET /mng/watchword/list': () => page([]),
      'GET /mng/watchword/test': (query) => ({
        data: {
          action: 'replace',
          result: '这是＊＊＊＊',
          plain: query.get('text'),
          matches: [{ word: '替换示例', action: 'replace', start: 2, end: 6 }],
        },
      }),
    });
    renderWithProviders(<WatchwordScreen />, { fetch: server.fetch, user: { userId: 'admin' } });
    expect(await screen.findByText('还没有敏感词')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '测试' }));
    const dialog = screen.getByRole('dialog', { name: '测试文本' });
    await userEvent.click(within(dialog).getByRole('button', { name: '测试' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入要测试的文本');
    await userEvent.type(within(dialog).getByRole('textbox'), '这是替换示例');
    await userEvent.click(within(dialog).getByRole('button', { name: '测试' }));
    const result = await within(dialog).findByRole('status');
    expect(result).toHaveTextContent('替换：命中处替换为＊后发布');
    expect(within(result).getByText('替换示例', { selector: 'mark' })).toBeInTheDocument();
    expect(result).toHaveTextContent('保存为：这是＊＊＊＊');
  });
});
