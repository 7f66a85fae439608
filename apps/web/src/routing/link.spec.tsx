import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link, NavLink } from './link';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="当前地址">
      {location.pathname}
      {location.search}|{String((location.state as { from?: string } | null)?.from ?? '')}
    </output>
  );
}

function renderAt(path: string, ui: React.ReactNode, routePath = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={routePath}
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
        {routePath !== '*' && <Route path="*" element={<Where />} />}
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: '当前地址' }).textContent;

describe('Link', () => {
  it('writes the href and follows a plain click in place, with its state', () => {
    renderAt(
      '/',
      <Link to="/hot?type=image" state={{ from: 'home' }} className="go">
        热门
      </Link>,
    );
    const link = screen.getByRole('link', { name: '热门' });
    expect(link).toHaveAttribute('href', '/hot?type=image');
    expect(link).toHaveClass('go');
    fireEvent.click(link);
    expect(where()).toBe('/hot?type=image|home');
  });

  it('resolves a relative path against the current route, as the router does', () => {
    renderAt('/activity/detail', <Link to="works">参赛作品</Link>, '/activity/:page');
    const link = screen.getByRole('link', { name: '参赛作品' });
    expect(link).toHaveAttribute('href', '/activity/detail/works');
    fireEvent.click(link);
    expect(where()).toBe('/activity/detail/works|');
  });

  it('leaves modified clicks, other targets and prevented clicks to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/a">甲</Link>
        <Link to="/b" target="_blank">
          乙
        </Link>
        <Link to="/c" onClick={(event) => event.preventDefault()}>
          丙
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: '甲' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: '乙' }));
    fireEvent.click(screen.getByRole('link', { name: '丙' }));
    expect(where()).toBe('/|');
  });

  it('passes a URL with a scheme through as it is and does not route it', () => {
    renderAt(
      '/',
      <>
        <Link to="https://example.org/x">外站</Link>
        <Link to="mailto:a@example.org">写信</Link>
      </>,
    );
    const external = screen.getByRole('link', { name: '外站' });
    expect(external).toHaveAttribute('href', 'https://example.org/x');
    expect(screen.getByRole('link', { name: '写信' })).toHaveAttribute('href', 'mailto:a@example.org');
    fireEvent.click(external);
    expect(where()).toBe('/|');
  });

  it('hands its ref to the anchor', () => {
    let anchor: HTMLAnchorElement | null = null;
    renderAt(
      '/',
      <Link to="/x" ref={(node) => void (anchor = node)}>
        某处
      </Link>,
    );
    expect(anchor).toBe(screen.getByRole('link', { name: '某处' }));
  });
});

describe('NavLink', () => {
  const nav = (
    <nav>
      <NavLink to="/" end>
        首页
      </NavLink>
      <NavLink to="/hot" className="item">
        热门
      </NavLink>
      <NavLink to="/my" end>
        我的
      </NavLink>
    </nav>
  );

  it('marks the link of the current page, and below it unless `end`', () => {
    renderAt('/hot/detail', nav);
    const hot = screen.getByRole('link', { name: '热门' });
    expect(hot).toHaveClass('item', 'active');
    expect(hot).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveClass('active');
  });

  it('matches whole path segments, ignoring case', () => {
    renderAt('/HOT', nav);
    expect(screen.getByRole('link', { name: '热门' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: '我的' }));
    expect(screen.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '热门' })).not.toHaveAttribute('aria-current');
  });

  it('does not take a longer path that only starts with the same letters', () => {
    renderAt('/hotlist', nav);
    expect(screen.getByRole('link', { name: '热门' })).not.toHaveAttribute('aria-current');
  });

  it('marks the home link on the home page only', () => {
    renderAt('/', nav);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).toHaveClass('active');
  });
});
