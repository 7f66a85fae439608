import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { routeCookieName } from './route-params';
import { useNavigateByName, useRouteParams, type NavigateByNameOptions } from './use-navigate-by-name';

let navigateByName: (options: NavigateByNameOptions) => boolean = () => false;

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
  router.subscribe((state) => changes.push(`${state.historyAction} ${state.location.pathname}${state.location.search}`));
  render(<RouterProvider router={router} />);
  return { router, changes };
}

const where = () => screen.getByTestId('where').textContent;
const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}') as Record<string, string>;

afterEach(() => Cookies.remove(routeCookieName('HotDetail'), { path: '/' }));

describe('useNavigateByName', () => {
  it('keeps parameters in a cookie named after the route, out of the URL', async () => {
    setup();
    await act(async () => {
      expect(navigateByName({ name: 'HotDetail', params: { contentId: 'c-42' } })).toBe(true);
    });
    expect(where()).toBe('/hot/detail');
    expect(Cookies.get('yiying-route-HotDetail')).toBe(JSON.stringify({ contentId: 'c-42' }));
    expect(params()).toEqual({ contentId: 'c-42' });
  });

  it('passes parameters in the query string when asked, overriding the cookie', async () => {
    Cookies.set(routeCookieName('HotDetail'), JSON.stringify({ contentId: 'old', from: 'cookie' }));
    setup();
    await act(async () => {
      navigateByName({ name: 'HotDetail', params: { contentId: 7, full: true }, keep: 'query' });
    });
    expect(where()).toBe('/hot/detail?contentId=7&full=true');
    expect(params()).toEqual({ contentId: '7', full: 'true', from: 'cookie' });
  });

  it('treats navigating to the current place as a silent no-op', async () => {
    const { changes } = setup('/hot/detail?contentId=7');
    let result: boolean | undefined;
    await act(async () => {
      result = navigateByName({ name: 'HotDetail', params: { contentId: 7 }, keep: 'query' });
    });
    expect(result).toBe(false);
    expect(changes).toEqual([]);

    await act(async () => {
      navigateByName({ name: 'Hot' });
    });
    await act(async () => {
      result = navigateByName({ name: 'Hot' });
    });
    expect(result).toBe(false);
    expect(changes).toEqual(['PUSH /hot']);
  });

  it('replaces the entry when only the hidden cookie parameters change', async () => {
    const { changes } = setup();
    await act(async () => {
      navigateByName({ name: 'HotDetail', params: { contentId: 'a' } });
    });
    await act(async () => {
      expect(navigateByName({ name: 'HotDetail', params: { contentId: 'a' } })).toBe(false);
    });
    await act(async () => {
      expect(navigateByName({ name: 'HotDetail', params: { contentId: 'b' } })).toBe(true);
    });
    expect(changes).toEqual(['PUSH /hot/detail', 'REPLACE /hot/detail']);
    expect(params()).toEqual({ contentId: 'b' });
  });

  it('adds a hash anchor', async () => {
    setup();
    await act(async () => {
      navigateByName({ name: 'About', hash: 'contact' });
    });
    expect(where()).toBe('/about#contact');
  });
});
