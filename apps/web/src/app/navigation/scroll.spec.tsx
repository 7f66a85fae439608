import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ScrollManager } from './scroll';
import { applyScroll, type SavedPositions, type ScrollEnv } from './scroll-restore';

function fakeEnv(anchors: string[]) {
  const calls: string[] = [];
  const env: ScrollEnv = {
    findAnchor: (id) => (anchors.includes(id) ? { scrollIntoView: () => calls.push(`anchor ${id}`) } : null),
    scrollTo: (x, y) => calls.push(`to ${x},${y}`),
  };
  return { env, calls };
}

describe('applyScroll', () => {
  const saved: SavedPositions = new Map([['k1', { x: 0, y: 640 }]]);

  it('goes to the hash anchor first', () => {
    const { env, calls } = fakeEnv(['联系我们']);
    expect(applyScroll({ key: 'k1', hash: '#%E8%81%94%E7%B3%BB%E6%88%91%E4%BB%AC' }, saved, env)).toBe('hash');
    expect(calls).toEqual(['anchor 联系我们']);
  });

  it('else to the saved position of the entry', () => {
    const { env, calls } = fakeEnv([]);
    expect(applyScroll({ key: 'k1', hash: '#missing' }, saved, env)).toBe('saved');
    expect(calls).toEqual(['to 0,640']);
  });

  it('else to the top', () => {
    const { env, calls } = fakeEnv([]);
    expect(applyScroll({ key: 'new', hash: '' }, saved, env)).toBe('top');
    expect(calls).toEqual(['to 0,0']);
  });
});

describe('ScrollManager', () => {
  function setScrollY(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  }

  /** A router whose layout holds the ScrollManager, started at `initial`. */
  function routerWith(pages: { path: string; element: ReactNode }[], initial: string) {
    const layout = (
      <>
        <Outlet />
        <ScrollManager />
      </>
    );
    return createMemoryRouter([{ path: '/', element: layout, children: pages }], { initialEntries: [initial] });
  }

  // First of this file's tests to go back: the rest of the rule (scroll-restore.ts) is not loaded yet.
  it('keeps an entry’s place while the rest of the rule loads, through a scroll the short page clamps meanwhile', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = routerWith(
      [
        { path: 'list', element: <p>列表</p> },
        { path: 'detail', element: <p>详情</p> },
      ],
      '/list',
    );
    render(<RouterProvider router={router} />);
    act(() => setScrollY(1200));
    await act(() => router.navigate('/detail'));
    act(() => {
      void router.navigate(-1);
    });
    // The list is short until its data arrives: the browser clamps the scroll before the saved place is restored.
    act(() => setScrollY(0));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    setScrollY(0);
    scrollTo.mockRestore();
  });

  it('restores the position of an entry on back, starts new entries at the top, and follows hashes', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const intoView = jest.fn();
    Element.prototype.scrollIntoView = intoView;
    const router = routerWith(
      [
        { path: 'list', element: <p>列表</p> },
        { path: 'detail', element: <h2 id="comments">评论</h2> },
      ],
      '/list',
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => setScrollY(900));
    await act(() => router.navigate('/detail'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);

    await act(() => router.navigate('/detail#comments'));
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(window.history.scrollRestoration).toBe('manual');
    scrollTo.mockRestore();
  });

  it('leaves the page it starts on where the reader scrolled it before the app started', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    setScrollY(640);
    const router = routerWith(
      [
        { path: 'about', element: <p>关于</p> },
        { path: 'hot', element: <p>热门</p> },
      ],
      '/about',
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    // The next page starts at the top as usual.
    await act(() => router.navigate('/hot'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    setScrollY(0);
    scrollTo.mockRestore();
  });
});
