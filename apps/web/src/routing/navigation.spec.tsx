import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { routeCookieName } from './route-params';
import { useNavigateByName, useRouteParams, type NavigateByName } from './use-navigate-by-name';

let navigateByName: NavigateByName = () => false;

function Probe() {
  navigateByName = useNavigateByName();
  const location = useLocation();
  const params = useRouteParams('HotDetail');
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      <p data-testid="params">{JSON.stringify(params)}</p>
    </>
  );
}

function setup(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  const changes: string[] = [];
  router.subscribe((state) =>
    changes.push(`${state.historyAction} ${state.location.pathname}${state.location.search}`),
  );
  render(<RouterProvider router={router} />);
  return { router, changes };
}

const where = () => screen.getByTestId('where').textContent;
const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}') as Record<string, string>;

afterEach(() => Cookies.remove(routeCookieName('HotDetail'), { path: '/' }));

describe('useNavigateByName', () => {
  it('puts parameters in the query string, so the address shows the same thing anywhere', async () => {
    setup();
    await act(async () => {
      expect(navigateByName('HotDetail', { contentId: 'c-42' })).toBe(true);
    });
    expect(where()).toBe('/hot/detail?contentId=c-42');
    expect(params()).toEqual({ contentId: 'c-42' });
    // The route's cookie keeps them too, for the route opened later without a query.
    expect(Cookies.get('yiying-route-HotDetail')).toBe(JSON.stringify({ contentId: 'c-42' }));
  });

  it('reads the query string alone when there is one, whatever the cookie holds', async () => {
    Cookies.set(routeCookieName('HotDetail'), JSON.stringify({ contentId: 'old', from: 'cookie' }));
    setup('/hot/detail?contentId=7');
    expect(params()).toEqual({ contentId: '7' });
  });

  it('falls back to the cookie only for a route opened without a query', async () => {
    Cookies.set(routeCookieName('HotDetail'), JSON.stringify({ contentId: 'last' }));
    setup('/hot/detail');
    expect(params()).toEqual({ contentId: 'last' });
  });

  it('keeps parameters only in the cookie when asked (hidden parameters)', async () => {
    setup();
    await act(async () => {
      navigateByName('HotDetail', { contentId: 'c-42' }, { keep: 'cookie' });
    });
    expect(where()).toBe('/hot/detail');
    expect(params()).toEqual({ contentId: 'c-42' });
  });

  it('treats navigating to the current place as a silent no-op', async () => {
    const { changes } = setup('/hot/detail?contentId=7');
    let result: boolean | undefined;
    await act(async () => {
      result = navigateByName('HotDetail', { contentId: 7 }, { keep: 'query' });
    });
    expect(result).toBe(false);
    expect(changes).toEqual([]);

    await act(async () => {
      navigateByName('Hot');
    });
    await act(async () => {
      result = navigateByName('Hot');
    });
    expect(result).toBe(false);
    expect(changes).toEqual(['PUSH /hot']);
  });

  it('replaces the entry when only the hidden cookie parameters change', async () => {
    const { changes } = setup();
    await act(async () => {
      navigateByName('HotDetail', { contentId: 'a' }, { keep: 'cookie' });
    });
    await act(async () => {
      expect(navigateByName('HotDetail', { contentId: 'a' }, { keep: 'cookie' })).toBe(false);
    });
    await act(async () => {
      expect(navigateByName('HotDetail', { contentId: 'b' }, { keep: 'cookie' })).toBe(true);
    });
    expect(changes).toEqual(['PUSH /hot/detail', 'REPLACE /hot/detail']);
    expect(params()).toEqual({ contentId: 'b' });
  });

  it('adds a hash anchor', async () => {
    setup();
    await act(async () => {
      navigateByName('About', undefined, { hash: 'contact' });
    });
    expect(where()).toBe('/about#contact');
  });
});

describe('typed route parameters', () => {
  it('sends query parameters of several types as strings and leaves out undefined ones', async () => {
    setup();
    await act(async () => {
      navigateByName('Login', { view: 'signup', redirect: undefined }, { keep: 'query' });
    });
    expect(where()).toBe('/my/login?view=signup');
  });

  it('rejects missing, unknown and mistyped parameters at compile time', () => {
    // Never called: these lines are checked by the type checker only (`web:typecheck`).
    const check = (navigate: NavigateByName) => {
      navigate('HotDetail', { contentId: 'c-1' });
      navigate('Homepage');
      navigate('Homepage', { userId: 'u1' });
      // @ts-expect-error a detail page needs its id
      navigate('HotDetail');
      // @ts-expect-error the id has a name
      navigate('HotDetail', { id: 'c-1' });
      // @ts-expect-error an id is a string or a number
      navigate('HotDetail', { contentId: null });
      // @ts-expect-error the home page takes no parameters
      navigate('Home', { contentId: 'c-1' });
      // @ts-expect-error no such route
      navigate('Detail', { contentId: 'c-1' });
    };
    const useDetailId = () => {
      const detail = useRouteParams('HotDetail');
      const id: string | undefined = detail.contentId;
      // @ts-expect-error not a parameter of the detail page
      void detail.userId;
      return id;
    };
    expect(typeof check).toBe('function');
    expect(typeof useDetailId).toBe('function');
  });
});
