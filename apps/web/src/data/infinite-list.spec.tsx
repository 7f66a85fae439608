import { act, render, screen, waitFor } from '@testing-library/react';
import { createApiClient, createMemoryStorage, createSession } from '@yiying/api-client';
import { ListLoadState, type PagedList } from '@yiying/models';
import { AppProviders, renderWithProviders } from '../test/render-with-providers';
import { useInfiniteList } from './discovery';

function page(pageNum: number): PagedList<string> {
  const records = Array.from({ length: 2 }, (_, i) => `第${pageNum}页-${i + 1}`);
  return { records, total: 6, size: 2, current: pageNum, pages: 3 };
}

let loads: number[] = [];
let more: () => void = () => undefined;

function List() {
  const list = useInfiniteList('demo', 2, async (_client, { pageNum }) => {
    loads.push(pageNum);
    return page(pageNum);
  });
  more = list.loadMore;
  return (
    <ul data-state={list.state}>
      {list.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const notFetch = (() => Promise.reject(new Error('no network'))) as unknown as typeof fetch;

async function renderWithTwoPages() {
  const view = renderWithProviders(<List />, { fetch: notFetch });
  await screen.findByText('第1页-2');
  await waitFor(() => expect(view.container.querySelector('ul')?.dataset['state']).toBe(ListLoadState.idle));
  act(() => more());
  await screen.findByText('第2页-2');
  return view;
}

describe('useInfiniteList across history entries', () => {
  beforeEach(() => {
    loads = [];
    window.history.replaceState({ key: 'entry-a' }, '');
  });

  it('shows the pages it had loaded when its history entry comes back, without loading them again', async () => {
    const first = await renderWithTwoPages();
    expect(loads).toEqual([1, 2]);
    first.unmount();

    // Back to the same entry: the module kept the list (renderWithProviders would clear it, so render directly).
    const session = createSession({
      storage: createMemoryStorage(),
      siteName: '医影',
      client: (hooks) => createApiClient({ baseUrl: 'http://yiying.test', fetch: notFetch, ...hooks }),
      goToLogin: () => undefined,
    });
    render(
      <AppProviders client={session.client} session={session}>
        <List />
      </AppProviders>,
    );
    expect(screen.getByText('第2页-2')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(loads).toEqual([1, 2]);
  });

  it('loads from the first page on a new history entry', async () => {
    const first = await renderWithTwoPages();
    first.unmount();
    loads = [];
    window.history.replaceState({ key: 'entry-b' }, '');
    renderWithProviders(<List />, { fetch: notFetch });
    await screen.findByText('第1页-1');
    expect(screen.queryByText('第2页-1')).toBeNull();
    expect(loads).toEqual([1]);
  });
});
